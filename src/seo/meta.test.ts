import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { absoluteUrl, documentTitle, pageMeta, shownTitle, type MetaTag } from "./meta";

const origin = site.origin;

function find(tags: MetaTag[], predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.filter((tag) => predicate(tag as Record<string, unknown>)) as Record<string, string>[];
}
const named = (tags: MetaTag[], name: string) => find(tags, (tag) => tag.name === name || tag.property === name)[0]?.content;
const links = (tags: MetaTag[], rel: string) => find(tags, (tag) => tag.tagName === "link" && tag.rel === rel);

describe("site origin", () => {
  it("is an absolute https origin without a trailing slash", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  });
});

describe("absoluteUrl", () => {
  it("joins the origin and a normalised path", () => {
    expect(absoluteUrl("/")).toBe(`${origin}/`);
    expect(absoluteUrl("/ai")).toBe(`${origin}/ai`);
    expect(absoluteUrl("/sv/ai/")).toBe(`${origin}/sv/ai`);
  });
});

describe("documentTitle", () => {
  it("adds the brand suffix", () => {
    expect(documentTitle("Pricing")).toBe(`Pricing | ${site.name}`);
  });
  it("does not repeat the brand when the title already names it", () => {
    expect(documentTitle(`About ${site.name}`)).toBe(`About ${site.name}`);
  });
  it("keeps long titles within what search results show: the suffix goes first, then words", () => {
    const long = "Spending limits for autonomous purchasing: how much should software";
    expect(documentTitle(long)).toBe(long);
    const longer = `${long} decide alone, and who signs the rules?`;
    expect(documentTitle(longer).length).toBeLessThanOrEqual(70);
    expect(documentTitle(longer)).toMatch(/^Spending limits .* software…$/);
  });
  it("falls back to the brand alone for an empty title", () => {
    expect(documentTitle("")).toBe(site.name);
    expect(documentTitle("  ")).toBe(site.name);
  });
});

describe("shownTitle", () => {
  it("is the document title without the brand suffix", () => {
    expect(shownTitle(" Pricing ")).toBe("Pricing");
    expect(shownTitle(`About ${site.name}`)).toBe(`About ${site.name}`);
    const longer = "Spending limits for autonomous purchasing: how much should software decide alone, and who signs the rules?";
    expect(shownTitle(longer)).toBe(documentTitle(longer));
    expect(shownTitle("")).toBe(site.name);
  });
});

describe("pageMeta", () => {
  const en = pageMeta({ pathname: "/ai", locale: "en", title: "The AI page", description: "What the AI does." });
  const sv = pageMeta({ pathname: "/sv/ai/", locale: "sv", title: "AI-sidan", description: "Vad AI:n gör." });

  it("sets the title with the suffix and the description", () => {
    expect(en[0]).toEqual({ title: `The AI page | ${site.name}` });
    expect(named(en, "description")).toBe("What the AI does.");
  });

  it("points the canonical at the page in its own language", () => {
    expect(links(en, "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: `${origin}/ai` }]);
    expect(links(sv, "canonical")[0]?.href).toBe(`${origin}/sv/ai`);
  });

  it("lists en, sv and x-default alternates, the same for both languages", () => {
    const expected = [
      { hrefLang: "en", href: `${origin}/ai` },
      { hrefLang: "sv", href: `${origin}/sv/ai` },
      { hrefLang: "x-default", href: `${origin}/ai` },
    ];
    for (const tags of [en, sv]) {
      expect(links(tags, "alternate").map(({ hrefLang, href }) => ({ hrefLang, href }))).toEqual(expected);
    }
  });

  it("handles the home page in both languages", () => {
    const home = pageMeta({ pathname: "/sv", locale: "sv", title: "Start", description: "Hem." });
    expect(links(home, "canonical")[0]?.href).toBe(`${origin}/sv`);
    expect(links(home, "alternate").map((tag) => tag.href)).toEqual([`${origin}/`, `${origin}/sv`, `${origin}/`]);
  });

  it("sets Open Graph and Twitter tags", () => {
    expect(named(en, "og:title")).toBe(`The AI page | ${site.name}`);
    expect(named(en, "og:url")).toBe(`${origin}/ai`);
    expect(named(en, "og:locale")).toBe("en_GB");
    expect(named(en, "og:locale:alternate")).toBe("sv_SE");
    expect(named(sv, "og:locale")).toBe("sv_SE");
    expect(named(sv, "og:locale:alternate")).toBe("en_GB");
    expect(named(en, "og:site_name")).toBe(site.name);
    expect(named(en, "og:description")).toBe("What the AI does.");
    expect(named(en, "og:image")).toMatch(new RegExp(`^${origin}/`));
    expect(named(en, "twitter:card")).toBe("summary_large_image");
    expect(named(en, "twitter:title")).toBe(`The AI page | ${site.name}`);
    expect(named(en, "twitter:description")).toBe("What the AI does.");
  });

  it("marks not-found pages noindex without canonical or alternates", () => {
    const tags = pageMeta({ pathname: "/anything", locale: "en", title: "Page not found", description: "Gone.", noindex: true });
    expect(named(tags, "robots")).toBe("noindex");
    expect(links(tags, "canonical")).toEqual([]);
    expect(links(tags, "alternate")).toEqual([]);
    expect(named(tags, "og:url")).toBeUndefined();
  });

  it("indexable pages carry no robots tag", () => {
    expect(named(en, "robots")).toBeUndefined();
  });

  it("drops empty values instead of writing empty tags", () => {
    const tags = pageMeta({ pathname: "/go", locale: "en", title: "Go", description: "" });
    expect(named(tags, "description")).toBeUndefined();
    expect(named(tags, "og:description")).toBeUndefined();
    expect(named(tags, "twitter:description")).toBeUndefined();
    for (const tag of tags) {
      for (const value of Object.values(tag)) expect(value).not.toBe("");
    }
  });

  it("never emits two tags with the same name or property", () => {
    const keys = find(en, (tag) => "content" in tag && tag.property !== "og:locale:alternate").map((tag) => tag.name ?? tag.property);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
