import { describe, expect, it } from "vitest";
import { leadsEndpoint } from "./env";

describe("FORMS_ENDPOINT (decision 0028)", () => {
  it("takes nothing, a path on the site or an absolute http(s) URL, without trailing slashes", () => {
    expect(leadsEndpoint(undefined)).toBe("");
    expect(leadsEndpoint("  ")).toBe("");
    expect(leadsEndpoint("/api/leads/")).toBe("/api/leads");
    expect(leadsEndpoint(" https://forms.example.com/api/leads ")).toBe("https://forms.example.com/api/leads");
    expect(leadsEndpoint("http://localhost:8787/api/leads")).toBe("http://localhost:8787/api/leads");
  });

  it("stops the build on anything else, naming what it expects", () => {
    for (const value of ["api/leads", "//forms.example.com/api/leads", "ftp://forms.example.com", "javascript:alert(1)"]) {
      expect(() => leadsEndpoint(value), value).toThrow(/FORMS_ENDPOINT must be empty, a path such as \/api\/leads, or an absolute URL/);
    }
  });
});
