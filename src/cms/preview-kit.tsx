import { Component, type ReactNode } from "react";
import { ChoiceTabs } from "~/components/ui/choice-tabs";
import { defaultLocale, localeTags, locales, type Locale } from "~/i18n/locales";

// What the previews in /admin share (src/cms/previews.ts): Decap's entry, the language it shows,
// the tokens of that language, and a guard for half-filled entries.

export type PreviewEntry = { getIn(path: string[]): unknown };
export type PreviewProps = { entry: PreviewEntry; widgetFor(name: string): ReactNode; getAsset(path: string): { toString(): string } | undefined };

export const toJs = (value: unknown): unknown => (value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value);

/** The brand, plan and team facts per language (`{brand}`, `{plan.home.pro.price.monthly}` ...), set by registerPreviews. */
let facts: Partial<Record<string, ReadonlyMap<string, string>>> = {};
export function setFacts(tokens: Record<string, Record<string, string>>) {
  facts = Object.fromEntries(Object.entries(tokens).map(([language, known]) => [language, new Map(Object.entries(known))]));
}
export const factsIn = (language: string): ReadonlyMap<string, string> => facts[language] ?? new Map();

/**
 * The language the preview shows: Decap previews the left pane's language by putting that
 * language's data in `data`, so it is the one whose `i18n` part is that very object. The default
 * language (and a file the same in every language) has no `i18n` part.
 */
export function languageOf(entry: PreviewEntry): Locale {
  const data = entry.getIn(["data"]);
  return locales.find((locale) => locale !== defaultLocale && data !== undefined && entry.getIn(["i18n", locale, "data"]) === data) ?? defaultLocale;
}
export const factsOf = (entry: PreviewEntry) => factsIn(languageOf(entry));

/** Every string of a value with its tokens filled in by `fill`. */
export function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((one) => mapStrings(one, fill)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, mapStrings(one, fill)])) as T;
  return value;
}

/**
 * For a file that is the same in every language (plans, company facts), which Decap previews in no
 * language: one panel per language behind the site's own radio tabs, English first.
 */
export function InEachLanguage({ children }: { children: (locale: Locale) => ReactNode }) {
  return (
    <ChoiceTabs
      label="Language of the preview"
      className="flex flex-col items-center pt-6"
      panelClassName="w-full"
      items={locales.map((locale) => ({ id: locale, label: localeTags[locale].name, panel: children(locale) }))}
    />
  );
}

/** Draws its part only while it can: a half-filled entry would throw, which leaves a note instead. */
export class Guard extends Component<{ note: string; children?: ReactNode }, { failed: string | undefined }> {
  override state: { failed: string | undefined } = { failed: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    const style = { padding: "2rem", textAlign: "center" as const, color: "var(--color-ink-muted)" };
    return this.state.failed ? <p style={style}>{this.props.note}</p> : this.props.children;
  }
}
