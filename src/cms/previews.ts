import type CMS from "decap-cms-app";
import { createElement as h, type ReactNode } from "react";
import { fillTokens } from "~/content/tokens";
import type { Locale } from "~/i18n/locales";
import { labelOf, type CmsField } from "./fields";
import { landingPreview, type LandingData } from "./landing";
import { companyPreview } from "./preview-company";
import type { PreviewCopy } from "./preview-data";
import { factsIn, factsOf, setFacts, toJs, type PreviewProps } from "./preview-kit";
import { CommentPreview, PostPreview } from "./preview-post";
import { plansPreview } from "./preview-pricing";

// An entry a section of the site draws (plans, company facts, posts, landing pages) is previewed
// with that section (src/cms/preview-*.tsx); any other as its copy in the site's type, by this module.

/** Every field name's place in an entry's configured fields (depth first): the page's order. */
type Order = ReadonlyMap<string, number>;
function orderOf(fields: readonly CmsField[], order = new Map<string, number>()): Order {
  for (const field of fields) {
    if (!order.has(field.name)) order.set(field.name, order.size);
    if (Array.isArray(field.fields)) orderOf(field.fields as CmsField[], order);
  }
  return order;
}

/** `{{users}}`, `{{entries}}`: filled by the page per plan; the preview shows the first plan's. */
function fillPlaceholders(text: string, known: ReadonlyMap<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (written, name: string) => [...known].find(([key]) => key.startsWith("plan.") && key.endsWith(`.${name}`))?.[1] ?? written);
}
const fill = (text: string, known: ReadonlyMap<string, string>) => fillPlaceholders(fillTokens(text, known), known);

/** Field names that read as headings on the site. */
const headingKeys = new Set(["title", "heading", "question", "name"]);
const smallKeys = new Set(["eyebrow", "label", "tag", "badge", "meta"]);

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

/**
 * The preview pane's styles. The light theme only: the site follows the visitor's system, and the
 * editor's dark system would show a page a marketer does not review. The preview has no Decap
 * wrapper rule for a post's Markdown, which sits one element below `.post-prose`: its blocks get
 * the site's spacing here, in the site's layer, so a heading's own larger margin still wins.
 */
const previewCss = `@layer theme, base, components, utilities;
:root { color-scheme: light; }
.post-prose > div { margin: 0; }
@layer components { :where(.post-prose > div) > * + * { margin-top: 1.25rem; } }`;

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
  /** What the build put in the page for the previews (src/cms/preview-data.ts). */
  copy: PreviewCopy | undefined,
): Promise<void> {
  setFacts(tokens);
  cms.registerPreviewStyle(fontFaces, { raw: true });
  const home = await fetch("/").then((response) => response.text(), () => "");
  const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(home)?.[1];
  if (stylesheet) cms.registerPreviewStyle(stylesheet);
  else {
    // `astro dev` (npm run cms) inlines the site's CSS in <style> elements instead of linking it.
    const inlined = new DOMParser().parseFromString(home, "text/html").querySelectorAll("style");
    for (const style of inlined) if (style.textContent) cms.registerPreviewStyle(style.textContent, { raw: true });
  }
  cms.registerPreviewStyle(previewCss, { raw: true });
  const facts = Object.fromEntries(Object.keys(tokens).map((language) => [language, factsIn(language)]));
  // Decap names a file collection's template after the file.
  const drawn: Record<string, ((props: PreviewProps) => ReactNode) | undefined> = {
    blog: PostPreview,
    comments: CommentPreview,
    landing: landingPreview(landing, facts),
    plans: copy && plansPreview(copy as Record<Locale, PreviewCopy[Locale]>),
    company: copy && companyPreview(copy),
  };
  for (const collection of collections) {
    for (const { name, fields } of collection.files ?? [collection]) {
      cms.registerPreviewTemplate(name, drawn[name] ?? copyPreview(fields ?? []));
    }
  }
}
