import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { readData } from "~/content/files";
import { memberFacts } from "~/content/members";
import { companySchema } from "~/content/schemas/company";
import { plansSchema } from "~/content/schemas/pricing";
import { facts } from "~/content/tokens";
import { companyPreview, entryFacts } from "./preview-company";
import { previewCopy } from "./preview-data";
import { languageOf, setFacts } from "./preview-kit";
import { authorOf, CommentPreview, isoDate, postOf } from "./preview-post";
import { plansPreview, pricingTables } from "./preview-pricing";

const copy = previewCopy();
const plans = () => structuredClone(readData("plans", plansSchema));
const members = memberFacts("content");
const known = (locale: "en" | "sv") => facts(locale, readData("plans", plansSchema), members);
/** Decap's entry: `getIn` over plain data (the previews turn Immutable values into plain ones). */
const entryOf = (data: unknown, i18n?: Record<string, { data: unknown }>) => ({
  getIn: (path: string[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], { data, i18n }),
});

describe("the plans' preview (issue 53)", () => {
  it("joins the entry's plans with each language's words as the build does", () => {
    const result = pricingTables(plans(), copy.en.pricing, copy.en.goPricing, "en", known("en"));
    if (!("tables" in result)) throw new Error(result.problem);
    const [home, go] = result.tables;
    expect(home!.variant.tabs.map((tab) => tab.period)).toEqual(["monthly", "quarterly"]);
    expect(home!.variant.tabs[0].plans[0]).toMatchObject({ name: "Basic", price: 299, accounts: "2 user accounts" });
    expect(go!.copy.heading).not.toContain("{");
    expect(go!.variant.tabs[1].plans.at(-1)).toMatchObject({ price: null, accounts: copy.en.pricing.users.custom });
  });

  it("follows an edit: a renamed plan is renamed in the other plans' features too", () => {
    const edited = plans();
    edited.home.plans[0]!.name = "Starter";
    const result = pricingTables(edited, copy.en.pricing, copy.en.goPricing, "en", known("en"));
    if (!("tables" in result)) throw new Error(result.problem);
    expect(result.tables[0]!.variant.tabs[0].plans[1]!.features).toContain("Everything from Starter");
  });

  it("says why instead of drawing plans the words do not cover", () => {
    const edited = plans();
    edited.home.plans.push({ ...edited.home.plans[0]!, id: "mega" });
    expect(pricingTables(edited, copy.en.pricing, copy.en.goPricing, "en", known("en"))).toMatchObject({ problem: expect.stringContaining("must have the plans of content/plans.yaml home") });
  });

  it("draws the site's cards with prices as the site writes them, in each language", () => {
    setFacts({ en: Object.fromEntries(known("en")), sv: Object.fromEntries(known("sv")) });
    const Preview = plansPreview(copy);
    render(<Preview entry={entryOf(plans())} widgetFor={() => null} getAsset={() => undefined} />);
    // Per language, each table's plans once per tab: home's Basic is the first card of each language.
    const cards = screen.getAllByRole("article", { name: "Basic" });
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByText("€299")).toBeTruthy();
    expect(within(cards[0]!).getByText("2 user accounts")).toBeTruthy();
    expect(within(cards[4]!).getByText(/^299\s€$/)).toBeTruthy();
  });
});

describe("the company facts' preview", () => {
  it("takes the entry's facts where given and keeps the built ones for a field being typed", () => {
    const offices = [{ id: "london", city: "Leeds" }];
    expect(entryFacts({ name: "", offices: offices as never })).toMatchObject({ name: "Orkestra", offices });
  });

  it("shows the contact page's offices with the entry's city", () => {
    const company = readData("company", companySchema, "content", "json");
    company.offices[0]!.city = "Leeds";
    const Preview = companyPreview(copy);
    render(<Preview entry={entryOf(company)} widgetFor={() => null} getAsset={() => undefined} />);
    expect(screen.getAllByRole("heading", { name: "Leeds" })).toHaveLength(2);
    expect(screen.getAllByText(company.offices[0]!.street, { exact: false }).length).toBeGreaterThan(0);
  });

  it("says what a new office needs instead of crashing while its fields are empty (issue 53)", () => {
    // React reports the error the preview's guard catches; the guard's note is what the editor sees.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const note = /An office needs its address, its phone number and its words on the Contact page entry/;
    const company = readData("company", companySchema, "content", "json");
    const Preview = companyPreview(copy);
    // "Add offices": an office whose fields are not there yet, then half typed, then typed in full but without its words.
    const added = [{}, { id: undefined, street: "", postcode: "", city: undefined, country: undefined, countryCode: "", phone: "" }, { id: "oslo", city: "Oslo" }];
    const full = { id: "oslo", street: "Karl Johans gate 1", postcode: "0154", city: "Oslo", country: { en: "Norway", sv: "Norge" }, countryCode: "NO", phone: "+47 22 00 00 00" };
    for (const office of [...added, full]) {
      const { unmount } = render(<Preview entry={entryOf({ ...company, offices: [...company.offices, office] })} widgetFor={() => null} getAsset={() => undefined} />);
      expect(screen.getAllByText(note)).toHaveLength(2);
      unmount();
    }
    // The offices the Contact page has words for are drawn again once the new one is gone.
    render(<Preview entry={entryOf(company)} widgetFor={() => null} getAsset={() => undefined} />);
    expect(screen.queryByText(note)).toBeNull();
    expect(screen.getAllByRole("heading", { name: company.offices[0]!.city })).toHaveLength(2);
  });
});

describe("the post's preview", () => {
  it("reads the entry's front matter as the post page does", () => {
    expect(isoDate("2026-07-28")).toBe("2026-07-28");
    expect(isoDate(new Date("2026-07-28T00:00:00Z"))).toBe("2026-07-28");
    expect(isoDate("2026-7")).toBeUndefined();
    const byLanguage = (locale: "en" | "sv") => known(locale);
    const [slug, member] = [...members].find(([, one]) => !one.hidden)!;
    expect(authorOf(slug, byLanguage)).toEqual({ name: member.name, title: member.title, hidden: false });
    expect(authorOf("nobody", byLanguage)).toBeUndefined();
    const post = postOf({ title: "{brand} news", cover: "chat", date: "2026-07-28", photo: { image: "/media/a.jpg", alt: "A" } }, "news", known("en"), "/media/a.jpg");
    expect(post).toMatchObject({ title: "Orkestra news", cover: "chat", slug: "news", picture: { src: "/media/a.jpg", alt: "A" } });
  });

  it("previews the language whose data Decap shows", () => {
    const sv = { title: "Svensk" };
    expect(languageOf(entryOf(sv, { sv: { data: sv } }))).toBe("sv");
    expect(languageOf(entryOf({ title: "English" }, { sv: { data: sv } }))).toBe("en");
  });
});

describe("a visitor's comment's preview", () => {
  it("shows the comment as its post's thread will, in its language, with the visitor's words as written", () => {
    const comment = { post: "a-post", lang: "sv", author: "Åsa Berg", date: "2026-12-07", text: "Vi provade {brand} i våras." };
    render(<CommentPreview entry={entryOf(comment)} widgetFor={() => null} getAsset={() => undefined} />);
    const item = screen.getByRole("article");
    expect(within(item).getByText("Åsa Berg")).toBeTruthy();
    expect(within(item).getByText("7 december 2026")).toBeTruthy();
    // A visitor's braces are not brand words: shown as typed.
    expect(within(item).getByText("Vi provade {brand} i våras.")).toBeTruthy();
    expect(within(item).getByRole("button", { name: /Svara/ })).toBeTruthy();
    expect(screen.getByText(/in Swedish only/)).toBeTruthy();
    expect(screen.getByText("/sv/blog/a-post")).toBeTruthy();
  });
});
