import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { decodeEntities, excerptParts, fill, onlyLastResort, readState, sameState, stateUrl, statusText } from "./query";

describe("the search in the URL", () => {
  it("reads ?q= and a known page type; anything else is every type", () => {
    expect(readState("?q=approval+limits&type=blog")).toEqual({ query: "approval limits", type: "blog" });
    expect(readState("?q=Fortnox%20%26%20Visma")).toEqual({ query: "Fortnox & Visma", type: "" });
    expect(readState("?type=account")).toEqual({ query: "", type: "" });
    expect(readState("")).toEqual({ query: "", type: "" });
  });

  it("writes a search as the page's path with ?q= (trimmed) and the type, or the bare path", () => {
    expect(stateUrl("/sv/search", { query: " attestgränser ", type: "" })).toBe("/sv/search?q=attestgr%C3%A4nser");
    expect(stateUrl("/search", { query: "a&b=c", type: "faq" })).toBe("/search?q=a%26b%3Dc&type=faq");
    expect(stateUrl("/search", { query: "   ", type: "" })).toBe("/search");
    expect(readState(new URL(stateUrl("/search", { query: "lead times?", type: "legal" }), "http://x").search)).toEqual({ query: "lead times?", type: "legal" });
  });

  it("treats searches that differ only in surrounding spaces as the same", () => {
    expect(sameState({ query: "fortnox ", type: "" }, { query: "fortnox", type: "" })).toBe(true);
    expect(sameState({ query: "fortnox", type: "blog" }, { query: "fortnox", type: "" })).toBe(false);
  });
});

describe("the live status", () => {
  const en = messages.en.search;
  const sv = messages.sv.search;

  it("counts results by the language's plural rules, names the query and the type", () => {
    const rules = new Intl.PluralRules("en");
    expect(statusText(en.status, en.types, rules, { count: 1, query: "fortnox", type: "" })).toBe("1 result for “fortnox”");
    expect(statusText(en.status, en.types, rules, { count: 12, query: "fortnox", type: "" })).toBe("12 results for “fortnox”");
    expect(statusText(en.status, en.types, rules, { count: 0, query: "zebra", type: "" })).toBe("No results for “zebra”");
    expect(statusText(en.status, en.types, rules, { count: 3, query: "erp", type: "blog" })).toBe("3 results for “erp” in Blog");
  });

  it("speaks Swedish on the Swedish page", () => {
    const rules = new Intl.PluralRules("sv");
    expect(statusText(sv.status, sv.types, rules, { count: 1, query: "attestgränser", type: "" })).toBe("1 träff för ”attestgränser”");
    expect(statusText(sv.status, sv.types, rules, { count: 4, query: "lager", type: "faq" })).toBe("4 träffar för ”lager” i Vanliga frågor");
  });

  it("never reads a visitor's text as a placeholder", () => {
    expect(fill("{{count}} results for “{{query}}”", { count: 2, query: "{{count}}" })).toBe("2 results for “{{count}}”");
    expect(statusText(en.status, en.types, new Intl.PluralRules("en"), { count: 0, query: "{{type}}", type: "faq" })).toBe("No results for “{{type}}” in FAQ");
  });
});

describe("Pagefind's excerpt as text", () => {
  it("splits it into plain and marked runs, with character references decoded", () => {
    expect(excerptParts("Set <mark>approval</mark> limits &amp; rules for &lt;script&gt; &quot;orders&quot; &#39;now&#x27;")).toEqual([
      { text: "Set ", marked: false },
      { text: "approval", marked: true },
      { text: " limits & rules for <script> \"orders\" 'now'", marked: false },
    ]);
    expect(excerptParts("<mark>Fortnox</mark> and <mark>Visma</mark>")).toEqual([
      { text: "Fortnox", marked: true },
      { text: " and ", marked: false },
      { text: "Visma", marked: true },
    ]);
    expect(excerptParts("")).toEqual([]);
  });

  it("keeps anything else as text, never as markup", () => {
    expect(excerptParts("&lt;img src=x onerror=alert(1)&gt;")).toEqual([{ text: "<img src=x onerror=alert(1)>", marked: false }]);
    expect(decodeEntities("&unknown; &#0; &#x110000; &nbsp;")).toBe("&unknown; &#0; &#x110000; \u00a0");
  });
});

describe("Pagefind's last resort", () => {
  it("tells a query answered only through a short word it starts with", () => {
    // Measured on this site's English index: "zqxjv" matched "z" (Sp. z o.o.), "attestgräns" "at".
    expect(onlyLastResort("zqxjv", ["z", "z"])).toBe(true);
    expect(onlyLastResort("attestgräns", ["at", "At"])).toBe(true);
    expect(onlyLastResort("fortnox attestgräns", ["Fortnox", "at"])).toBe(true);
  });

  it("accepts real matches: stems, extensions while typing, diacritics, a long typo-tolerant prefix, title-only", () => {
    expect(onlyLastResort("attestgräns", ["attestgränser", "Attestgränsernas"])).toBe(false);
    expect(onlyLastResort("attestgrans", ["attestgränser"])).toBe(false);
    expect(onlyLastResort("running", ["run", "runs"])).toBe(false);
    expect(onlyLastResort("companies", ["company"])).toBe(false);
    expect(onlyLastResort("fortn", ["Fortnox"])).toBe(false);
    expect(onlyLastResort("supplierz", ["supplier"])).toBe(false);
    expect(onlyLastResort("ai", ["AI"])).toBe(false);
    expect(onlyLastResort("pricing fortnox", ["Fortnox"])).toBe(false);
    expect(onlyLastResort("fortnox", [])).toBe(false);
  });
});

