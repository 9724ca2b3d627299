import { describe, expect, it } from "vitest";
import { formatEuro, formatWhole } from "./numbers";

const values = [0, 4, 95, 299, 1000, 1299, 12_000, 12_500, 250_000, 1_234_567];
const intlLocale = { en: "en-GB", sv: "sv-SE" } as const;

describe("number formats", () => {
  for (const locale of ["en", "sv"] as const) {
    it(`match Intl's ${intlLocale[locale]} output for whole numbers and euro prices`, () => {
      const whole = new Intl.NumberFormat(intlLocale[locale]);
      const euro = new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
      for (const value of values) {
        expect(formatWhole(value, locale)).toBe(whole.format(value));
        expect(formatEuro(value, locale)).toBe(euro.format(value));
      }
    });
  }

  it("rounds to whole numbers", () => {
    expect(formatWhole(94.6, "en")).toBe("95");
    expect(formatWhole(-1200, "en")).toBe("-1,200");
  });
});
