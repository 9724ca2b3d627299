import { describe, expect, it } from "vitest";
import { compareFacts, pageFacts } from "./parity";

const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body>${body}</body></html>`;
const base = page(
  '<meta name="description" content="D"><link rel="canonical" href="https://x/a"><script type="application/ld+json">{"@type":"Thing","name":"N"}</script>',
  '<header><nav aria-label="Main"><a href="/a">A</a></nav></header><main><h1>Hello</h1><p>World</p></main>',
);
const differences = (html: string) => compareFacts(pageFacts(base), pageFacts(html));

describe("parity", () => {
  it("finds no difference where only markup, attribute order, JSON key order and closed dialogs differ", () => {
    const same = page(
      '<link href="https://x/a" rel="canonical"><meta content="D" name="description"><script type="application/ld+json">{"name":"N","@type":"Thing"}</script>',
      '<header><nav aria-label="Main"><a class="x" href="/a"><span>A</span></a></nav></header><dialog id="menu"><h2>Menu</h2><a href="/b">B</a></dialog><main><div><h1>Hello</h1></div><p>World</p></main><template><p>later</p></template>',
    );
    expect(differences(same)).toEqual([]);
  });

  it("reports changed text, links, headings, landmarks, head tags, JSON-LD and language", () => {
    expect(differences(base.replace("World", "Word")).join()).toMatch(/text differs/);
    expect(differences(base.replace('href="/a"', 'href="/b"')).join()).toMatch(/links\[0\]/);
    expect(differences(base.replace("<h1>Hello</h1>", "<h2>Hello</h2>")).join()).toMatch(/headings\[0\]/);
    expect(differences(base.replace('aria-label="Main"', 'aria-label="Other"')).join()).toMatch(/landmarks\[1\]/);
    expect(differences(base.replace('content="D"', 'content="E"')).join()).toMatch(/head\[/);
    expect(differences(base.replace('"name":"N"', '"name":"M"')).join()).toMatch(/jsonLd\[0\]/);
    expect(differences(base.replace('lang="en"', 'lang="sv"')).join()).toMatch(/lang: en -> sv/);
  });

  it("counts text in an open dialog and in hidden-free content, but not in hidden elements", () => {
    expect(differences(base.replace("<p>World</p>", '<p>World</p><dialog open><p>Extra</p></dialog>')).join()).toMatch(/text differs/);
    expect(differences(base.replace("<p>World</p>", "<p>World</p><div hidden><p>Extra</p></div>"))).toEqual([]);
  });
});
