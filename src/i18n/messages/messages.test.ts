import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { contentDir } from "~/content/files";
import { messages } from "./index";

/**
 * Differences between two values' shapes: missing or extra keys, array lengths and value types.
 * Returns readable paths such as `hero.cards[2].title: missing in sv`.
 */
function shapeDiff(en: unknown, sv: unknown, path = ""): string[] {
  const here = path || "(root)";
  const kind = (value: unknown) => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value);
  if (kind(en) !== kind(sv)) return [`${here}: ${kind(en)} in en, ${kind(sv)} in sv`];
  if (Array.isArray(en) && Array.isArray(sv)) {
    const diffs = en.length === sv.length ? [] : [`${here}: ${en.length} items in en, ${sv.length} in sv`];
    for (let i = 0; i < Math.min(en.length, sv.length); i++) diffs.push(...shapeDiff(en[i], sv[i], `${path}[${i}]`));
    return diffs;
  }
  if (kind(en) === "object") {
    const a = en as Record<string, unknown>;
    const b = sv as Record<string, unknown>;
    const diffs: string[] = [];
    for (const key of Object.keys(a)) {
      const child = path ? `${path}.${key}` : key;
      if (!(key in b)) diffs.push(`${child}: missing in sv`);
      else diffs.push(...shapeDiff(a[key], b[key], child));
    }
    for (const key of Object.keys(b)) if (!(key in a)) diffs.push(`${path ? `${path}.${key}` : key}: only in sv`);
    return diffs;
  }
  if (typeof en === "string" && typeof sv === "string") {
    const diffs: string[] = [];
    if (en.trim() !== "" && sv.trim() === "") diffs.push(`${here}: empty in sv`);
    // Interpolation placeholders must survive translation: "© {{year}} Orkestra".
    const slots = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    if (slots(en).join() !== slots(sv).join()) diffs.push(`${here}: placeholders ${slots(en).join() || "none"} in en, ${slots(sv).join() || "none"} in sv`);
    return diffs;
  }
  return [];
}

/** The file name (without extension) of every module under a folder, mapped to its exports. */
function byName(modules: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(modules).map(([file, mod]) => [file.split("/").pop()!.replace(/\.ts$/, ""), mod as Record<string, unknown>]));
}

const enMessageFiles = byName(import.meta.glob(["./en/*.ts", "!./en/*.test.ts"], { eager: true }));
const svMessageFiles = byName(import.meta.glob(["./sv/*.ts", "!./sv/*.test.ts"], { eager: true }));
/** Every content file with a part per language (content/pages, team, portfolio), parsed, by its path. */
const contentFiles = Object.fromEntries(
  ["pages", "team", "portfolio"].flatMap((folder) =>
    readdirSync(join(contentDir, folder))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [`${folder}/${name}`, YAML.parse(readFileSync(join(contentDir, folder, name), "utf8")) as Record<string, unknown>]),
  ),
);

describe("shapeDiff (the checker itself)", () => {
  it("finds a missing key, an extra key and a missing array item", () => {
    const en = { a: "x", list: [{ t: "1" }, { t: "2" }], nested: { b: "y" } };
    expect(shapeDiff(en, { a: "x", list: [{ t: "1" }, { t: "2" }], nested: { b: "y" } })).toEqual([]);
    expect(shapeDiff(en, { list: [{ t: "1" }, { t: "2" }], nested: { b: "y" } })).toEqual(["a: missing in sv"]);
    expect(shapeDiff(en, { ...en, extra: "z" })).toEqual(["extra: only in sv"]);
    expect(shapeDiff(en, { ...en, list: [{ t: "1" }] })).toEqual(["list: 2 items in en, 1 in sv"]);
    expect(shapeDiff(en, { ...en, list: [{ t: "1" }, {}] })).toEqual(["list[1].t: missing in sv"]);
    expect(shapeDiff(en, { ...en, nested: "y" })).toEqual(["nested: object in en, string in sv"]);
    expect(shapeDiff({ n: 1 }, { n: "1" })).toEqual(["n: number in en, string in sv"]);
  });

  it("finds an empty translation and a lost placeholder", () => {
    expect(shapeDiff({ a: "Hi" }, { a: "" })).toEqual(["a: empty in sv"]);
    expect(shapeDiff({ a: "© {{year}}" }, { a: "© 2026" })).toEqual(["a: placeholders year in en, none in sv"]);
  });
});

describe("UI messages", () => {
  it("has the same feature files in both languages", () => {
    expect(Object.keys(svMessageFiles).sort()).toEqual(Object.keys(enMessageFiles).sort());
    expect(Object.keys(enMessageFiles).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(enMessageFiles))("%s has the same keys and shapes in English and Swedish", (name) => {
    expect(shapeDiff(enMessageFiles[name], svMessageFiles[name])).toEqual([]);
  });

  it("the assembled namespaces match", () => {
    expect(shapeDiff(messages.en, messages.sv)).toEqual([]);
  });

  it("feature files do not overwrite each other's top-level keys", () => {
    const keys = Object.values(enMessageFiles).flatMap((mod) => Object.values(mod).flatMap((namespace) => Object.keys(namespace as object)));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(messages.en).sort()).toEqual([...new Set(keys)].sort());
  });

  it("has SPEC's translation keys with SPEC's texts", () => {
    expect(messages.en.header.getStarted).toBe("Get Started");
    expect(messages.sv.header.getStarted).toBe("Kom igång");
    expect(messages.en.feature.title).toBe("Start using the product in 3 steps!");
    expect(messages.sv.feature.title).toBe("Börja använda Orkestra i 3 steg!");
    for (const step of ["signup", "connect", "start"] as const) {
      for (const locale of ["en", "sv"] as const) {
        expect(messages[locale].feature.steps[step].title).not.toBe("");
        expect(messages[locale].feature.steps[step].description).not.toBe("");
      }
    }
  });

  it("has SPEC §8's not-found and error texts in English", () => {
    expect(messages.en.notFound.heading).toBe("404");
    expect(messages.en.notFound.text).toBe("The page you are looking for cannot be found");
    expect(messages.en.notFound.goHome).toBe("Go to homepage");
    expect(messages.en.error.title).toBe("Unexpected Application Error!");
  });

  it("keeps SPEC's submit buttons on the forms that send, and gives them their own words in each language (decision 0028)", () => {
    expect([messages.en.footer.newsletter.submit, messages.en.forms.newsletter.submit, messages.en.forms.comment.submit]).toEqual(["Subscribe", "Subscribe", "Post comment"]);
    expect(messages.en.forms.lead.sending).toBe("Sending…");
    expect(messages.sv.forms.lead.sending).toBe("Skickar\u00a0…");
    for (const key of ["failed", "honeypot", "privacy"] as const) expect(messages.sv.forms.lead[key], key).not.toBe(messages.en.forms.lead[key]);
    for (const kind of ["newsletter", "comment", "demo"] as const) {
      for (const locale of ["en", "sv"] as const) expect(messages[locale].forms.lead.notes[kind], `${locale} ${kind}`).toMatch(/\.$/);
    }
    // What the newsletter note promises is what the contract does: a confirmation link, and a way out.
    expect(messages.en.forms.lead.notes.newsletter).toMatch(/link to confirm.*Unsubscribe any time/);
  });
});

describe("page content", () => {
  it("reads every page's, member's and project's file", () => {
    expect(Object.keys(contentFiles)).toEqual(expect.arrayContaining(["pages/search.yaml", "pages/faq.yaml", "team/sara-lindgren.yaml", "portfolio/nordic-distributor.yaml"]));
  });

  // The schemas check each language on its own; this checks that the two parts match each other.
  it.each(Object.keys(contentFiles))("content/%s has the same shape in English and Swedish", (name) => {
    expect(shapeDiff(contentFiles[name]?.en, contentFiles[name]?.sv)).toEqual([]);
  });
});
