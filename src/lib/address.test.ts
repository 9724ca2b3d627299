import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { localityLine, telHref } from "./address";

describe("address helpers", () => {
  it("writes each office's postcode where its country puts it", () => {
    expect(site.offices.map(localityLine)).toEqual(["London E14 4AB", "20457 Hamburg", "169 73 Solna"]);
  });

  it("turns phone numbers into tel: links without spaces", () => {
    expect(site.offices.map((office) => telHref(office.phone))).toEqual(["tel:+442079460958", "tel:+493023125482", "tel:+46701740642"]);
  });
});
