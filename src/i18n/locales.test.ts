import { describe, expect, it } from "vitest";
import { defaultLocale, isLocale, localeFromPath, localeTags, locales, localizePath, normalizePath, stripLocale } from "./locales";

describe("locales", () => {
  it("publishes English (default) and Swedish", () => {
    expect(locales).toEqual(["en", "sv"]);
    expect(defaultLocale).toBe("en");
  });

  it("has hreflang and Open Graph tags for every locale", () => {
    expect(localeTags.en).toMatchObject({ hreflang: "en", og: "en_GB" });
    expect(localeTags.sv).toMatchObject({ hreflang: "sv", og: "sv_SE" });
  });

  it("recognises only supported locales", () => {
    expect(isLocale("sv")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale("SV")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/ai/", "/ai"],
    ["/sv/ai//", "/sv/ai"],
    ["/sv", "/sv"],
  ])("%s -> %s", (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe("localeFromPath", () => {
  it.each([
    ["/", "en"],
    ["/ai", "en"],
    ["/sv", "sv"],
    ["/sv/", "sv"],
    ["/sv/ai", "sv"],
    ["/sv/ai/", "sv"],
    ["/svenska", "en"],
    ["/en/sv", "en"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe("stripLocale and localizePath", () => {
  it.each([
    ["/sv/ai", "/ai"],
    ["/sv", "/"],
    ["/sv/", "/"],
    ["/ai", "/ai"],
    ["/", "/"],
  ])("stripLocale(%s) = %s", (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped);
  });

  it.each([
    ["/ai", "sv", "/sv/ai"],
    ["/", "sv", "/sv"],
    ["/sv/ai", "en", "/ai"],
    ["/sv", "en", "/"],
    ["/sv/ai", "sv", "/sv/ai"],
    ["/faq-1/", "sv", "/sv/faq-1"],
  ] as const)("localizePath(%s, %s) = %s", (path, locale, result) => {
    expect(localizePath(path, locale)).toBe(result);
  });
});
