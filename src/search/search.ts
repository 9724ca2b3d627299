// The search page's behaviour (issue 28, decision 0015), for the static markup of
// src/sections/search/search-page.tsx, without React. Pagefind's bundle (written by the build to
// /pagefind/) is imported only here, when the field is first focused or the URL carries ?q=; it
// picks the index of the page's language from <html lang>. The query lives in the URL: typing
// replaces the current history entry, a submit makes a new one (so Back returns to the previous
// search), and Back or Forward runs the search of the entry. Results are written with textContent.
import { isSearchType, type SearchType } from "~/search/types";
import { excerptParts, onlyLastResort, readState, sameState, stateUrl, statusText, type SearchState, type StatusCopy } from "./query";

/** What this page uses of Pagefind's browser API (pagefind.app/docs/api). */
type ResultData = { url: string; excerpt: string; meta: Partial<Record<"title" | "category" | "date", string>>; filters?: Record<string, string[]> };
type Results = {
  results: { id: string; data: () => Promise<ResultData> }[];
  unfilteredResultCount: number;
  /** Results per filter value for the query alone, once `filters()` has loaded the filters. */
  totalFilters?: Record<string, Record<string, number>>;
};
type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<unknown>;
  preload: (term: string) => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<Results>;
};

/** Pagefind's bundle, written after the build: a variable, so the bundler leaves this import alone. */
const bundle = "/pagefind/pagefind.js";
/** Results shown at first and added by "Show more results". */
const pageSize = 10;
/** Typing pauses this long before a search runs (the index chunks for the words load meanwhile). */
const debounceMs = 80;

const root = document.querySelector<HTMLElement>("[data-search]");
if (root) setUpSearch(root);

function setUpSearch(root: HTMLElement): void {
  const find = <T extends Element>(selector: string) => {
    const element = root.querySelector<T>(selector);
    if (!element) throw new Error(`search page: no ${selector}`);
    return element;
  };
  const form = find<HTMLFormElement>("form[data-search-form]");
  const input = find<HTMLInputElement>('input[name="q"]');
  const filter = find<HTMLFieldSetElement>("[data-search-filter]");
  const radios = [...filter.querySelectorAll<HTMLInputElement>('input[name="type"]')];
  const status = find<HTMLElement>("[data-search-status]");
  const list = find<HTMLOListElement>("[data-search-results]");
  const more = find<HTMLButtonElement>("[data-search-more]");
  const empty = find<HTMLElement>("[data-search-empty]");
  const emptyTitle = find<HTMLElement>("[data-search-empty-title]");
  const resultTemplate = find<HTMLTemplateElement>("template[data-search-result]");
  const markTemplate = find<HTMLTemplateElement>("template[data-search-mark]");
  const copy = JSON.parse(document.querySelector("script[data-search-copy]")?.textContent || "{}") as { status: StatusCopy; types: Record<SearchType, string> };
  const plurals = new Intl.PluralRules(document.documentElement.lang);

  let pagefind: Promise<Pagefind> | undefined;
  /** Pagefind, loaded and started once; a failed load is tried again by the next search. */
  const load = (): Promise<Pagefind> => {
    pagefind ??= (async () => {
      const module = (await import(/* @vite-ignore */ bundle)) as Pagefind;
      await module.options({ excerptLength: 24 });
      await module.init();
      // With the filters loaded, each search also counts its results per page type.
      await module.filters();
      return module;
    })().catch((error: unknown) => {
      pagefind = undefined;
      throw error;
    });
    return pagefind;
  };

  const current = (): SearchState => ({ query: input.value, type: (radios.find((radio) => radio.checked)?.value ?? "") as SearchState["type"] });
  const show = (state: SearchState) => {
    input.value = state.query;
    for (const radio of radios) radio.checked = radio.value === state.type;
  };
  const replaceUrl = (state: SearchState) => history.replaceState(history.state, "", stateUrl(location.pathname, state));

  /** The search the current history entry was made for (on load, by a submit, or by Back/Forward). */
  let committed = readState(location.search);
  /** Bumped by every search, so an older one that finishes late never overwrites a newer one. */
  let run = 0;
  let found: Results["results"] = [];
  let timer: number | undefined;

  const mark = (text: string) => {
    const element = markTemplate.content.firstElementChild!.cloneNode() as HTMLElement;
    element.textContent = text;
    return element;
  };

  const item = (data: ResultData): HTMLLIElement => {
    const entry = resultTemplate.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    const link = entry.querySelector<HTMLAnchorElement>("[data-result-link]")!;
    link.setAttribute("href", data.url);
    link.textContent = data.meta.title || data.url;
    const type = data.filters?.type?.[0];
    entry.querySelector("[data-result-kind]")!.textContent = [isSearchType(type) ? copy.types[type] : "", data.meta.category, data.meta.date].filter(Boolean).join(" · ");
    const parts = excerptParts(data.excerpt).map((part) => (part.marked ? mark(part.text) : document.createTextNode(part.text)));
    entry.querySelector("[data-result-excerpt]")!.replaceChildren(...parts);
    return entry;
  };

  const clear = () => {
    run++;
    found = [];
    list.replaceChildren();
    filter.hidden = true;
    more.hidden = true;
    empty.hidden = true;
    status.textContent = "";
  };

  const search = async (state: SearchState) => {
    const query = state.query.trim();
    if (!query) return clear();
    const id = ++run;
    let results: Results;
    let first: ResultData[];
    try {
      const engine = await load();
      results = await engine.search(query, state.type ? { filters: { type: state.type } } : {});
      first = await Promise.all(results.results.slice(0, pageSize).map((result) => result.data()));
    } catch {
      if (id === run) status.textContent = copy.status.failed;
      return;
    }
    if (id !== run) return;
    // Matches of a mere letter or two of a query word are no results (query.ts, onlyLastResort).
    const marks = first.flatMap((data) => excerptParts(data.excerpt).flatMap((part) => (part.marked ? [part.text] : [])));
    const none = onlyLastResort(query, marks);
    found = none ? [] : results.results;
    list.replaceChildren(...(none ? [] : first).map(item));
    more.hidden = found.length <= pageSize;

    // The filter counts every type's results for the query alone; a type without any is left out
    // unless it is the one chosen.
    const counts = results.totalFilters?.type ?? {};
    for (const radio of radios) {
      const count = radio.value ? (counts[radio.value] ?? 0) : results.unfilteredResultCount;
      const label = radio.closest("label");
      const countText = label?.querySelector("[data-search-count]");
      if (countText) countText.textContent = String(count);
      if (label) label.hidden = count === 0 && !radio.checked;
    }
    filter.hidden = none || results.unfilteredResultCount === 0;

    const text = statusText(copy.status, copy.types, plurals, { count: found.length, query, type: state.type });
    empty.hidden = found.length > 0;
    if (!found.length) emptyTitle.textContent = text;
    status.textContent = text;
  };

  // Pagefind's files load while the visitor starts typing, not with the page.
  input.addEventListener("focus", () => void load().catch(() => undefined), { once: true });

  input.addEventListener("input", () => {
    const state = current();
    replaceUrl(state);
    const query = state.query.trim();
    if (query) void pagefind?.then((engine) => engine.preload(query)).catch(() => undefined);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void search(state), debounceMs);
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    const state = current();
    if (!sameState(state, committed)) {
      // The entry being left keeps the search it was made for; this search gets an entry of its own.
      replaceUrl(committed);
      history.pushState(null, "", stateUrl(location.pathname, state));
      committed = state;
    }
    void search(state);
  });

  filter.addEventListener("change", () => {
    const state = current();
    replaceUrl(state);
    void search(state);
  });

  more.addEventListener("click", async () => {
    const id = run;
    const start = list.children.length;
    const next = await Promise.all(found.slice(start, start + pageSize).map((result) => result.data())).catch(() => undefined);
    if (!next || id !== run) return;
    list.append(...next.map(item));
    more.hidden = list.children.length >= found.length;
    // Keyboard users go on where the new results begin (the button may be gone).
    list.children[start]?.querySelector("a")?.focus();
  });

  window.addEventListener("popstate", () => {
    const state = readState(location.search);
    // A jump within the page (the skip link) changes no search.
    if (sameState(state, committed) && sameState(state, current())) return;
    window.clearTimeout(timer);
    committed = state;
    show(state);
    void search(state);
  });

  // A shared or bookmarked search (?q=), or what was typed before this script ran.
  const initial: SearchState = committed.query.trim() ? committed : { ...committed, query: input.value };
  show(initial);
  if (initial.query.trim()) {
    if (initial !== committed) replaceUrl(initial);
    void search(initial);
  }
}
