import { readTitles } from "../../src/content/registry";
import { answerConsent, byText, expect, open, test, until } from "./fixtures";

const titles = readTitles();

/**
 * Site search (issue 28) in Firefox and WebKit: Pagefind's script, worker and WebAssembly run under
 * the search page's policy ('wasm-unsafe-eval' on that page only), in each language's own index, and
 * Back returns to the previous search. The fixture fails the test on any error or CSP violation.
 */

type Shown = { query: string; status: string; links: string[] };

/**
 * Queries with results whatever the copy says: a connector's name (src/config/site.ts) and a page's
 * own title (its page file's top, `readTitles`).
 */
const connector = "fortnox";

/** The field's value, the live status and the result links, once the status names `wanted`. */
function readResults(wanted: string): Shown | null {
  const main = document.querySelector("main")!;
  const status = main.querySelector('[role="status"]')?.textContent ?? "";
  const links = [...main.querySelectorAll("ol a")].map((link) => link.getAttribute("href") ?? "");
  const query = main.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? "";
  return status.includes(wanted) && links.length > 0 ? { query, status, links } : null;
}

for (const { path, first, second, prefix } of [
  { path: "/search", first: connector, second: titles.en.procurement.title.toLowerCase(), prefix: "/" },
  { path: "/sv/search", first: connector, second: titles.sv.procurement.title.toLowerCase(), prefix: "/sv" },
]) {
  test(`${path}: results as you type, from this language's index; a submitted search is a history entry`, async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    await open(tab, site, path);
    await tab.click(await byText(tab, "main input[type=search]", ""));
    await tab.type(first);
    const shown = (await until(tab, `results for "${first}"`, readResults, first))!;
    expect(shown.links.length).toBeGreaterThan(0);
    for (const link of shown.links) expect(link.startsWith(prefix), link).toBe(true);

    await tab.press("Enter");
    await tab.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('main input[type="search"]')!;
      field.select();
    });
    await tab.type(second);
    await tab.press("Enter");
    await until(tab, `results for "${second}"`, readResults, second);
    await tab.back();
    const back = (await until(tab, `Back to "${first}"`, readResults, first))!;
    expect(back.query).toBe(first);
  });
}
