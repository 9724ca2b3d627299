import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { collectionItems } from "./collection-items";
import { contentDir } from "./files";
import { readLandingPages } from "./landing";
import { blockAnchors } from "./landing-checks";
import { landingFixture, type LandingFixture } from "../../tests/setup/landing-page";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const example = "test-campaign";
const items = () => {
  const { landing: _, ...others } = collectionItems();
  return others;
};

/**
 * A copy of the content folder where `edit` changes the example landing page (parsed) and `extra`
 * adds files to content/landing/; reads the landing pages there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
function readEdited(edit: (data: any) => void, extra: Record<string, (data: LandingFixture) => void> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "landing-"));
  dirs.push(dir);
  cpSync(contentDir, dir, { recursive: true });
  // Only the tests' own pages: the site's may change in /admin.
  rmSync(join(dir, "landing"), { recursive: true, force: true });
  mkdirSync(join(dir, "landing"));
  const write = (name: string, change: (data: LandingFixture) => void) => {
    const data = landingFixture(example);
    change(data);
    writeFileSync(join(dir, "landing", `${name}.yaml`), YAML.stringify(data));
  };
  write(example, edit);
  for (const [name, change] of Object.entries(extra)) write(name, change);
  return () => readLandingPages(items(), dir);
}

describe("landing pages (issue 39)", () => {
  it("reads each landing page in both languages, its address from the file", () => {
    const [page] = readEdited(() => undefined)();
    expect(page?.address).toBe(example);
    expect(page?.en.blocks.map((block) => block.type)).toEqual(["hero", "cards", "split", "pricing", "faq", "cta"]);
    expect(page?.sv.blocks[0]).toMatchObject({ heading: landingFixture(example).sv.blocks[0]!.heading });
  });

  it("leaves out a page switched to 'Hidden from the site' in /admin, and refuses the switch set in one language only", () => {
    const hidden = readEdited(() => undefined, {
      "spring-fair": (data) => {
        data.en.address = data.sv.address = "spring-fair";
        Object.assign(data.en, { hidden: true });
        Object.assign(data.sv, { hidden: true });
      },
    });
    expect(hidden().map((page) => page.address)).toEqual([example]);
    const oneLanguage = readEdited((data) => Object.assign(data.en, { hidden: true }));
    expect(oneLanguage).toThrow(`landing/${example}.yaml: sv.hidden: must be the same as en.hidden (true)`);
  });

  it("reads the site's own landing pages", () => {
    expect(() => readLandingPages(items())).not.toThrow();
  });

  it("builds a copied file under a new name with a new address, and refuses one that keeps the address", () => {
    const changed = readEdited(() => undefined, {
      "spring-fair": (data) => {
        data.en.address = data.sv.address = "spring-fair";
      },
    });
    expect(changed().map((page) => page.address).sort()).toEqual(["spring-fair", example]);
    const twin = readEdited(() => undefined, { copy: () => undefined });
    expect(twin).toThrow(`landing/copy.yaml: en.address: "${example}" is already the address of the landing page content/landing/${example}.yaml; pick another`);
    expect(twin).toThrow(`landing/${example}.yaml: en.address: "${example}" is already the address of the landing page content/landing/copy.yaml`);
  });

  it("refuses an address that is a page of the site, or differs between the languages", () => {
    expect(
      readEdited((data) => {
        data.en.address = data.sv.address = "pricing";
      }),
    ).toThrow(`landing/${example}.yaml: en.address: "pricing" is the address of a page of the site (/pricing); pick another`);
    expect(
      readEdited((data) => {
        data.en.address = data.sv.address = "team";
      }),
    ).toThrow(/en\.address: "team" is the address of a page of the site \(\/team\)/);
    expect(
      readEdited((data) => {
        data.sv.address = "leverantorer";
      }),
    ).toThrow(`landing/${example}.yaml: sv.address: must be the same as the English address (${example})`);
  });

  it("refuses a link to a page or block that does not exist, and takes every page and item the site has", () => {
    const read = readEdited((data) => {
      data.en.blocks[0].primary.link = "/pricing-old";
      data.sv.blocks[0].secondary.link = "#prices";
    });
    expect(read).toThrow(`landing/${example}.yaml: en.blocks.0.primary.link: /pricing-old is no page of this site`);
    expect(read).toThrow(`landing/${example}.yaml: sv.blocks.0.secondary.link: #prices is no block of this page (its blocks are #hero, #cards, #split, #pricing, #faq, #cta)`);
    const fine = readEdited((data) => {
      data.en.blocks[0].primary.link = "/portfolio/uk-home-retailer#outcome";
      data.sv.blocks[0].primary.link = "/sv/blog";
      data.en.blocks[0].secondary.link = "https://example.com/fair";
    });
    expect(fine()).toHaveLength(1);
    expect(readEdited((data) => (data.en.blocks[0].primary.link = "pricing"))).toThrow(/en\.blocks\.0\.primary\.link: must be a page of this site \(\/pricing\)/);
  });

  it("refuses a missing language, other blocks in Swedish, and a page that does not start with its hero", () => {
    expect(readEdited((data) => delete data.sv)).toThrow(`landing/${example}.yaml: sv: is required (the Swedish copy)`);
    expect(readEdited((data) => data.sv.blocks.splice(3, 1))).toThrow(
      `landing/${example}.yaml: sv.blocks: must be the same blocks in the same order as in English (hero, cards, split, pricing, faq, cta); they are hero, cards, split, faq, cta`,
    );
    const swapped = readEdited((data) => {
      for (const part of [data.en, data.sv]) part.blocks.unshift(part.blocks.splice(1, 1)[0]);
    });
    expect(swapped).toThrow(`landing/${example}.yaml: en.blocks.0: must be a hero: a page starts with its hero`);
    expect(swapped).toThrow(`landing/${example}.yaml: en.blocks.1: a page has one hero, its first block`);
  });

  it("names a block's missing field by its place", () => {
    expect(readEdited((data) => delete data.sv.blocks[3].plans)).toThrow(`landing/${example}.yaml: sv.blocks.3.plans: must be home or feature`);
    expect(readEdited((data) => (data.en.blocks[2].type = "gallery"))).toThrow(/en\.blocks\.2\.type: must be one of the blocks: hero, cards, split, steps, testimonials, pricing, faq, cta/);
  });

  it("gives each block an anchor by its type, numbering a second of a kind", () => {
    expect(blockAnchors([{ type: "hero" }, { type: "faq" }, { type: "cards" }, { type: "faq" }])).toEqual(["hero", "faq", "cards", "faq-2"]);
  });
});
