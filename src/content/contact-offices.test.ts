import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { site } from "~/config/site";
import { contentDir, readPage } from "./files";
import { readTitles } from "./registry";
import { contactSchema } from "./schemas/contact";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const oslo = { id: "oslo", street: "Karl Johans gate 1", postcode: "0154", city: "Oslo", country: { en: "Norway", sv: "Norge" }, countryCode: "NO", phone: "+47 22 00 00 00" };
const osloWords = { en: { label: "Norway", text: "Sales for Norway.", languages: "Norwegian, English" }, sv: { label: "Norge", text: "Försäljning i Norge.", languages: "Norska, engelska" } };

/** A scratch content folder with the site's page files, plans, team and company facts, as `npm run cms` shows them. */
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  for (const part of ["pages", "team"]) cpSync(join(contentDir, part), join(dir, part), { recursive: true });
  for (const file of ["plans.yaml", "company.json"]) cpSync(join(contentDir, file), join(dir, file));
  return dir;
}

/** Publishes, as /admin does: company.json with one more office. */
function addOffice(dir: string) {
  const company = JSON.parse(readFileSync(join(dir, "company.json"), "utf8"));
  company.offices.push(oslo);
  writeFileSync(join(dir, "company.json"), JSON.stringify(company, null, 2));
}

/** Publishes, as /admin does: the Contact page with the new office's words. */
function addWords(dir: string) {
  const path = join(dir, "pages", "contact.yaml");
  const page = YAML.parse(readFileSync(path, "utf8"));
  for (const locale of ["en", "sv"] as const) page[locale].offices.items.oslo = osloWords[locale];
  writeFileSync(path, YAML.stringify(page));
}

describe("the contact page's words per office follow the company facts as they are now (issue 53)", () => {
  it("takes an office added to company.json after the first read, once the page has its words", () => {
    const dir = scratch();
    expect(Object.keys(readPage("contact", contactSchema, dir).en.offices.items)).not.toContain("oslo");
    addOffice(dir);
    addWords(dir);
    const copy = readPage("contact", contactSchema, dir);
    expect(copy.en.offices.items.oslo).toEqual(osloWords.en);
    expect(copy.sv.offices.items.oslo).toEqual(osloWords.sv);
    // The contact page's top is read for every page's title with the same schema.
    expect(readTitles(dir).en.contact.title).toBe(copy.en.top.title);
  });

  it("names the office and the file while the page has no words for a new office", () => {
    const dir = scratch();
    readPage("contact", contactSchema, dir);
    addOffice(dir);
    const read = () => readPage("contact", contactSchema, dir);
    expect(read).toThrow(/pages\/contact\.yaml: en\.offices\.items\.oslo: has no words for the office "oslo" of Company facts \(content\/company\.json\)/);
    expect(read).toThrow(/pages\/contact\.yaml: sv\.offices\.items\.oslo: has no words/);
  });

  it("names words for an office that Company facts no longer has", () => {
    const dir = scratch();
    addWords(dir);
    const ids = site.offices.map((office) => office.id).join(", ");
    expect(() => readPage("contact", contactSchema, dir)).toThrow(`pages/contact.yaml: en.offices.items: "oslo" is not an office of Company facts (content/company.json: ${ids})`);
  });
});
