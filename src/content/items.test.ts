import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { site } from "~/config/site";
import { contentDir, readItems } from "./files";
import { projectSchema } from "./schemas/portfolio";
import { asShown, memberSchema } from "./schemas/team";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The project files as they are, in a scratch content folder, `edit` applied to the parsed files by slug. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
function readEdited(edit: (files: Record<string, any>, dir: string) => void, folder: "portfolio" | "team" = "portfolio") {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  cpSync(join(contentDir, folder), join(dir, folder), { recursive: true });
  const slugs = readdirSync(join(dir, folder)).map((name) => name.replace(/\.yaml$/, ""));
  const files = Object.fromEntries(slugs.map((slug) => [slug, YAML.parse(readFileSync(join(dir, folder, `${slug}.yaml`), "utf8"))]));
  edit(files, dir);
  for (const [slug, data] of Object.entries(files)) if (existsSync(join(dir, folder, `${slug}.yaml`))) writeFileSync(join(dir, folder, `${slug}.yaml`), YAML.stringify(data));
  return folder === "team" ? () => readItems("team", memberSchema, dir) : () => readItems("portfolio", projectSchema, dir);
}

describe("item files (issue 27: one file per team member and project)", () => {
  it("reads a folder in both languages, in the files' order, each item with its slug and tokens resolved", () => {
    const projects = readItems("portfolio", projectSchema);
    expect(projects.en.map((project) => project.slug)).toEqual(["nordic-distributor", "uk-home-retailer", "german-components-maker", "danish-food-wholesaler", "finnish-spare-parts", "swedish-pharmacy-webshop"]);
    expect(projects.sv.map((project) => project.slug)).toEqual(projects.en.map((project) => project.slug));
    expect(projects.en[0]).not.toHaveProperty("order");
    expect(JSON.stringify(projects)).not.toMatch(/\{[a-z0-9.-]+\}/);
    expect(projects.en[0]?.page.description).toContain(site.products.ai);
  });

  it("follows the order field, not the file names", () => {
    const read = readEdited((files) => {
      files["nordic-distributor"].en.order = files["nordic-distributor"].sv.order = 10;
    });
    expect(read().en.map((project) => project.slug).at(-1)).toBe("nordic-distributor");
  });

  it("lists items that share a place by their file names, so a copied file builds as it is", () => {
    const read = readEdited((files, dir) => {
      cpSync(join(dir, "portfolio", "uk-home-retailer.yaml"), join(dir, "portfolio", "a-copy.yaml"));
      files["nordic-distributor"].en.order = files["nordic-distributor"].sv.order = 2;
    });
    expect(read().en.map((project) => project.slug).slice(0, 3)).toEqual(["a-copy", "nordic-distributor", "uk-home-retailer"]);
  });

  it("names the file and field of an order that is missing or differs between languages", () => {
    const read = readEdited((files) => {
      files["nordic-distributor"].sv.order = 3;
    });
    expect(read).toThrow(/portfolio\/nordic-distributor\.yaml: sv\.order: must be the same as en\.order \(1\)/);
    expect(readEdited((files) => delete files["uk-home-retailer"].en.order)).toThrow(/uk-home-retailer\.yaml: en\.order: is required/);
    expect(readEdited((files) => (files["uk-home-retailer"].en.order = 1.5))).toThrow(/uk-home-retailer\.yaml: en\.order: must be a whole number/);
  });

  it("checks each language against the schema, and the file name as an address", () => {
    const read = readEdited((files, dir) => {
      files["uk-home-retailer"].sv.cover = "photo";
      delete files["nordic-distributor"].en;
      renameSync(join(dir, "portfolio", "finnish-spare-parts.yaml"), join(dir, "portfolio", "Finnish Parts.yaml"));
    });
    expect(read).toThrow(/uk-home-retailer\.yaml: sv\.cover: must be one of the covers/);
    expect(read).toThrow(/nordic-distributor\.yaml: en: is required \(the English copy\)/);
    expect(read).toThrow(/Finnish Parts\.yaml: the file name must be lower-case letters, digits and hyphens/);
  });
});

describe("team members", () => {
  it("are one file each: name, title and profiles in the member's file, the title capitalised on cards", () => {
    const members = readItems("team", memberSchema);
    const written = YAML.parse(readFileSync(join(contentDir, "team", `${members.sv[0]!.slug}.yaml`), "utf8"));
    const shown = asShown(members.sv[0]!);
    expect(shown.name).toBe(written.en.name);
    expect(members.sv[0]!.title).toBe(written.sv.title);
    expect(shown.title).toBe(written.sv.title.charAt(0).toUpperCase() + written.sv.title.slice(1));
    expect(Object.keys(shown.links)).toEqual(Object.keys(written.en.links));
  });

  it("are left off the site when hidden, in both languages, and still checked", () => {
    const [first, second, third] = readItems("team", memberSchema).en.map((member) => member.slug) as [string, string, string];
    const read = readEdited((files) => {
      files[first].en.hidden = true;
      files[first].sv.hidden = true;
    }, "team");
    expect(read().en.map((member) => member.slug)).not.toContain(first);
    expect(read().sv).toHaveLength(4);
    const broken = readEdited((files) => {
      files[first].en.hidden = true;
      files[first].sv.hidden = false;
      files[second].en.hidden = "yes";
      files[third].sv.links = { linkedin: "linkedin.com/in/someone" };
    }, "team");
    expect(broken).toThrow(new RegExp(`${first}\\.yaml: sv\\.hidden: must be the same as en\\.hidden \\(true\\)`));
    expect(broken).toThrow(new RegExp(`${second}\\.yaml: en\\.hidden: must be true or false`));
    expect(broken).toThrow(new RegExp(`${third}\\.yaml: sv\\.links\\.linkedin: must be a full address starting with https://`));
  });

  describe("photos (issue 39)", () => {
    const photo = (image: string, alt: string) => ({ image, alt });
    it("reads a member's photo with its description in each language", () => {
      const slug = readdirSync(join(contentDir, "team"))[0]!.replace(/\.yaml$/, "");
      const read = readEdited((files, dir) => {
        mkdirSync(join(dir, "media"));
        writeFileSync(join(dir, "media", "portrait.jpg"), "a picture");
        files[slug].en.photo = photo("media/portrait.jpg", "At a whiteboard");
        files[slug].sv.photo = photo("media/portrait.jpg", "Vid en whiteboard");
      }, "team");
      const items = read();
      const member = (locale: "en" | "sv") => items[locale].find((one) => one.slug === slug);
      expect(member("en")?.photo).toEqual(photo("media/portrait.jpg", "At a whiteboard"));
      expect(member("sv")?.photo?.alt).toBe("Vid en whiteboard");
    });

    it("reads a photo removed in /admin (image and alt left empty) as no photo", () => {
      const slug = readdirSync(join(contentDir, "team"))[0]!.replace(/\.yaml$/, "");
      const read = readEdited((files) => {
        // As Decap writes it after Remove image and clearing both Alt boxes.
        files[slug].en.photo = files[slug].sv.photo = { image: "", alt: "" };
      }, "team");
      const items = read();
      for (const locale of ["en", "sv"] as const) expect(items[locale].find((one) => one.slug === slug)?.photo).toBeUndefined();
    });

    it("reads a profile the CMS left empty (null) in Swedish as no link", () => {
      const slug = readdirSync(join(contentDir, "team"))[0]!.replace(/\.yaml$/, "");
      const read = readEdited((files) => {
        files[slug].sv.links = { ...files[slug].en.links, twitter: null, facebook: "" };
      }, "team");
      const items = read();
      const linksOf = (locale: "en" | "sv") => {
        const member = items[locale].find((one) => one.slug === slug);
        return member && "links" in member ? member.links : undefined;
      };
      expect(linksOf("sv")).toEqual(linksOf("en"));
      expect(linksOf("sv")).not.toHaveProperty("twitter");
    });

    it("refuses a photo that is missing, too large, not a picture, different or undescribed in Swedish, naming file and field", () => {
      const read = readEdited((files, dir) => {
        mkdirSync(join(dir, "media"));
        writeFileSync(join(dir, "media", "huge.png"), Buffer.alloc(5_000_001));
        files["nordic-distributor"].en.photo = photo("media/gone.jpg", "A warehouse");
        files["nordic-distributor"].sv.photo = photo("media/gone.jpg", "Ett lager");
        files["uk-home-retailer"].en.photo = photo("media/huge.png", "A showroom");
        files["uk-home-retailer"].sv.photo = photo("media/huge.png", "Ett utställningsrum");
        files["finnish-spare-parts"].en.photo = photo("media/brochure.pdf", "A brochure");
        files["finnish-spare-parts"].sv.photo = photo("media/brochure.pdf", "En broschyr");
        files["danish-food-wholesaler"].en.photo = photo("media/huge.png", "A cold store");
        files["danish-food-wholesaler"].sv.photo = { image: "media/huge.png" };
        files["german-components-maker"].en.photo = photo("media/huge.png", "A plant");
      });
      expect(read).toThrow(/nordic-distributor\.yaml: en\.photo\.image: media\/gone\.jpg is not in .*media\/ \(upload it in \/admin\)/);
      expect(read).toThrow(/uk-home-retailer\.yaml: en\.photo\.image: media\/huge\.png is 5\.0 MB; at most 5 MB/);
      expect(read).toThrow(/finnish-spare-parts\.yaml: en\.photo\.image: must be a picture uploaded in \/admin \(jpg, jpeg, png, webp, avif\)/);
      expect(read).toThrow(/danish-food-wholesaler\.yaml: sv\.photo\.alt: is required/);
      expect(read).toThrow(/german-components-maker\.yaml: sv\.photo: must be the same picture as en\.photo\.image \(media\/huge\.png\)/);
    });
  });
});
