import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";
import { SearchPage } from "./search-page";
import { readTitles } from "~/content/registry";

const { sv: svPages } = readTitles();

/** The search page's static markup as the build writes it, in the test document. */
function prerender() {
  document.body.innerHTML = renderToStaticMarkup(
    <PageLocationProvider pathname="/sv/search">
      <TranslationProvider locale="sv" messages={messages.sv}>
        <SearchPage hero={svPages.search.hero} />
      </TranslationProvider>
    </PageLocationProvider>,
  );
}

describe("SearchPage markup", () => {
  it("is a GET form to the language's search page with a labelled search field named q", () => {
    prerender();
    const form = document.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(form.getAttribute("action")).toBe("/sv/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("aria-label")).toBe("Sök på webbplatsen");
    const field = form.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(field.name).toBe("q");
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe("Sök på webbplatsen");
    expect(document.querySelector("h1")?.textContent).toBe(svPages.search.hero.heading);
  });

  it("offers every page type as a filter, all pages first, and a polite status", () => {
    prerender();
    const radios = [...document.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"][name="type"]')];
    expect(radios.map((radio) => radio.value)).toEqual(["", "product", "company", "blog", "faq", "legal"]);
    expect(radios.map((radio) => radio.closest("label")?.textContent?.trim())).toEqual(["Alla sidor", "Produkt", "Företaget", "Blogg", "Vanliga frågor", "Juridik"]);
    expect(radios[0]!.checked).toBe(true);
    expect(document.querySelector("fieldset legend")?.textContent).toBe("Sidtyp");
    const status = document.querySelector('[role="status"]')!;
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("");
  });

  it("hides what needs JavaScript from a visitor without it, and lists the site's pages instead", () => {
    prerender();
    expect(document.querySelector("form[role=search]")?.hasAttribute("data-js-only")).toBe(true);
    expect(document.querySelector("fieldset")?.closest("[data-js-only]")).not.toBeNull();
    const note = document.querySelector<HTMLElement>("[data-nojs-show]")!;
    expect(note.hidden).toBe(true);
    expect(note.querySelector("h2")?.textContent).toBe("Sökningen behöver JavaScript");
    const links = [...note.querySelectorAll("nav a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["/sv/ai", "/sv/pricing", "/sv/blog", "/sv/contact", "/sv/privacy"]));
  });

  it("has an empty state with the blog and contact, and templates for a result and a mark", () => {
    prerender();
    const empty = document.querySelector<HTMLElement>("[data-search-empty]")!;
    expect(empty.hidden).toBe(true);
    expect([...empty.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Läs bloggen", "/sv/blog"],
      ["Kontakta oss", "/sv/contact"],
    ]);
    const result = document.querySelector<HTMLTemplateElement>("template[data-search-result]")!.content;
    expect(result.querySelector("li h2 a[data-result-link]")).not.toBeNull();
    expect(result.querySelector("[data-result-excerpt]")).not.toBeNull();
    expect(document.querySelector<HTMLTemplateElement>("template[data-search-mark]")!.content.firstElementChild?.tagName).toBe("MARK");
  });
});
