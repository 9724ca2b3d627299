// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyThemeChoice, themeColors, themeStorageKey } from "./theme";

/** A fresh document as Base.astro writes it: the metas, the header's group and the open mobile menu's copy. */
function page(stored?: string) {
  document.documentElement.removeAttribute("data-theme");
  document.head.innerHTML = `
    <meta name="color-scheme" content="light dark">
    <meta name="theme-color" content="${themeColors.light}" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="${themeColors.dark}" media="(prefers-color-scheme: dark)">`;
  const radios = (name: string) =>
    ["light", "dark", "system"].map((value) => `<input type="radio" name="${name}" value="${value}" data-theme-choice ${value === "system" ? "checked" : ""}>`).join("");
  document.body.innerHTML = `<div id="header">${radios("theme")}</div><dialog>${radios("theme-menu")}</dialog>`;
  if (stored) localStorage.setItem(themeStorageKey, stored);
  // A new document per test: listeners of the last one must not answer.
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.replaceWith(doc.importNode(document.documentElement, true));
  applyThemeChoice(doc, themeStorageKey, themeColors);
  return doc;
}

const state = (doc: Document) => ({
  theme: doc.documentElement.getAttribute("data-theme"),
  scheme: doc.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
  bars: [...doc.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content")),
});
const checked = (doc: Document) => ({
  header: doc.querySelector<HTMLInputElement>("#header input:checked")?.value,
  menu: doc.querySelector<HTMLInputElement>("dialog input:checked")?.value,
});

describe("applyThemeChoice (the head script's theme part)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("leaves the system in charge when nothing is stored", () => {
    const doc = page();
    expect(state(doc)).toEqual({ theme: null, scheme: "light dark", bars: [themeColors.light, themeColors.dark] });
  });

  it("applies a stored choice at once and marks it in both groups once the document is parsed", () => {
    const doc = page("dark");
    expect(state(doc)).toEqual({ theme: "dark", scheme: "dark", bars: [themeColors.dark, themeColors.dark] });
    expect(checked(doc)).toEqual({ header: "system", menu: "system" });
    doc.dispatchEvent(new Event("DOMContentLoaded"));
    expect(checked(doc)).toEqual({ header: "dark", menu: "dark" });
  });

  it("ignores a stored value that is not a theme", () => {
    expect(state(page("sepia")).theme).toBeNull();
  });

  it("stores, applies and marks a choice made in the control; System forgets it", () => {
    const doc = page();
    const light = doc.querySelector<HTMLInputElement>('#header input[value="light"]')!;
    light.checked = true;
    light.dispatchEvent(new Event("change", { bubbles: true }));
    expect(localStorage.getItem(themeStorageKey)).toBe("light");
    expect(state(doc)).toEqual({ theme: "light", scheme: "light", bars: [themeColors.light, themeColors.light] });
    expect(checked(doc)).toEqual({ header: "light", menu: "light" });

    const system = doc.querySelector<HTMLInputElement>('#header input[value="system"]')!;
    system.checked = true;
    system.dispatchEvent(new Event("change", { bubbles: true }));
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(state(doc)).toEqual({ theme: null, scheme: "light dark", bars: [themeColors.light, themeColors.dark] });
  });

  it("takes no notice of other radios", () => {
    const doc = page();
    doc.body.insertAdjacentHTML("beforeend", '<input type="radio" name="period" value="dark" id="other">');
    const other = doc.getElementById("other") as HTMLInputElement;
    other.checked = true;
    other.dispatchEvent(new Event("change", { bubbles: true }));
    expect(state(doc).theme).toBeNull();
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });
});
