import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import YAML from "yaml";
import { decapJson } from "../../src/content/format";
import { maxPictureBytes } from "../../src/content/schemas/media";
import { buildFrom, expand, expect, openEntry, project, publish, readYaml, statusButton, test } from "./cms-kit";

// Issue 39: people, projects and company facts are content. An office's address changes in /admin
// (Company facts); a member and a project are one new file each, a hidden member's file stays off the
// site, and the team is reordered by the files alone; one build shows it all in both languages.
//
// Photos from /admin, published to the same repository and shown by the same build (a build of the
// site is a minute or more on a busy machine; these edits touch different files and pages). A new
// team member: the editor copies a member (Published › Duplicate), gives the copy its own name,
// title, link and photo described in both languages; an upload over the limit is refused. A post:
// the editor gives the newest post a photo in place of its drawn cover. The build serves each photo
// through the image pipeline: AVIF and WebP at several widths, with its size, never the upload itself.

test.setTimeout(600_000);

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
/** A built page's HTML, or undefined when the build has no such page. */
const built = (buildDir: string, path: string) => {
  const file = join(project, buildDir, "client", `${path}.html`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

/** The member added in /admin with a photo. */
const name = "Aino Virtanen";
const slug = "aino-virtanen";
const link = "https://www.linkedin.com/in/orkestra-aino-virtanen";
const alt = { en: "Aino Virtanen in the Helsinki office", sv: "Aino Virtanen på kontoret i Helsingfors" };
const postAlt = { en: "Pallets on the loading dock at dawn", sv: "Pallar på lastkajen i gryningen" };

test("an editor changes the head office's address, a phone number in the wrong form is refused, and new member and project files build into pages in both languages; photos added in /admin to a new member and to a post are served in modern formats at the sizes they are shown", async ({ context, repo }, testInfo) => {
  const companyFile = join(repo.content, "company.json");
  const company = readJson(companyFile);
  const head = company.offices[0];
  const newStreet = "1 Canada Square";

  // By hand, as a developer or a file upload would: a new member, a new project, a hidden member and
  // the order changed. openEntry commits them as the published content.
  const team = join(repo.content, "team");
  const slugs = readdirSync(team).map((file) => file.replace(/\.yaml$/, ""));
  const members = Object.fromEntries(slugs.map((slug) => [slug, readYaml(join(team, `${slug}.yaml`))]));
  const ordered = Object.entries(members).sort(([, a], [, b]) => a.en.order - b.en.order);
  const [first, last] = [ordered[0]!, ordered.at(-1)!];
  const newcomer = structuredClone(first[1]);
  for (const part of [newcomer.en, newcomer.sv]) {
    Object.assign(part, { order: 1, name: "Ines Moreau", links: { linkedin: "https://www.linkedin.com/in/orkestra-ines-moreau" } });
  }
  newcomer.en.title = "Head of Customer Success";
  newcomer.sv.title = "chef för kundframgång";
  writeFileSync(join(team, "ines-moreau.yaml"), YAML.stringify(newcomer));
  // The last member moves to the top: a tie with place 1 is settled by the file names.
  const lastFile = join(team, `${last[0]}.yaml`);
  const moved = readYaml(lastFile);
  moved.en.order = moved.sv.order = 1;
  writeFileSync(lastFile, YAML.stringify(moved));
  // A hire not yet announced: a whole file, hidden. (Every member today has written posts, and the
  // build refuses a post whose author is hidden.)
  const draft = structuredClone(newcomer);
  for (const part of [draft.en, draft.sv]) Object.assign(part, { name: "Noor Haddad", hidden: true });
  writeFileSync(join(team, "noor-haddad.yaml"), YAML.stringify(draft));
  cpSync(join(repo.content, "portfolio", "nordic-distributor.yaml"), join(repo.content, "portfolio", "baltic-grocer.yaml"));

  await test.step("the company facts in /admin: a phone number in the wrong form refused, the head office's street changed, published", async () => {
    const page = await openEntry(context, "company", "company");
    const office = await expand(page, head.id);
    const phone = office.getByRole("textbox", { name: "Phone", exact: true });
    await expect(phone).toHaveValue(head.phone);
    await phone.fill("020 7946 0958");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Refused before the save, with what the field needs under it; nothing is written.
    await expect(office.getByText(/Phone didn't match the pattern: Must be an international number/)).toBeVisible();
    await expect(statusButton(page)).toBeHidden();
    expect(readJson(companyFile)).toEqual(company);

    // Corrected from the keyboard, as an editor does: the wrong number deleted, the right one typed.
    await phone.press("End");
    for (const _ of "020 7946 0958") await phone.press("Backspace");
    await expect(phone).toHaveValue("");
    await phone.pressSequentially(head.phone);
    await expect(phone).toHaveValue(head.phone);
    await office.getByRole("textbox", { name: "Street", exact: true }).fill(newStreet);
    await publish(page);
    const edited = structuredClone(company);
    edited.offices[0].street = newStreet;
    // Written as the CMS writes JSON, so the file changed in that one line.
    await expect.poll(() => readFileSync(companyFile, "utf8")).toBe(decapJson(edited));
  });

  await test.step("a new member: duplicated, named, an upload over the limit refused, a photo described in both languages, published", async () => {
    // A photo as a phone takes one (larger than any slot, not square), and a file over the limit.
    const photo = testInfo.outputPath("aino.jpg");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#1d46db"/><circle cx="800" cy="520" r="260" fill="#fde68a"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(photo);
    const huge = testInfo.outputPath("huge.jpg");
    writeFileSync(huge, Buffer.alloc(maxPictureBytes + 1, 0xff));

    const team = join(repo.content, "team");
    const [source] = readdirSync(team).sort();
    const page = await openEntry(context, "team", source!.replace(/\.yaml$/, ""));
    await page.getByRole("button", { name: "Published", exact: true }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page).toHaveURL(/#\/collections\/team\/new/);

    // The English pane comes first, the Swedish one second, each with the same boxes.
    const box = async (label: string, pane: 0 | 1 = 0) => {
      const boxes = page.getByRole("textbox", { name: label, exact: true });
      return boxes.nth(pane * ((await boxes.count()) / 2));
    };
    await (await box("Name")).fill(name);
    await (await box("Title")).fill("Head of Customer Success");
    await (await box("Title", 1)).fill("chef för kundframgång");
    await (await box("Linkedin (optional)")).fill(link);

    // Too large: refused before it is uploaded, with what to do about it; nothing reaches the repository.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    // Decap says so in an alert, which holds the upload until it is closed.
    const refusal = new Promise<string>((resolve) => page.once("dialog", (alert) => void alert.accept().then(() => resolve(alert.message()))));
    await page.locator('input[type="file"]').setInputFiles(huge);
    expect(await refusal).toBe(`Not uploaded: the file is larger than ${maxPictureBytes / 1000} kB. Save the photo smaller (2,000 pixels wide is plenty) and upload it again.`);

    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(page.getByRole("button", { name: "Choose different image" }).first()).toBeVisible();
    await (await box("Alt (optional)")).fill(alt.en);
    await (await box("Alt (optional)", 1)).fill(alt.sv);
    await publish(page);

    // One new file, named from the name, with the photo once per language and the upload beside it.
    const file = join(team, `${slug}.yaml`);
    await expect.poll(() => existsSync(file), { message: `${file} after publishing` }).toBe(true);
    const saved = readYaml(file);
    expect(saved.en).toMatchObject({ name, title: "Head of Customer Success", links: { linkedin: link }, photo: { image: "media/aino.jpg", alt: alt.en } });
    expect(saved.sv).toMatchObject({ name, title: "chef för kundframgång", links: { linkedin: link }, photo: { image: "media/aino.jpg", alt: alt.sv } });
    expect(readFileSync(join(repo.content, "media", "aino.jpg"))).toEqual(readFileSync(photo));
    expect(existsSync(join(repo.content, "media", "huge.jpg"))).toBe(false);
  });

  const { newest, older } = await test.step("the newest post: a photo in place of its drawn cover, described in both languages, published", async () => {
    const photo = testInfo.outputPath("dock.png");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1350"><rect width="1800" height="1350" fill="#0f766e"/><rect x="300" y="400" width="1200" height="520" fill="#f59e0b"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(photo);

    // The newest post: on the blog's first page, the home pages' cards and every other post's sidebar.
    const blog = join(repo.content, "blog");
    const dated = readdirSync(join(blog, "en")).map((file) => ({ slug: file.replace(/\.md$/, ""), date: /^date: "?([\d-]+)/m.exec(readFileSync(join(blog, "en", file), "utf8"))![1]! }));
    const [newest, older] = dated.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    const page = await openEntry(context, "blog", newest!.slug);
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(page.getByRole("button", { name: "Choose different image" }).first()).toBeVisible();
    // The picture is copied to the Swedish pane; the description is written in each.
    await expect(page.getByRole("button", { name: "Choose different image" })).toHaveCount(2);
    const alts = page.getByRole("textbox", { name: "Alt (optional)", exact: true });
    await alts.first().fill(postAlt.en);
    await alts.last().fill(postAlt.sv);
    // The field's thumbnail, in both panes, is the upload itself, before anything is saved.
    const loaded = (image: Locator) => image.evaluate((one: HTMLImageElement) => one.complete && one.naturalWidth);
    const thumbnails = page.locator(`img[src^="blob:"]`);
    await expect(thumbnails).toHaveCount(2);
    for (const thumbnail of await thumbnails.all()) await expect.poll(() => loaded(thumbnail)).toBe(1800);
    // The preview shows the photo in place of the cover, as uploaded.
    await page.getByTitle("Toggle preview").click();
    const preview = page.frameLocator("#preview-pane").getByRole("img", { name: postAlt.en });
    await expect(preview).toBeVisible();
    await expect.poll(() => loaded(preview)).toBe(1800);
    await page.getByTitle("Toggle preview").click();
    await publish(page);

    for (const locale of ["en", "sv"] as const) {
      const file = join(blog, locale, `${newest!.slug}.md`);
      await expect.poll(() => /\nphoto:\n {2}image: (.+)\n {2}alt: (.+)\n/.exec(readFileSync(file, "utf8"))?.slice(1), { message: file }).toEqual(["media/dock.png", postAlt[locale]]);
    }
    expect(readFileSync(join(repo.content, "media", "dock.png"))).toEqual(readFileSync(photo));
    return { newest, older };
  });

  const buildDir = relative(project, testInfo.outputPath("build"));
  const build = buildFrom(repo.content, buildDir);
  expect(build.ok, build.output.slice(-3000)).toBe(true);
  const client = join(project, buildDir, "client");
  const html = (path: string) => readFileSync(join(client, `${path}.html`), "utf8");

  await test.step("the company facts, the new, hidden and moved members and the new project in the build", async () => {
    // The head office's address on the contact page, in every footer and in the terms' party, in both languages.
    for (const path of ["/contact", "/sv/contact", "/", "/sv/terms", "/terms"]) {
      const html = built(buildDir, path === "/" ? "/index" : path)!;
      expect(html, path).toContain(newStreet);
      expect(html, path).not.toContain(head.street);
    }

    // The new member has a page in both languages with its alternates; the hidden one has none.
    for (const [prefix, hreflang] of [["", "sv"], ["/sv", "en"]] as const) {
      const member = built(buildDir, `${prefix}/team/ines-moreau`);
      expect(member, `${prefix}/team/ines-moreau`).toBeDefined();
      expect(member).toMatch(/<h1[^>]*>[^<]*Ines Moreau/);
      expect(member).toContain(`hreflang="${hreflang}"`);
      expect(built(buildDir, `${prefix}/team/noor-haddad`)).toBeUndefined();
      expect(built(buildDir, `${prefix}/portfolio/baltic-grocer`)).toBeDefined();
      // The list: the moved member first, then the newcomer, then the first member; the hidden one is gone.
      const list = built(buildDir, `${prefix}/team`)!;
      const at = (slug: string) => list.indexOf(`${prefix}/team/${slug}"`);
      expect(at(last[0])).toBeGreaterThan(-1);
      expect(at(last[0])).toBeLessThan(at("ines-moreau"));
      expect(at("ines-moreau")).toBeLessThan(at(first[0]));
      expect(at("noor-haddad")).toBe(-1);
    }
    const sitemap = readFileSync(join(project, buildDir, "client/sitemap.xml"), "utf8");
    for (const path of ["/team/ines-moreau", "/sv/team/ines-moreau", "/portfolio/baltic-grocer", "/sv/portfolio/baltic-grocer"]) expect(sitemap).toContain(`${path}<`);
    expect(sitemap).not.toContain("/team/noor-haddad<");
  });

  await test.step("the member added in /admin: its photo on its page and its card, and the sitemap", async () => {
    for (const [prefix, locale] of [["", "en"], ["/sv", "sv"]] as const) {
      const member = html(`${prefix}/team/${slug}`);
      expect(member).toMatch(new RegExp(`<h1[^>]*>[^<]*${name}`));
      expect(member).toContain(`href="${link}"`);
      // The page's photo: in the first screen, so loaded at once; its box reserved by width and height.
      const picture = /<picture>(.*?)<\/picture>/.exec(member)?.[1];
      expect(picture, `${prefix}/team/${slug} has a picture`).toBeDefined();
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+ 320w, [^"]+ 480w, [^"]+ 640w" sizes="[^"]+"/);
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+ 320w, [^"]+ 480w, [^"]+ 640w" sizes="[^"]+"/);
      expect(picture).toContain(`alt="${alt[locale]}" width="640" height="640"`);
      expect(picture).toContain('loading="eager"');

      // Its card in the team list: loaded as it nears the view.
      const list = html(`${prefix}/team`);
      const card = new RegExp(`<img src="[^"]+\\.webp" alt="${alt[locale]}" width="640" height="640" sizes="[^"]+" loading="lazy"`);
      expect(list).toMatch(card);
    }

    // Every file a srcset names exists, is what its type says and is as wide as its descriptor; the upload itself is not served.
    const member = html(`/team/${slug}`);
    const candidates = [...member.matchAll(/srcSet="([^"]+)"/g)].flatMap((match) => match[1]!.split(", ").map((one) => one.split(" ") as [string, string]));
    expect(candidates).toHaveLength(6);
    for (const [url, width] of candidates) {
      const metadata = await sharp(join(client, url)).metadata();
      expect(metadata.format, url).toBe(url.endsWith(".avif") ? "heif" : "webp");
      expect(`${metadata.width}w`, url).toBe(width);
      expect(metadata.height, url).toBe(metadata.width);
    }
    expect(readdirSync(join(client, "assets")).filter((asset) => asset.startsWith("aino.") && asset.endsWith(".jpg"))).toEqual([]);

    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    for (const path of [`/team/${slug}`, `/sv/team/${slug}`]) expect(sitemap).toContain(`${path}<`);
  });

  await test.step("the post's page, its cards and the sidebar beside an older post", async () => {
    const image = (alt: string, loading: "eager" | "lazy") => new RegExp(`<img src="[^"]+\\.webp" alt="${alt}" width="1280" height="720" sizes="[^"]+" loading="${loading}"`);

    for (const [prefix, locale] of [["", "en"], ["/sv", "sv"]] as const) {
      // The post's own header: in the first screen, so loaded at once, at every width the pipeline made.
      const post = html(`${prefix}/blog/${newest!.slug}`);
      expect(post).toMatch(image(postAlt[locale], "eager"));
      expect(post).toMatch(/<source type="image\/avif" srcSet="[^"]+ 160w, [^"]+ 320w, [^"]+ 640w, [^"]+ 960w, [^"]+ 1280w" sizes="\(min-width: 1280px\) 560px/);
      // Its card on the blog and a home page, and the recent posts beside an older post: as they near the view.
      expect(html(`${prefix}/blog`)).toMatch(image(postAlt[locale], "lazy"));
      expect(html(`${prefix}/home-2`)).toMatch(image(postAlt[locale], "lazy"));
      expect(html(`${prefix}/blog/${older!.slug}`)).toMatch(new RegExp(`alt="${postAlt[locale]}" width="1280" height="720" sizes="80px" loading="lazy"`));
    }

    // Every file the header names is the type it says, 16:9 and as wide as its descriptor; the upload itself is not served.
    const candidates = [...html(`/blog/${newest!.slug}`).matchAll(/<source type="image\/(?:avif|webp)" srcSet="([^"]+)"/g)].flatMap((match) =>
      match[1]!.split(", ").map((one) => one.split(" ") as [string, string]),
    );
    expect(candidates).toHaveLength(10);
    for (const [url, width] of candidates) {
      const metadata = await sharp(join(client, url)).metadata();
      expect(metadata.format, url).toBe(url.endsWith(".avif") ? "heif" : "webp");
      expect(`${metadata.width}w`, url).toBe(width);
      expect(metadata.height, url).toBe(Math.round((metadata.width! * 9) / 16));
    }
    expect(readdirSync(join(client, "assets")).filter((asset) => asset.startsWith("dock.") && asset.endsWith(".png"))).toEqual([]);
  });
});
