import type CMS from "decap-cms-app";
import { createElement as h, type ReactNode } from "react";
import { fillTokens } from "~/content/tokens";
import { defaultLocale } from "~/i18n/locales";
import { labelOf, type CmsField } from "./fields";
import { landingPreview, type LandingData } from "./landing";

// Plain createElement, no JSX: the admin page has no React island, so `astro dev` gives it no React
// Refresh preamble, which a .tsx module would require.

type PreviewProps = { entry: { getIn(path: string[]): unknown }; widgetFor(name: string): ReactNode; getAsset(path: string): { toString(): string } | undefined };

/** The brand and plan facts per language (`{brand}`, `{plan.home.pro.price.monthly}` ...), set by registerPreviews. */
let facts: Record<string, ReadonlyMap<string, string>> = {};

/** Every field name's place in an entry's configured fields (depth first): the page's order. */
type Order = ReadonlyMap<string, number>;
function orderOf(fields: readonly CmsField[], order = new Map<string, number>()): Order {
  for (const field of fields) {
    if (!order.has(field.name)) order.set(field.name, order.size);
    if (Array.isArray(field.fields)) orderOf(field.fields as CmsField[], order);
  }
  return order;
}

/**
 * The facts of the language the preview shows: Decap previews the left pane's language by putting
 * that language's data in `data`, so it is the one whose `i18n` part is that very object. The
 * default language has no `i18n` part.
 */
function factsOf(entry: PreviewProps["entry"]): ReadonlyMap<string, string> {
  const data = entry.getIn(["data"]);
  const other = Object.keys(facts).find((language) => data !== undefined && entry.getIn(["i18n", language, "data"]) === data);
  return facts[other ?? defaultLocale] ?? new Map();
}

/** `{{users}}`, `{{entries}}`: filled by the page per plan; the preview shows the first plan's. */
function fillPlaceholders(text: string, known: ReadonlyMap<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (written, name: string) => [...known].find(([key]) => key.startsWith("plan.") && key.endsWith(`.${name}`))?.[1] ?? written);
}
const fill = (text: string, known: ReadonlyMap<string, string>) => fillPlaceholders(fillTokens(text, known), known);

/** Field names that read as headings on the site. */
const headingKeys = new Set(["title", "heading", "question", "name"]);
const smallKeys = new Set(["eyebrow", "label", "tag", "badge", "meta"]);

const toJs = (value: unknown): unknown => (value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value);

const muted = { color: "var(--color-ink-muted)", lineHeight: 1.6, margin: "0.5rem 0" };

/**
 * The copy of an entry in the site's type and colours (its stylesheet and fonts are the preview's
 * styles): headings as headings, paragraphs as paragraphs, lists as lists, in the file's order, so
 * an editor reads the words the way the page sets them. Ids and icons are left out.
 */
function copy(value: unknown, name: string, depth: number, known: ReadonlyMap<string, string>, fieldOrder: Order): ReactNode {
  if (typeof value === "string") {
    if (name === "id" || name === "icon") return null;
    const text = fill(value, known);
    if (headingKeys.has(name)) {
      const style = { fontFamily: "var(--font-display)", fontSize: depth <= 1 ? "1.75rem" : "1.2rem", fontWeight: 600, margin: "1.25rem 0 0.5rem", lineHeight: 1.2 };
      return h(depth <= 1 ? "h2" : "h3", { style }, text);
    }
    if (smallKeys.has(name)) return h("p", { style: { textTransform: "uppercase", letterSpacing: "0.08em", fontSize: "0.75rem", fontWeight: 600, color: "var(--color-primary-600)", margin: "1rem 0 0.25rem" } }, text);
    return text.split(/\n\s*\n/).map((paragraph, index) => h("p", { key: index, style: muted }, paragraph));
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) {
      return h("ul", { style: { ...muted, paddingLeft: "1.25rem" } }, value.map((item, index) => h("li", { key: index }, fill(item, known))));
    }
    return value.map((item, index) =>
      h("section", { key: index, style: { borderTop: "1px solid var(--color-line)", paddingTop: "0.5rem", marginTop: "0.75rem" } }, copy(item, name, depth + 1, known, fieldOrder)),
    );
  }
  if (typeof value === "number" && name !== "order") return h("p", { style: muted }, `${labelOf(name)}: ${value.toLocaleString("en")}`);
  if (value && typeof value === "object") {
    // Decap hands over large objects in hash order: back to the order of the fields, as the page has them.
    const keys = Object.keys(value);
    const place = (key: string) => (fieldOrder.has(key) ? fieldOrder.get(key)! : Number.MAX_SAFE_INTEGER);
    return keys
      .sort((a, b) => place(a) - place(b))
      .map((key) => h("div", { key }, copy((value as Record<string, unknown>)[key], key, depth + 1, known, fieldOrder)));
  }
  return null;
}

/** The preview of an entry with these fields. */
function copyPreview(fields: readonly CmsField[]) {
  const order = orderOf(fields);
  return function CopyPreview({ entry }: PreviewProps) {
    return h("main", { style: { fontFamily: "var(--font-sans)", color: "var(--color-ink)", maxWidth: "46rem", margin: "0 auto", padding: "2rem 1.5rem" } }, copy(toJs(entry.getIn(["data"])), "", 0, factsOf(entry), order));
  };
}

function PostPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const known = factsOf(entry);
  // The photo as uploaded, in the 16:9 box the site cuts it to (the build makes its small versions).
  const image = entry.getIn(["data", "photo", "image"]);
  const src = typeof image === "string" && image ? getAsset(image)?.toString() : undefined;
  const alt = String(entry.getIn(["data", "photo", "alt"]) ?? "");
  return h(
    "article",
    { style: { fontFamily: "var(--font-sans)", color: "var(--color-ink)", maxWidth: "42rem", margin: "0 auto", padding: "2rem 1.5rem", lineHeight: 1.7 } },
    h("h1", { style: { fontFamily: "var(--font-display)", fontSize: "2.25rem", lineHeight: 1.15, fontWeight: 600 } }, fill(String(entry.getIn(["data", "title"]) ?? ""), known)),
    h("p", { style: { color: "var(--color-ink-muted)", fontSize: "1.125rem" } }, fill(String(entry.getIn(["data", "excerpt"]) ?? ""), known)),
    src ? h("img", { src, alt, style: { display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "1rem", margin: "1.5rem 0" } }) : null,
    h("div", null, widgetFor("body")),
  );
}

/**
 * Previews in the site's look: its stylesheet (found on the home page, as its name carries a
 * hash) and its self-hosted fonts (`fontFaces`, the same @font-face rules every page inlines), with
 * tokens filled in from `tokens` (per language, as the build resolves them; an unknown one stays as written).
 */
export async function registerPreviews(
  cms: typeof CMS,
  collections: readonly { name: string; fields?: CmsField[]; files?: { name: string; fields?: CmsField[] }[] }[],
  fontFaces: string,
  tokens: Record<string, Record<string, string>>,
  landing: LandingData,
): Promise<void> {
  facts = Object.fromEntries(Object.entries(tokens).map(([language, known]) => [language, new Map(Object.entries(known))]));
  cms.registerPreviewStyle(fontFaces, { raw: true });
  const home = await fetch("/").then((response) => response.text(), () => "");
  const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(home)?.[1];
  if (stylesheet) cms.registerPreviewStyle(stylesheet);
  else {
    // `astro dev` (npm run cms) inlines the site's CSS in <style> elements instead of linking it.
    const inlined = new DOMParser().parseFromString(home, "text/html").querySelectorAll("style");
    for (const style of inlined) if (style.textContent) cms.registerPreviewStyle(style.textContent, { raw: true });
  }
  for (const collection of collections) {
    if (collection.name === "blog") cms.registerPreviewTemplate("blog", PostPreview);
    else if (collection.name === "landing") cms.registerPreviewTemplate("landing", landingPreview(landing, facts));
    else if (collection.files) for (const file of collection.files) cms.registerPreviewTemplate(file.name, copyPreview(file.fields ?? []));
    else cms.registerPreviewTemplate(collection.name, copyPreview(collection.fields ?? []));
  }
}
