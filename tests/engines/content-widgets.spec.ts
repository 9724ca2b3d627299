import { calendlyProvider, calendlyScriptUrl } from "../../src/components/embeds/calendly";
import { site as brand } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { contactSchema } from "../../src/content/schemas/contact";
import { faqSchema } from "../../src/content/schemas/faq";
import { home4Schema } from "../../src/content/schemas/landing";
import { messages } from "../../src/i18n/messages";
import type { Tab } from "./browsers";
import { answerConsent, byText, expect, open, pageErrors, test, thirdPartyRequests, until } from "./fixtures";

/**
 * The content widgets in Firefox and WebKit (issue 25, item 3), used as a visitor uses them: the
 * /faq-1 topic tabs and the accordions (one open at a time, by pointer and keyboard), the /faq-2
 * filter and its empty state, the sign-in and sign-up alerts with SPEC's exact messages, and the
 * consent-gated scheduling widget on /contact, loaded, and failed. The Chromium specs (faq.spec.ts,
 * landing.spec.ts, auth.spec.ts, contact-legal.spec.ts) cover the same widgets in more detail; these
 * check that the other engines run them the same way. Every state is read from the page as a
 * visitor perceives it (text, what is open and checked, what is shown, what has focus); the topic
 * tabs and accordions are used at once, without waiting for any script (issue 36).
 */

const faq = readPage("faq", faqSchema);
const { en: enContact, sv: svContact } = readPage("contact", contactSchema);
const { en: enHome4, sv: svHome4 } = readPage("home-4", home4Schema);
const languages = {
  en: { prefix: "", faq: faq.en, home4: enHome4, contact: enContact, m: messages.en, locale: "en-GB" },
  sv: { prefix: "/sv", faq: faq.sv, home4: svHome4, contact: svContact, m: messages.sv, locale: "sv-SE" },
} as const;

// SPEC §2 "FAQ", §5, §8 and §2 "Contact": quoted strings, pinned here rather than read from the app.
const specTabs = ["General questions", "About the company", "About artificial intelligence", "About the team"];
const specFillAll = "Please fill all fields";
const specAcceptTerms = "Please accept theTerms & Conditions  and  Privacy Policy";
const specScheduleHeading = "Schedule a Meeting";

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * Waits until `read` (run in the page with the wanted state as JSON first) reports exactly `want`,
 * then asserts it, so a state that never comes fails with a diff of what the page shows instead.
 * Each reader returns its state when called with `null`, or when the state equals the JSON given
 * (so a wanted object lists its keys in the reader's order).
 */
async function settle<A extends unknown[], R>(tab: Tab, message: string, want: R, read: (want: string | null, ...args: A) => R | null, ...args: A): Promise<void> {
  await until(tab, message, read, JSON.stringify(want), ...args).catch(() => undefined);
  const state: unknown = await tab.evaluate(read, null, ...args);
  expect(state, `${tab.engine}: ${message}`).toEqual(want);
}

/**
 * Focuses an element (the start of a keyboard sequence; the keys themselves are real key presses),
 * scrolling it into view. No wait for any script: the widgets it is used on work from the first paint.
 */
async function focus(tab: Tab, selector: string) {
  await tab.evaluate((css) => document.querySelector<HTMLElement>(css)?.focus(), selector);
}

/**
 * Whether every element matching `css` stands outside any island and holds none: nothing about it
 * waits for hydration, so using it at once is using it as a visitor does (issue 36). Runs in the page.
 */
function islandFree(css: string): boolean {
  const widgets = [...document.querySelectorAll(css)];
  return widgets.length > 0 && widgets.every((widget) => !widget.closest("astro-island") && !widget.querySelector("astro-island"));
}

// ---------------------------------------------------------------------------------------------------
// Tabs and accordions

type AccordionState = { question: string; open: boolean; shown: boolean }[];

/**
 * The accordion in the shown topic panel (`heading` null) or in the section titled `heading`: each
 * item's question (its summary as read: without the aria-hidden "01" of numbered steps), whether the
 * `<details>` is open, and whether its answer (what follows the summary) is shown.
 */
function readAccordion(want: string | null, heading: string | null): AccordionState | null {
  const titleOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const root =
    heading === null
      ? [...document.querySelectorAll<HTMLElement>("[data-choice-panel]")].find((panel) => panel.checkVisibility())
      : [...document.querySelectorAll<HTMLElement>("section[aria-labelledby]")].find((section) => {
          const title = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
          return title !== null && titleOf(title) === heading;
        });
  const state = [...(root?.querySelectorAll<HTMLDetailsElement>("[data-accordion] > details") ?? [])].map((item) => {
    const summary = item.querySelector("summary")!;
    const named = summary.cloneNode(true) as HTMLElement;
    for (const hidden of named.querySelectorAll("[aria-hidden='true']")) hidden.remove();
    return { question: titleOf(named), open: item.open, shown: Boolean((summary.nextElementSibling as HTMLElement | null)?.checkVisibility()) };
  });
  return want === null || JSON.stringify(state) === want ? state : null;
}

/** Exactly the item at `open` (or none) open and its answer shown. */
const onlyOpen = (titles: readonly string[], open: number | null): AccordionState => titles.map((question, index) => ({ question, open: index === open, shown: index === open }));

type TopicsState = { topics: string[]; checked: string[]; panels: string[]; focused?: string | null };

/**
 * The radio group whose legend is `label` (the topic tabs): its choices (label text), the checked
 * ones, the titles (h2) of the topic panels shown, and, when asked, which choice has focus. Only CSS
 * (`:has(:checked)`) decides which panel is shown.
 */
function readTopics(want: string | null, label: string, withFocus: boolean): TopicsState | null {
  const text = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const fieldset = [...document.querySelectorAll("fieldset")].find((element) => text(element.querySelector("legend")) === label);
  const root = fieldset?.closest("[data-choice]");
  const radios = [...(fieldset?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])];
  const state: TopicsState = {
    topics: radios.map((radio) => text(radio.labels?.[0])),
    checked: radios.filter((radio) => radio.checked).map((radio) => text(radio.labels?.[0])),
    panels: [...(root?.querySelectorAll<HTMLElement>("[data-choice-panel]") ?? [])].filter((panel) => panel.checkVisibility()).map((panel) => text(panel.querySelector("h2"))),
  };
  if (withFocus) state.focused = radios.includes(document.activeElement as HTMLInputElement) ? text((document.activeElement as HTMLInputElement).labels?.[0]) : null;
  return want === null || JSON.stringify(state) === want ? state : null;
}

/** The accessible name of what has focus (its label, aria-label or text), "" for none. */
function readFocus(want: string | null): string | null {
  const element = document.activeElement as HTMLElement | null;
  let name = "";
  if (element && element !== document.body) {
    const labels = (element as HTMLInputElement).labels;
    const labelled = element.getAttribute("aria-labelledby");
    name = (labels?.[0]?.textContent ?? (labelled ? document.getElementById(labelled)?.textContent : null) ?? element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    if (element.closest("dialog")) name = `dialog: ${name}`;
  }
  return want === null || JSON.stringify(name) === want ? name : null;
}

type PlatformState = { checkedShows: string[][]; openAlone: number[][]; otherTopicsOpen: number[] };

/**
 * The engine itself, with no event and so no script involved (STACK-NOTES: prove, do not assume):
 * checking each radio by its property shows that topic's panel alone (`:has(:checked)` in app.css),
 * and opening each question of the shown topic by its property closes the other open one of its
 * `<details name>` group, leaving the other topics' open questions alone. Restores what it changed.
 */
function readPlatform(want: string | null): PlatformState | null {
  const root = document.querySelector("[data-choice]")!;
  const radios = [...root.querySelectorAll<HTMLInputElement>("input[type=radio]")];
  const panels = [...root.querySelectorAll<HTMLElement>("[data-choice-panel]")];
  const shownPanels = () => panels.filter((panel) => panel.checkVisibility()).map((panel) => panel.dataset.choicePanel ?? "");
  const checked = radios.find((radio) => radio.checked)!;
  const checkedShows = radios.map((radio) => {
    radio.checked = true;
    return shownPanels();
  });
  checked.checked = true;
  const panel = panels.find((element) => element.checkVisibility())!;
  const items = [...panel.querySelectorAll<HTMLDetailsElement>("[data-accordion] > details")];
  const others = [...root.querySelectorAll<HTMLDetailsElement>("[data-accordion] > details")].filter((item) => !items.includes(item));
  const othersOpen = () => others.filter((item) => item.open).length;
  const wasOpen = items.find((item) => item.open);
  const before = othersOpen();
  const openAlone = items.map((item) => {
    item.open = true;
    return items.flatMap((each, index) => (each.open ? [index] : []));
  });
  if (wasOpen) wasOpen.open = true;
  const state: PlatformState = { checkedShows, openAlone, otherTopicsOpen: [before, othersOpen()] };
  return want === null || JSON.stringify(state) === want ? state : null;
}

test.describe("tabs and accordions", () => {
  test("/faq-1: topic tabs (a radio group) by pointer and arrow keys, one question open per topic, opened by click, Enter and Space; at once, no script awaited", async ({ tab, site }) => {
    const l = languages.en;
    const groups = l.faq.groups;
    const titles = groups.map((group) => group.title);
    const label = l.m.faq.tabsLabel;
    const questions = (group: number) => groups[group]!.items.map((item) => item.question);
    const topicState = (checked: number, focused?: boolean): TopicsState => ({
      topics: specTabs,
      checked: [titles[checked]!],
      panels: [titles[checked]!],
      ...(focused ? { focused: titles[checked]! } : {}),
    });
    const summary = (question: string) => byText(tab, "[data-choice-panel] [data-accordion] > details > summary", question);

    await answerConsent(tab, site, []);
    // Used as soon as the page has loaded, without waiting for the site's script (issue 36).
    await tab.goto(`${site.origin}/faq-1`);
    expect(await tab.evaluate(islandFree, "[data-choice]"), `${tab.engine}: the topics and their accordions are no island`).toBe(true);
    expect(titles, "SPEC's four topics, in order").toEqual(specTabs);
    await settle(tab, "the first topic checked, its panel alone shown", topicState(0), readTopics, label, false);
    await settle(tab, "its first question open", onlyOpen(questions(0), 0), readAccordion, null);

    // By pointer, on the labels: another topic shows its own questions, the first open; one question open at a time.
    await tab.click(await byText(tab, "[data-choice] label", titles[3]!));
    await settle(tab, "the fourth topic checked by a click", topicState(3), readTopics, label, false);
    await settle(tab, "the fourth topic's first question open", onlyOpen(questions(3), 0), readAccordion, null);
    const fifth = await summary(questions(3)[4]!);
    await tab.click(fifth);
    await settle(tab, "the fifth question open alone", onlyOpen(questions(3), 4), readAccordion, null);
    expect(await tab.evaluate((css) => document.querySelector(css)?.nextElementSibling?.textContent, fifth)).toContain(groups[3]!.items[4]!.answer.split(/\n\s*\n/)[0]);
    // SPEC §4: the open item does not collapse.
    await tab.click(fifth);
    await settle(tab, "a click on the open question leaves it open", onlyOpen(questions(3), 4), readAccordion, null);
    await tab.click(await summary(questions(3)[2]!));
    await settle(tab, "the third question open, the fifth closed", onlyOpen(questions(3), 2), readAccordion, null);
    // Each topic keeps its own open question.
    await tab.click(await byText(tab, "[data-choice] label", titles[0]!));
    await settle(tab, "back on the first topic", onlyOpen(questions(0), 0), readAccordion, null);
    await tab.click(await byText(tab, "[data-choice] label", titles[3]!));
    await settle(tab, "the fourth topic kept its third question open", onlyOpen(questions(3), 2), readAccordion, null);

    // By keyboard: the arrows move focus and check (a radio group's own keys).
    await focus(tab, "[data-choice] input:checked");
    for (const [key, index] of [
      ["ArrowLeft", 2],
      ["ArrowUp", 1],
      ["ArrowRight", 2],
      ["ArrowDown", 3],
    ] as const) {
      await tab.press(key);
      await settle(tab, `${key}: topic ${index + 1} focused and checked`, topicState(index, true), readTopics, label, true);
    }
    // And wrap at both ends where the engine's radios do (Chromium, Firefox; WebKit's stop at the
    // ends); then the topic is chosen by its label, so the walk goes on from where a wrapping group would be.
    for (const [key, index] of [
      ["ArrowRight", 0],
      ["ArrowLeft", 3],
    ] as const) {
      await tab.press(key);
      // A key's effect on a radio group is synchronous: two frames later it shows.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // WebKit's radios stop at the ends, as Safari's do: the platform's own behaviour, kept (decision 0019).
      if (tab.engine !== "webkit") expect(await tab.evaluate(readTopics, null, label, true), `${tab.engine}: ${key} wraps round to topic ${index + 1}`).toEqual(topicState(index, true));
      await tab.click(await byText(tab, "[data-choice] label", titles[index]!));
      await settle(tab, `topic ${index + 1} focused and checked`, topicState(index, true), readTopics, label, true);
    }
    await tab.press("ArrowLeft");
    await settle(tab, "ArrowLeft: topic 3 focused and checked", topicState(2, true), readTopics, label, true);
    // Tab leaves the topics for the shown panel's first question (one tab stop: Shift+Tab returns to
    // the checked topic, not the first); the accordion's own keys take over.
    await tab.press("Tab");
    await settle(tab, "Tab: the first question of the panel focused", questions(2)[0]!, readFocus);
    await tab.press("Shift+Tab");
    await settle(tab, "Shift+Tab: back on the checked topic", topicState(2, true), readTopics, label, true);
    await tab.press("Tab");
    await settle(tab, "Tab again: the first question", questions(2)[0]!, readFocus);
    await tab.press("ArrowDown");
    await settle(tab, "ArrowDown: the second question focused", questions(2)[1]!, readFocus);
    await tab.press("Enter");
    await settle(tab, "Enter opens the second question alone", onlyOpen(questions(2), 1), readAccordion, null);
    await tab.press("End");
    await settle(tab, "End: the last question focused", questions(2)[7]!, readFocus);
    await tab.press("Space");
    await settle(tab, "Space opens the last question alone", onlyOpen(questions(2), 7), readAccordion, null);
    await tab.press("Space");
    await settle(tab, "Space on the open question leaves it open", onlyOpen(questions(2), 7), readAccordion, null);
    await tab.press("Enter");
    await settle(tab, "Enter on the open question leaves it open", onlyOpen(questions(2), 7), readAccordion, null);
    await tab.press("ArrowDown");
    await settle(tab, "ArrowDown from the last question wraps to the first", questions(2)[0]!, readFocus);
    await tab.press("ArrowUp");
    await settle(tab, "ArrowUp from the first question wraps to the last", questions(2)[7]!, readFocus);
    await tab.press("Home", "Enter");
    await settle(tab, "Home and Enter open the first question again", onlyOpen(questions(2), 0), readAccordion, null);

    // What the engine does by itself: the checked radio picks the panel, `<details name>` keeps one open.
    const ids = groups.map((group) => group.id);
    await settle(
      tab,
      "the engine's own :has(:checked) and <details name> exclusivity",
      { checkedShows: ids.map((id) => [id]), openAlone: questions(2).map((_, index) => [index]), otherTopicsOpen: [3, 3] },
      readPlatform,
    );
    await settle(tab, "all as it was", topicState(2), readTopics, label, false);
    await settle(tab, "the first question open again", onlyOpen(questions(2), 0), readAccordion, null);
  });

  test("/sv/home-4: the steps and the FAQ start closed; one item open at a time, by click, Enter and Space; at once, no script awaited", async ({ tab, site }) => {
    const l = languages.sv;
    const steps = l.home4.steps;
    const faq = l.home4.faq;
    const stepTitles = steps.items.map((item) => item.title);
    const faqQuestions = faq.items.map((item) => item.question);
    const summary = (title: string) => byText(tab, "section[aria-labelledby] [data-accordion] > details > summary", title);

    await answerConsent(tab, site, []);
    await tab.goto(`${site.origin}${l.prefix}/home-4`);
    expect(await tab.evaluate(islandFree, "[data-accordion]"), `${tab.engine}: the accordions are no island`).toBe(true);
    await settle(tab, "the steps start with none open", onlyOpen(stepTitles, null), readAccordion, steps.heading);
    await settle(tab, "the FAQ starts with none open", onlyOpen(faqQuestions, null), readAccordion, faq.heading);

    await tab.click(await summary(stepTitles[1]!));
    await settle(tab, "a click opens the second step", onlyOpen(stepTitles, 1), readAccordion, steps.heading);
    await tab.click(await summary(stepTitles[0]!));
    await settle(tab, "a click on the first step closes the second", onlyOpen(stepTitles, 0), readAccordion, steps.heading);
    await tab.click(await summary(stepTitles[0]!));
    await settle(tab, "the open step stays open", onlyOpen(stepTitles, 0), readAccordion, steps.heading);

    await focus(tab, await summary(faqQuestions[0]!));
    await tab.press("Space");
    await settle(tab, "Space opens the first question", onlyOpen(faqQuestions, 0), readAccordion, faq.heading);
    await tab.press("ArrowDown", "ArrowDown");
    await settle(tab, "two ArrowDowns focus the third question", faqQuestions[2]!, readFocus);
    await tab.press("Enter");
    await settle(tab, "Enter opens the third question and closes the first", onlyOpen(faqQuestions, 2), readAccordion, faq.heading);
    await tab.press("ArrowUp");
    await tab.press("Space");
    await settle(tab, "ArrowUp and Space open the second", onlyOpen(faqQuestions, 1), readAccordion, faq.heading);
    // The steps' accordion is a separate one (another name): it kept its own open item.
    await settle(tab, "the steps kept the first open", onlyOpen(stepTitles, 0), readAccordion, steps.heading);
  });
});

// ---------------------------------------------------------------------------------------------------
// The /faq-2 filter

type FilterState = { value: string; focused: boolean; status: string; questions: string[]; topics: string[]; links: string[]; marks: string[]; empty: boolean };

/**
 * What /faq-2 shows: the filter field's value and focus, the live status, the questions shown, the
 * topic sections and topic links shown (link text: title and count), the distinct words marked in
 * what is shown, and whether the empty state titled `emptyTitle` is shown.
 */
function readFilter(want: string | null, topicTitles: string[], topicsLabel: string, emptyTitle: string, locale: string): FilterState | null {
  const text = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const shown = (element: Element) => element.checkVisibility();
  const main = document.querySelector("main")!;
  const field = main.querySelector<HTMLInputElement>('input[type="search"]');
  const nav = [...main.querySelectorAll("nav")].find((element) => element.getAttribute("aria-label") === topicsLabel);
  const state: FilterState = {
    value: field?.value ?? "(no field)",
    focused: document.activeElement === field,
    status: text(main.querySelector('[role="status"]')),
    questions: [...main.querySelectorAll("h3")].filter(shown).map(text),
    topics: [...main.querySelectorAll("section[aria-labelledby]")]
      .filter(shown)
      .map((section) => text(document.getElementById(section.getAttribute("aria-labelledby") ?? "")))
      .filter((title) => topicTitles.includes(title)),
    links: [...(nav?.querySelectorAll("a") ?? [])].filter(shown).map((link) => [...link.children].map(text).join(" ")),
    marks: [...new Set([...main.querySelectorAll("mark")].filter(shown).map((mark) => text(mark).toLocaleLowerCase(locale)))].sort(),
    empty: [...main.querySelectorAll("h2")].some((heading) => shown(heading) && text(heading) === emptyTitle),
  };
  return want === null || JSON.stringify(state) === want ? state : null;
}

for (const lang of ["en", "sv"] as const) {
  const l = languages[lang];
  const groups = l.faq.groups;
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const t = l.m.faq;

  /** What the filter should leave for `query`: every word in the question or its answer. */
  function expected(query: string, focused: boolean): FilterState {
    const terms = query.toLocaleLowerCase(l.locale).split(/\s+/).filter(Boolean);
    const matches = (item: { question: string; answer: string }) => terms.every((term) => `${item.question}\n${item.answer}`.toLocaleLowerCase(l.locale).includes(term));
    const left = groups.map((group) => group.items.filter(matches));
    const count = left.flat().length;
    return {
      value: query,
      focused,
      status: !terms.length ? fill(t.filter.all, { total }) : count === 0 ? t.filter.none : count === 1 ? fill(t.filter.one, { total }) : fill(t.filter.some, { count, total }),
      questions: left.flat().map((item) => item.question),
      topics: groups.filter((_, index) => left[index]!.length > 0).map((group) => group.title),
      links: groups.flatMap((group, index) => (left[index]!.length > 0 ? [`${group.title} ${left[index]!.length}`] : [])),
      marks: count > 0 ? [...new Set(terms)].sort() : [],
      empty: terms.length > 0 && count === 0,
    };
  }

  test(`${l.prefix}/faq-2: typing narrows the questions, no match shows the empty state, Clear filter brings all back (${lang})`, async ({ tab, site }) => {
    // The usual query, or else a word of the first question, whichever narrows for real with the
    // file's wording as it is (so that an edit to the copy keeps the case).
    const candidates = [lang === "en" ? "supplier order" : "leverantör order", ...groups[0]!.items[0]!.question.split(/[^\p{L}]+/u).filter((word) => word.length >= 5)];
    const query = candidates.find((candidate) => expected(candidate, true).questions.length > 1 && expected(candidate, true).questions.length < total) ?? candidates[0]!;
    const noMatch = `${query} zebra`;
    const titles = groups.map((group) => group.title);
    const read = (state: FilterState, message: string, shown: string) => settle(tab, message, state, readFilter, titles, t.topicsLabel, fill(t.filter.emptyTitle, { query: shown }), l.locale);

    await answerConsent(tab, site, []);
    await open(tab, site, `${l.prefix}/faq-2`);
    await read(expected("", false), "every question shown before filtering", noMatch);
    const narrowed = expected(query, true);
    // A real narrowing: more than one question, fewer than all, from more than one topic.
    expect(narrowed.questions.length).toBeGreaterThan(1);
    expect(narrowed.questions.length).toBeLessThan(total);

    await tab.click(await byText(tab, "main input[type=search]", ""));
    await tab.type(query);
    await read(narrowed, `"${query}" narrows the list`, noMatch);

    await tab.type(" zebra");
    await read(expected(noMatch, true), `"${noMatch}": nothing left, the empty state`, noMatch);

    await tab.click(await byText(tab, "main button", t.filter.clear));
    await read(expected("", true), "Clear filter empties the field, returns focus to it and shows everything", noMatch);
  });
}

// ---------------------------------------------------------------------------------------------------
// Sign in and sign up

type FormState = {
  dialog: { open: boolean; shown: boolean; role: string | null; modal: string | null; title: string; message: string } | null;
  focus: string;
  /** Fields marked aria-invalid, by label. */
  invalid: string[];
  /** Fields the browser finds invalid: `name: missing|type`. */
  problems: string[];
  /** How many submit events reached the document, and which fields the browser's validation flagged. */
  submits: number;
  flagged: string[];
};

/** Counts the page's form submits and records the browser's `invalid` events, from now on (after a page load). */
async function recordForm(tab: Tab) {
  await tab.evaluate(() => {
    const record = window as unknown as { __submits: number; __flagged: string[] };
    record.__submits = 0;
    record.__flagged = [];
    // The alert's OK button submits a form of its own (method="dialog"): not counted.
    document.addEventListener(
      "submit",
      (event) => {
        if (!(event.target as Element).closest("dialog")) record.__submits++;
      },
      true,
    );
    document.addEventListener("invalid", (event) => record.__flagged.push((event.target as HTMLInputElement).name), true);
  });
}

/** The open alert dialog (message exactly as written, through aria-describedby), focus, and the form's validity. */
function readForm(want: string | null): FormState | null {
  const text = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element: Element) => text((element as HTMLInputElement).labels?.[0]) || element.getAttribute("aria-label") || text(element);
  // The alert is prerendered, closed (as is the menu's dialog): only an open one is shown.
  const dialog = [...document.querySelectorAll("dialog")].find((element) => element.open) ?? null;
  const active = document.activeElement;
  const record = window as unknown as { __submits: number; __flagged: string[] };
  const fields = [...document.querySelectorAll<HTMLInputElement>("main form input")];
  const state: FormState = {
    dialog: dialog
      ? {
          open: dialog.open,
          shown: dialog.checkVisibility(),
          role: dialog.getAttribute("role"),
          modal: dialog.getAttribute("aria-modal"),
          title: text(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")),
          message: document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
        }
      : null,
    focus: active && active !== document.body ? `${active.closest("dialog") ? "dialog: " : ""}${nameOf(active)}` : "",
    invalid: fields.filter((field) => field.getAttribute("aria-invalid") === "true").map(nameOf),
    problems: fields.filter((field) => !field.validity.valid).map((field) => `${field.name}: ${field.validity.valueMissing ? "missing" : field.validity.typeMismatch ? "type" : "other"}`),
    submits: record.__submits,
    flagged: record.__flagged,
  };
  return want === null || JSON.stringify(state) === want ? state : null;
}

/** After the page has handled a submit: a frame and a task later, an alert would be open. */
async function afterSubmit(tab: Tab, submits: number) {
  await until(tab, `submit ${submits}`, (count) => (window as unknown as { __submits: number }).__submits >= count, submits);
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
}

for (const lang of ["en", "sv"] as const) {
  const l = languages[lang];
  const f = l.m.forms;
  const fillAll = lang === "en" ? specFillAll : f.alert.fillAllFields;
  const acceptTerms = lang === "en" ? specAcceptTerms : f.alert.acceptTerms;
  const terms = `${f.signup.termsStart} ${f.signup.terms} ${f.signup.termsAnd} ${f.signup.privacy}`;
  const alert = (message: string) => ({ open: true, shown: true, role: "alertdialog", modal: "true", title: brand.productShortName, message });

  test(`${l.prefix}/login and ${l.prefix}/signup: SPEC's alerts for blank fields and the terms, the browser's check of the address; Escape and OK close them and focus returns (${lang})`, async ({ tab, site }) => {
    expect(brand.productShortName, "SPEC §8: the alert is titled with the product's short name").toBe("Orkestra");
    await answerConsent(tab, site, []);

    // Sign in, used as soon as the page has loaded: no waiting for any script (the form's is in the head).
    // Empty: SPEC's alert instead of the browser's bubble; Escape closes it and focus returns.
    await tab.goto(site.origin + `${l.prefix}/login`);
    await recordForm(tab);
    const signIn = await byText(tab, "main form button[type=submit]", f.login.submit);
    await tab.click(signIn);
    await settle(
      tab,
      "an empty sign-in: the fill-all alert, its OK button focused, both fields marked",
      { dialog: alert(fillAll), focus: `dialog: ${f.alert.ok}`, invalid: [f.fields.email, f.fields.password], problems: ["email: missing", "password: missing"], submits: 0, flagged: ["email", "password"] },
      readForm,
    );
    await tab.press("Escape");
    await settle(
      tab,
      "Escape closes the alert and focus returns to the button",
      { dialog: null, focus: f.login.submit, invalid: [f.fields.email, f.fields.password], problems: ["email: missing", "password: missing"], submits: 0, flagged: ["email", "password"] },
      readForm,
    );
    // Not an e-mail address, the password filled: the browser's own check stops it at the address.
    await tab.click(await byText(tab, "main form input[type=email]", ""));
    await tab.type("anna");
    await tab.press("Tab");
    await tab.type("x");
    await tab.press("Enter");
    await settle(
      tab,
      "an address without @ is stopped by the browser, the marks gone as the fields were filled",
      { dialog: null, focus: f.fields.email, invalid: [], problems: ["email: type"], submits: 0, flagged: ["email", "password", "email"] },
      readForm,
    );
    // A whitespace-only password passes the browser and gets the site's alert; Escape closes it.
    await tab.type("@nordvik.se");
    await tab.press("Tab");
    await tab.press("Backspace");
    await tab.type("   ");
    await tab.press("Enter");
    await settle(
      tab,
      "a blank password: the alert, its OK button focused",
      { dialog: alert(fillAll), focus: `dialog: ${f.alert.ok}`, invalid: [f.fields.password], problems: [], submits: 1, flagged: ["email", "password", "email"] },
      readForm,
    );
    await tab.press("Escape");
    await settle(
      tab,
      "Escape closes the alert and focus returns to the password",
      { dialog: null, focus: f.fields.password, invalid: [f.fields.password], problems: [], submits: 1, flagged: ["email", "password", "email"] },
      readForm,
    );
    // Filled in: nothing further happens, and the field is no longer marked.
    await tab.type("x");
    await tab.press("Enter");
    await afterSubmit(tab, 2);
    await settle(
      tab,
      "a filled-in sign-in: no alert, nothing marked",
      { dialog: null, focus: f.fields.password, invalid: [], problems: [], submits: 2, flagged: ["email", "password", "email"] },
      readForm,
    );
    expect(await tab.evaluate(() => location.pathname)).toBe(`${l.prefix}/login`);

    // Sign up, by keyboard, as soon as the page has loaded: the terms box unchecked gets its own alert; OK closes it.
    await tab.goto(site.origin + `${l.prefix}/signup`);
    await recordForm(tab);
    await tab.click(await byText(tab, "main form input", ""));
    await tab.type("  ");
    await tab.press("Tab");
    await tab.type("anna@nordvik.se");
    await tab.press("Tab");
    await tab.type("correct horse battery");
    await tab.press("Enter");
    await settle(
      tab,
      "a blank name: the fill-all alert",
      { dialog: alert(fillAll), focus: `dialog: ${f.alert.ok}`, invalid: [f.fields.name], problems: [], submits: 1, flagged: [] },
      readForm,
    );
    await tab.click(await byText(tab, "dialog button", f.alert.ok));
    await settle(
      tab,
      "OK closes the alert and focus returns to the password",
      { dialog: null, focus: f.fields.password, invalid: [f.fields.name], problems: [], submits: 1, flagged: [] },
      readForm,
    );
    await tab.press("Shift+Tab", "Shift+Tab");
    await tab.type("Anna Berg");
    await tab.press("Enter");
    await settle(
      tab,
      "the terms box unchecked: the terms alert, exactly as SPEC writes it",
      { dialog: alert(acceptTerms), focus: `dialog: ${f.alert.ok}`, invalid: [terms], problems: [], submits: 2, flagged: [] },
      readForm,
    );
    await tab.press("Enter");
    await settle(
      tab,
      "Enter on OK closes it and focus returns to the name",
      { dialog: null, focus: f.fields.name, invalid: [terms], problems: [], submits: 2, flagged: [] },
      readForm,
    );
    // With the box ticked nothing further happens.
    await tab.click(await byText(tab, "main form input[type=checkbox]", ""));
    await tab.click(await byText(tab, "main form button[type=submit]", f.signup.submit));
    await afterSubmit(tab, 3);
    const done = await tab.evaluate(readForm, null);
    expect(done?.dialog, "no alert once everything is filled in").toBeNull();
    expect(done?.invalid, "nothing marked").toEqual([]);
    expect(await tab.evaluate(() => location.pathname)).toBe(`${l.prefix}/signup`);
  });
}

// ---------------------------------------------------------------------------------------------------
// The scheduling widget

type ScheduleState = {
  /** Which of the widget's messages are shown. */
  texts: string[];
  allowButton: boolean;
  frame: { shown: boolean; width: boolean; height: boolean } | null;
  scripts: number;
  focused: boolean;
  bookingLink: boolean;
};

/** The scheduling box (the group named `title`) and the widget script in the document. */
function readSchedule(want: string | null, title: string, texts: string[], allow: string, script: string, bookingUrl: string): ScheduleState | null {
  const group = [...document.querySelectorAll<HTMLElement>('[role="group"]')].find((element) => element.getAttribute("aria-label") === title);
  const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const frame = group?.querySelector("iframe");
  const box = frame?.getBoundingClientRect();
  const section = group?.closest("section") ?? group?.parentElement;
  const state: ScheduleState = {
    texts: texts.filter((wanted) => [...(group?.querySelectorAll("p") ?? [])].some((element) => shown(element) && text(element) === wanted)),
    allowButton: [...(group?.querySelectorAll("button") ?? [])].some((button) => shown(button) && text(button) === allow),
    frame: frame && box ? { shown: shown(frame), width: box.width >= 320, height: box.height >= 700 } : null,
    scripts: document.querySelectorAll(`script[src="${script}"]`).length,
    focused: document.activeElement === group,
    bookingLink: [...(section?.querySelectorAll<HTMLAnchorElement>("a[target=_blank]") ?? [])].some((link) => shown(link) && link.href === bookingUrl),
  };
  return want === null || JSON.stringify(state) === want ? state : null;
}

for (const lang of ["en", "sv"] as const) {
  const l = languages[lang];
  const s = l.m.scheduling;
  const blocked = fill(l.m.consent.media.blocked, { provider: calendlyProvider });
  const texts = [blocked, s.loading, s.failed];
  const read = (tab: Tab, message: string, state: ScheduleState) => settle(tab, message, state, readSchedule, s.title, texts, l.m.consent.media.allow, calendlyScriptUrl, brand.links.scheduling);

  test(`${l.prefix}/contact: nothing from the scheduling host before consent; the in-page button loads the widget; the next page has neither (${lang})`, async ({ tab, site }) => {
    if (lang === "en") expect(l.contact.schedule.heading).toBe(specScheduleHeading);
    await answerConsent(tab, site, []);
    await open(tab, site, `${l.prefix}/contact`);
    await read(tab, "before consent: the explanation and the consent button, no widget", { texts: [blocked], allowButton: true, frame: null, scripts: 0, focused: false, bookingLink: true });
    expect(thirdPartyRequests(tab, site), "third-party requests before consent").toEqual([]);

    await tab.click(await byText(tab, '[role="group"] button', l.m.consent.media.allow));
    await read(tab, "after consent: the widget's iframe at SPEC's size, focus on the calendar", {
      texts: [],
      allowButton: false,
      frame: { shown: true, width: true, height: true },
      scripts: 1,
      focused: true,
      bookingLink: true,
    });
    expect(thirdPartyRequests(tab, site), "requests after consent").toEqual([calendlyScriptUrl]);

    // Away by the header's AI link, a page of its own: consent to media holds, yet a page without the
    // widget neither loads its script nor asks the scheduling host for anything.
    await tab.click(await byText(tab, `header a[href="${l.prefix}/ai"]`, ""));
    const left = (want: string | null, script: string) => {
      const state = {
        path: location.pathname,
        chrome: document.documentElement.hasAttribute("data-hydrated"),
        loaded: document.readyState === "complete",
        scripts: document.querySelectorAll(`script[src="${script}"]`).length,
        frames: document.querySelectorAll("iframe").length,
      };
      return want === null || JSON.stringify(state) === want ? state : null;
    };
    await settle(tab, "on the AI page, loaded, without the widget or its script", { path: `${l.prefix}/ai`, chrome: true, loaded: true, scripts: 0, frames: 0 }, left, calendlyScriptUrl);
    expect(thirdPartyRequests(tab, site), "requests from the next page").toEqual([]);
  });

  test(`${l.prefix}/contact with the scheduling host unreachable: the failure text and the booking link (${lang})`, async ({ tab, site }) => {
    site.failing.add(new URL(calendlyScriptUrl).hostname);
    await answerConsent(tab, site, ["analytics", "media"]);
    await open(tab, site, `${l.prefix}/contact`);
    await read(tab, "the widget could not load: the failure text, no iframe", { texts: [s.failed], allowButton: false, frame: null, scripts: 1, focused: false, bookingLink: true });
    // Firefox reports the script's URL; WebKit's come from the proxy, which saw only the refused host.
    expect(
      thirdPartyRequests(tab, site).map((url) => new URL(url).hostname),
      "the widget script was attempted",
    ).toEqual([new URL(calendlyScriptUrl).hostname]);
    expect(await pageErrors(tab), "errors while the widget failed").toEqual([]);
  });
}
