import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { siteOrigin } from "../../src/config/env";
import { headline, searchText, tabTitle } from "../../src/content/schemas/blocks";
import { ogImagePath } from "../../src/seo/og-path";
import { buildFrom, expect, git, loading, openAdmin, project, publish, readYaml, test } from "./cms-kit";

// Issue 39: a marketer composes a landing page in /admin from blocks (Hero, Card grid, Pricing
// table, FAQ) in both languages. Before it is saved, /admin refuses what the build would refuse:
// other blocks in Swedish, a link to no page, an address that is a page of the site or another
// landing page's. Published, the file has both languages and the build makes the page in both, with
// its head tags, Open Graph card, sitemap and search entries; a copy hidden from search engines
// (for ads) is built with noindex and left out of the sitemap and site search.

test.describe.configure({ mode: "serial" });
test.setTimeout(420_000);

const address = "trade-fair-2027";
const adsAddress = "trade-fair-2027-ads";
type Language = "en" | "sv";
const copy = {
  en: {
    title: "Meet us at the spring trade fair",
    description: "Visit our stand at the spring trade fair: see the planning assistant live and pick a plan for your team.",
    hero: { eyebrow: "Trade fair 2027", heading: "Meet the planning team at stand B12", intro: "Bring your hardest purchase order; we will plan it with you on the spot.", primary: "Compare plans", secondary: "Book a slot" },
    cards: { eyebrow: "Stand B12 in brief", heading: "Three things to try at the stand", title: "Live planning demo", text: "Watch a week of purchase orders planned in five minutes." },
    pricing: { eyebrow: "Fair offer", heading: "Plans for fair visitors", intro: "The same plans as on the site, billed monthly or quarterly.", note: "Offer valid for orders placed during the fair week." },
    faq: { eyebrow: "Before you come", heading: "Questions about the fair", question: "Do I need a ticket to visit the stand?", answer: "No: tell the front desk our stand number and they will let you in." },
  },
  sv: {
    title: "Träffa oss på vårens mässa",
    description: "Besök vår monter på vårens mässa: se planeringsassistenten live och välj en plan för ert team.",
    hero: { eyebrow: "Mässan 2027", heading: "Träffa planeringsteamet i monter B12", intro: "Ta med er svåraste inköpsorder, så planerar vi den tillsammans på plats.", primary: "Jämför planer", secondary: "Boka en tid" },
    cards: { eyebrow: "I montern", heading: "Tre saker att prova i montern", title: "Planering live i montern", text: "Se en veckas inköpsordrar planeras på fem minuter." },
    pricing: { eyebrow: "Mässerbjudande", heading: "Planer för mässbesökare", intro: "Samma planer som på webbplatsen, med betalning per månad eller kvartal.", note: "Erbjudandet gäller beställningar under mässveckan." },
    faq: { eyebrow: "Innan ni kommer", heading: "Frågor om mässan", question: "Behöver jag en biljett för att besöka montern?", answer: "Nej: säg vårt monternummer i entrén så släpps ni in." },
  },
};

/** The language's pane of the editor (English left, Swedish right): the innermost box with its own "Writing in" bar and blocks. */
const pane = (page: Page, language: Language): Locator => {
  const writing = (one: Language) => page.getByRole("button", { name: `Writing in ${one.toUpperCase()}`, exact: true });
  return page
    .locator("div")
    .filter({ has: writing(language) })
    .filter({ has: page.getByRole("button", { name: "Add blocks" }) })
    .filter({ hasNot: writing(language === "en" ? "sv" : "en") })
    .last();
};

const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s*$`);

/** A block of a pane by its type's label ("Card grid"): the list item under that label. */
const block = (scope: Locator, type: string): Locator => scope.locator("label").filter({ hasText: exactly(type) }).locator("xpath=..");

/** A group of fields (Primary, Secondary (optional)) by its label, unfolded. */
async function group(scope: Locator, label: string): Promise<Locator> {
  const id = await scope.locator("label").filter({ hasText: exactly(label) }).first().getAttribute("for");
  const box = scope.locator(`[id="${id}"]`);
  await box.getByRole("button", { name: "Expand" }).first().click();
  await expect(box.getByRole("button", { name: "Collapse" }).first()).toBeVisible();
  return box;
}

const box = (scope: Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });

/**
 * Puts another value in a box that has one. Decap's text widget keeps its cursor across a change, so
 * Playwright's fill on a filled box adds to the old value: cleared from the keyboard first, as an editor does.
 */
async function replace(textbox: Locator, value: string) {
  await textbox.click();
  await textbox.press("ControlOrMeta+a");
  await textbox.press("Backspace");
  await expect(textbox).toHaveValue("");
  await textbox.fill(value);
  await expect(textbox).toHaveValue(value);
}

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await scope.page().getByRole("option", { name: option, exact: true }).click();
  await expect(scope.getByText(option, { exact: true })).toBeVisible();
}

/** Adds a block of a type from the "Add blocks" menu; the new block, the last of its type. */
async function addBlock(scope: Locator, type: string): Promise<Locator> {
  const before = await block(scope, type).count();
  await scope.getByRole("button", { name: "Add blocks" }).click();
  await scope.getByRole("menuitem", { name: type, exact: true }).click();
  await expect(block(scope, type)).toHaveCount(before + 1);
  return block(scope, type).last();
}

async function addHero(scope: Locator, language: Language, primaryLink: string) {
  const words = copy[language].hero;
  const hero = await addBlock(scope, "Hero");
  await box(hero, "Eyebrow").fill(words.eyebrow);
  await box(hero, headline.meta()!.title!).fill(words.heading);
  await box(hero, "Intro").fill(words.intro);
  const primary = await group(hero, "Primary");
  await box(primary, "Label").fill(words.primary);
  await box(primary, "Link").fill(primaryLink);
  const secondary = await group(hero, "Secondary (optional)");
  await box(secondary, "Label (optional)").fill(words.secondary);
  await box(secondary, "Link (optional)").fill("/contact");
}

async function addCards(scope: Locator, language: Language) {
  const words = copy[language].cards;
  const cards = await addBlock(scope, "Card grid");
  await box(cards, "Eyebrow").fill(words.eyebrow);
  await box(cards, "Heading").fill(words.heading);
  await cards.getByRole("button", { name: "Add cards" }).click();
  await choose(cards, "Icon", "handshake");
  await box(cards, "Title").fill(words.title);
  await box(cards, "Text").fill(words.text);
}

async function addPricing(scope: Locator, language: Language) {
  const words = copy[language].pricing;
  const pricing = await addBlock(scope, "Pricing table");
  await box(pricing, "Eyebrow").fill(words.eyebrow);
  await box(pricing, "Heading").fill(words.heading);
  await box(pricing, "Intro").fill(words.intro);
  await box(pricing, "Note").fill(words.note);
  await choose(pricing, "Plans", "home");
}

async function addFaq(scope: Locator, language: Language) {
  const words = copy[language].faq;
  const faq = await addBlock(scope, "FAQ");
  await box(faq, "Eyebrow").fill(words.eyebrow);
  await box(faq, "Heading").fill(words.heading);
  await faq.getByRole("button", { name: "Add items" }).click();
  await box(faq, "Question").fill(words.question);
  await box(faq, "Answer").fill(words.answer);
}

/** Saves, expecting the refusal: the panel lists exactly these fields, and Decap's toast says "Not saved". */
async function refusedSave(page: Page, listed: RegExp[]) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const panel = page.getByRole("alert", { name: "Not saved yet" });
  await expect(panel.getByRole("listitem")).toHaveText(listed);
  // The toast names the first refusal too ("Not saved: English › Address: ...").
  await expect(page.getByText(new RegExp(`^Not saved: ${listed[0]!.source.replace(/^\^/, "")}`)).first()).toBeVisible();
}

test("a marketer composes a landing page of four blocks in /admin; each refused case is refused; the build makes it in both languages with head tags, card, sitemap and search entries", async ({ context, repo }) => {
  const landing = join(repo.content, "landing");
  // Another landing page's address, from its file: taken.
  const [otherFile] = readdirSync(landing).sort();
  const other = readYaml(join(landing, otherFile!)).en.address as string;

  // Landing pages › New Landing page.
  const page = await openAdmin(context, "/collections/landing/new", (opened) => opened.getByRole("button", { name: "Save", exact: true }));
  await expect(pane(page, "en").getByRole("button", { name: "Add blocks" })).toBeVisible(loading);
  const [en, sv] = [pane(page, "en"), pane(page, "sv")];

  await box(en, "Address").fill(address);
  // The address is the same in both languages: the CMS copies it.
  await expect(box(sv, "Address")).toHaveValue(address);
  for (const [scope, language] of [[en, "en"], [sv, "sv"]] as const) {
    // The page's head fields, by the labels the CMS gives them (src/content/schemas/blocks.ts).
    await box(scope, tabTitle.meta()!.title!).fill(copy[language].title);
    await box(scope, searchText.meta()!.title!).fill(copy[language].description);
  }
  await addHero(en, "en", "#pricing");
  await addCards(en, "en");
  await addPricing(en, "en");
  await addFaq(en, "en");

  // Swedish without its FAQ: other blocks than in English.
  await addHero(sv, "sv", "#pricing");
  await addCards(sv, "sv");
  await addPricing(sv, "sv");
  await refusedSave(page, [/^Swedish › Blocks: must be the same blocks in the same order as in English \(hero, cards, pricing, faq\); they are hero, cards, pricing$/]);

  // The FAQ added; the Swedish hero's button to a page the site does not have.
  await addFaq(sv, "sv");
  const swedishPrimary = box(block(sv, "Hero"), "Link");
  await replace(swedishPrimary, "/pricing-old");
  await refusedSave(page, [/^Swedish › Blocks 1 › Hero › Primary › Link: \/pricing-old is no page of this site \(/]);
  await replace(swedishPrimary, "#pricing");

  // An address that is a page of the site, then one another landing page has.
  await replace(box(en, "Address"), "pricing");
  await expect(box(sv, "Address")).toHaveValue("pricing");
  await refusedSave(page, [/^English › Address: "pricing" is the address of a page of the site \(\/pricing\); pick another/]);
  await replace(box(en, "Address"), other);
  await refusedSave(page, [new RegExp(`^English › Address: "${other}" is already the address of the landing page content/landing/${otherFile}; pick another$`)]);

  // Nothing reached the repository: no file, no draft branch.
  expect(existsSync(join(landing, `${address}.yaml`))).toBe(false);
  expect(git(repo.dir, "branch", "--list").trim()).toBe(`* ${repo.branch}`);

  await replace(box(en, "Address"), address);
  await expect(box(sv, "Address")).toHaveValue(address);
  // The refusals out of the way, so the save is read as it goes: the list closed, and Decap's toasts
  // closed by a click, as an editor may (each would otherwise stay eight seconds).
  await page.getByRole("alert", { name: "Not saved yet" }).getByRole("button", { name: "Close" }).click();
  const toasts = page.getByText(/^Not saved/);
  await toasts.evaluateAll((shown) => shown.forEach((toast) => (toast as HTMLElement).click()));
  await expect(toasts).toHaveCount(0);
  await publish(page);

  const file = join(landing, `${address}.yaml`);
  await expect.poll(() => existsSync(file), { message: `${file} after publishing` }).toBe(true);
  const saved = readYaml(file);
  for (const language of ["en", "sv"] as const) {
    const part = saved[language];
    const words = copy[language];
    expect(part).toMatchObject({ address, title: words.title, description: words.description });
    // The switch left off: the CMS writes no noindex, which the build reads as off.
    expect(part.noindex ?? false).toBe(false);
    expect(part.blocks.map((one: { type: string }) => one.type)).toEqual(["hero", "cards", "pricing", "faq"]);
    expect(part.blocks[0]).toMatchObject({ heading: words.hero.heading, primary: { label: words.hero.primary, link: "#pricing" }, secondary: { label: words.hero.secondary, link: "/contact" } });
    expect(part.blocks[1].cards).toEqual([{ icon: "handshake", title: words.cards.title, text: words.cards.text }]);
    expect(part.blocks[2]).toMatchObject({ heading: words.pricing.heading, plans: "home" });
    expect(part.blocks[3].items).toEqual([{ question: words.faq.question, answer: words.faq.answer }]);
  }

  // A copy for ads (Published › Duplicate): its own address, hidden from search engines.
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(/#\/collections\/landing\/new/);
  await replace(box(pane(page, "en"), "Address"), adsAddress);
  await expect(box(pane(page, "sv"), "Address")).toHaveValue(adsAddress);
  const hide = pane(page, "en").getByRole("switch", { name: "Hide from search engines (optional)" });
  await hide.click();
  await expect(hide).toBeChecked();
  // Decap copies the switch into the Swedish part but does not redraw the Swedish pane's switch
  // (decaporg/decap-cms#7086), so the file below is the proof that both languages have it on.
  await publish(page);
  const adsFile = join(landing, `${adsAddress}.yaml`);
  await expect.poll(() => existsSync(adsFile), { message: `${adsFile} after publishing` }).toBe(true);
  const ads = readYaml(adsFile);
  for (const language of ["en", "sv"] as const) expect(ads[language]).toMatchObject({ address: adsAddress, noindex: true, title: copy[language].title });

  const buildDir = relative(project, test.info().outputPath("build"));
  const build = buildFrom(repo.content, buildDir);
  expect(build.ok, build.output.slice(-3000)).toBe(true);
  const client = join(project, buildDir, "client");
  const html = (path: string) => readFileSync(join(client, `${path}.html`), "utf8");
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  // The site search's entries: Pagefind's fragments (gzipped JSON), by URL.
  const fragments = join(client, "pagefind", "fragment");
  const searchUrls = readdirSync(fragments).map((name) => /^pagefind_dcd\{"url":"([^"]+)"/.exec(gunzipSync(readFileSync(join(fragments, name))).toString("utf8"))?.[1]);
  const plans = readYaml(join(repo.content, "plans.yaml")).home.plans as { name: string }[];

  for (const [prefix, language] of [["", "en"], ["/sv", "sv"]] as const) {
    const path = `${prefix}/lp/${address}`;
    const words = copy[language];
    const built = html(path);
    expect(built).toMatch(new RegExp(`<html lang="${language}"`));
    expect(built).toMatch(new RegExp(`<h1[^>]*>${words.hero.heading}</h1>`));
    expect(built).toContain(`<title>${words.title}`);
    // The blocks in order, each a section with its id.
    expect([...built.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((match) => match[1])).toEqual(["hero", "cards", "pricing", "faq"]);
    const section = (id: string) => /<section[^>]*\sid="[^"]+"[\s\S]*?<\/section>/.exec(built.slice(built.search(new RegExp(`<section[^>]*\\sid="${id}"`))))![0];
    // The hero's buttons: to the pricing block, and to the contact page in the page's language.
    expect(section("hero")).toContain('href="#pricing"');
    expect(section("hero")).toContain(`href="${prefix}/contact"`);
    expect(section("cards")).toContain(words.cards.title);
    expect(section("pricing")).toContain(words.pricing.heading);
    for (const plan of plans) expect(section("pricing"), plan.name).toContain(plan.name);
    expect(section("faq")).toContain(words.faq.question);
    // The FAQ block's questions as FAQPage structured data, as the FAQ pages carry theirs.
    const structured = [...built.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(structured.find((one) => one["@type"] === "FAQPage")).toMatchObject({
      inLanguage: language,
      mainEntity: [{ "@type": "Question", name: words.faq.question, acceptedAnswer: { "@type": "Answer", text: words.faq.answer } }],
    });
    // Head: canonical, the alternates in both languages, no robots tag keeping it out.
    expect(built).toContain(`<link rel="canonical" href="${siteOrigin}${path}">`);
    expect(built).toContain(`<link rel="alternate" href="${siteOrigin}/lp/${address}" hreflang="en">`);
    expect(built).toContain(`<link rel="alternate" href="${siteOrigin}/sv/lp/${address}" hreflang="sv">`);
    expect(built).toContain(`<link rel="alternate" href="${siteOrigin}/lp/${address}" hreflang="x-default">`);
    expect(built).not.toMatch(/<meta name="robots"[^>]*noindex/);
    // Its Open Graph card is a file of the build.
    const card = ogImagePath(path);
    expect(built).toContain(`content="${siteOrigin}${card}"`);
    expect(existsSync(join(client, card)), card).toBe(true);
    expect(sitemap).toContain(`${path}<`);
    expect(searchUrls).toContain(path);

    // The ads copy: built, but kept from search engines, the sitemap and site search.
    const adsPath = `${prefix}/lp/${adsAddress}`;
    const adsPage = html(adsPath);
    expect(adsPage).toMatch(new RegExp(`<h1[^>]*>${words.hero.heading}</h1>`));
    expect(adsPage).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(adsPage).not.toContain("data-pagefind-body");
    expect(sitemap).not.toContain(`${adsPath}<`);
    expect(searchUrls).not.toContain(adsPath);
  }
});
