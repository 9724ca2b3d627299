import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { site } from "~/config/site";
import { contentDir, readPage } from "./files";
import { faqSchema } from "./schemas/faq";
import { facts, resolveTokens } from "./tokens";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The FAQ file as it is, changed by `edit`, written to a scratch content folder; reads it there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
function readEdited(edit: (data: any) => void, raw?: string) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  mkdirSync(join(dir, "pages"));
  const data = YAML.parse(readFileSync(join(contentDir, "pages", "faq.yaml"), "utf8"));
  edit(data);
  writeFileSync(join(dir, "pages", "faq.yaml"), raw ?? YAML.stringify(data));
  return () => readPage("faq", faqSchema, dir);
}

describe("content files (issue 27)", () => {
  it("reads a page in both languages with its brand tokens resolved", () => {
    const faq = readPage("faq", faqSchema);
    expect(faq.en.groups[0].items[0]?.question).toBe(`What is ${site.name}?`);
    expect(faq.sv.groups[0].items[0]?.question).toBe(`Vad är ${site.name}?`);
    expect(JSON.stringify(faq)).not.toMatch(/\{[a-z0-9.-]+\}/);
  });

  it("names the file, the field and what was expected when a field is empty or missing", () => {
    const read = readEdited((data) => {
      data.sv.groups[2].items[3].answer = "  ";
      delete data.en.help.title;
    });
    expect(read).toThrow(/pages\/faq\.yaml: en\.help\.title: is required\n/);
    expect(read).toThrow(/pages\/faq\.yaml: sv\.groups\.2\.items\.3\.answer: is required and cannot be empty/);
  });

  it("refuses a topic with a question too many, a stray field, a bad id and a missing language", () => {
    const read = readEdited((data) => {
      data.en.groups[0].items.push({ id: "extra", question: "Q?", answer: "A." });
      data.en.help.subtitle = "Not a field";
      data.en.groups[1].items[0].id = "Not An Id";
      delete data.sv;
    });
    expect(read).toThrow(/en\.groups\.0\.items: must have exactly 8 entries/);
    expect(read).toThrow(/en\.help: Unrecognized key: "subtitle"/);
    expect(read).toThrow(/en\.groups\.1\.items\.0\.id: must be lower-case letters, digits and hyphens/);
    expect(read).toThrow(/sv: is required \(the Swedish copy\)/);
  });

  it("names an unknown token and where it stands, and a file that is not YAML", () => {
    expect(readEdited((data) => (data.en.switch.toTabs = "Browse {brnd} by topic"))).toThrow(/faq\.yaml: en\.switch\.toTabs: unknown token \{brnd\}/);
    expect(readEdited(() => undefined, "en: [unclosed\n")).toThrow(/content-[^/]+\/pages\/faq\.yaml: /);
  });
});

describe("brand tokens", () => {
  it("resolve per language, lists in the language's style", () => {
    expect(resolveTokens("{brand} in {offices}", facts("en"), "x")).toBe(`${site.name} in London, Hamburg and Solna`);
    expect(resolveTokens("{office.stockholm.country}: {team.sara-lindgren.title}", facts("sv"), "x")).toBe("Sverige: vd och medgrundare");
  });
});
