import { describe, expect, it } from "vitest";
import { localityLine, telHref } from "./address";

// Offices as the company facts hold them (content/company.json), which editors change: fixtures here.
const office = (city: string, postcode: string, country: string) => ({ city, postcode, country: { en: country } });

describe("address helpers", () => {
  it("writes each office's postcode where its country puts it", () => {
    expect([office("Leeds", "LS1 4AP", "United Kingdom"), office("Bremen", "28195", "Germany"), office("Malmö", "211 20", "Sweden")].map(localityLine)).toEqual(["Leeds LS1 4AP", "28195 Bremen", "211 20 Malmö"]);
  });

  it("turns phone numbers into tel: links without spaces", () => {
    expect(["+44 113 496 0000", "+49 421 1234 567", "+46 40 123 45 67"].map(telHref)).toEqual(["tel:+441134960000", "tel:+494211234567", "tel:+46401234567"]);
  });
});
