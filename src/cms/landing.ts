import { Component, createElement as h, type ReactNode } from "react";
import { InPage } from "~/components/in-page";
import { blockAnchors, landingProblems, type LandingSite } from "~/content/landing-checks";
import type { Picture } from "~/content/media";
import type { LandingBlock as Block, LandingPage } from "~/content/schemas/landing-page";
import { fillTokens } from "~/content/tokens";
import { isLocale, languageNames, locales, type Locale } from "~/i18n/locales";
import { LandingBlock, type LandingSupport } from "~/sections/landing/landing-blocks";
import type { CmsField } from "./fields";
import type { Refusal } from "./validate";

// Landing pages in /admin (issue 39): the build's own checks before a save, and a preview drawn with
// the site's own sections. Plain createElement, as in previews.ts.

/** What the build handed over (src/pages/admin.astro): the site's paths and the other landing pages, and per language the blocks' support. */
export type LandingData = { site: LandingSite; support: Record<Locale, LandingSupport> };

/** The words of the field at `path` ("Swedish › Blocks 1 › Hero › Primary › Link"), as refusals name fields. */
export function wordsAt(fields: readonly CmsField[], path: readonly (string | number)[], data: unknown): string {
  const [language, ...rest] = path;
  const words = [isLocale(String(language)) ? languageNames[language as Locale] : String(language)];
  let level: readonly CmsField[] = fields;
  let list: CmsField | undefined;
  let value = data as Record<string, unknown> | undefined;
  for (const step of rest) {
    if (typeof step === "number" && list) {
      const entry = (Array.isArray(value) ? value[step] : undefined) as Record<string, unknown> | undefined;
      words[words.length - 1] = `${list.label} ${step + 1}`;
      const kind = (list.types as CmsField[] | undefined)?.find((type) => type.name === entry?.[String(list?.typeKey ?? "type")]);
      if (kind) words.push(kind.label);
      level = (kind?.fields ?? list.fields ?? []) as CmsField[];
      value = entry;
      list = undefined;
      continue;
    }
    const field = level.find((one) => one.name === step);
    if (!field) break;
    words.push(field.label);
    value = value?.[field.name] as Record<string, unknown> | undefined;
    if (field.widget === "list") list = field;
    else level = (field.fields ?? []) as CmsField[];
  }
  return words.join(" › ");
}

/**
 * The landing page checks of src/content/landing-checks.ts on the entry being saved: `file` is its
 * file's name (empty for a new one), so it is not its own twin.
 */
export function landingRefusals(fields: readonly CmsField[], byLanguage: Record<string, unknown>, file: string, site: LandingSite): Refusal[] {
  const parts = Object.fromEntries(Object.entries(byLanguage).filter(([language, data]) => isLocale(language) && data && typeof data === "object")) as Partial<Record<Locale, LandingPage>>;
  const others = site.others.filter((other) => other.file !== file);
  return landingProblems(parts, { ...site, others }).map((problem) => ({
    words: wordsAt(fields, problem.path, byLanguage[String(problem.path[0])]),
    language: String(problem.path[0]),
    path: problem.path.slice(1),
    needs: problem.message,
  }));
}

type PreviewProps = { entry: { getIn(path: string[]): unknown }; getAsset(path: string): { toString(): string } | undefined };

const toJs = (value: unknown): unknown => (value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value);

/** Every string of a value with its tokens filled in (`{product.ai}`), as the build does. */
function filled<T>(value: T, facts: ReadonlyMap<string, string>): T {
  if (typeof value === "string") return fillTokens(value, facts) as T;
  if (Array.isArray(value)) return value.map((one) => filled(one, facts)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, filled(one, facts)])) as T;
  return value;
}

/**
 * The preview of a landing page: its blocks drawn by the site's own sections (src/sections/landing/
 * landing-blocks.tsx) in the site's stylesheet, in the language of the left pane. A photo shows as
 * uploaded (the build makes its small versions); a block still missing fields is left out until filled.
 */
export function landingPreview(data: LandingData, facts: Record<string, ReadonlyMap<string, string>>) {
  return function LandingPreview({ entry, getAsset }: PreviewProps) {
    const page = toJs(entry.getIn(["data"])) as Partial<LandingPage> | undefined;
    // Decap previews the left pane's language: the one whose i18n part is that very data.
    const language = locales.find((locale) => locale !== "en" && entry.getIn(["i18n", locale, "data"]) === entry.getIn(["data"])) ?? "en";
    const known = facts[language] ?? new Map<string, string>();
    const blocks = filled(((page?.blocks ?? []) as Block[]).filter((block) => block && typeof block === "object" && "type" in block), known);
    const pictures = blocks.map((block): Picture | undefined => {
      const image = block.type === "split" ? block.photo?.image : undefined;
      const src = image ? getAsset(image)?.toString() : undefined;
      return src ? { alt: block.type === "split" ? (block.photo?.alt ?? "") : "", src, width: 1280, height: 800, sources: [] } : undefined;
    });
    const address = page?.address || "new-page";
    const support = data.support[language];
    const anchors = blockAnchors(blocks);
    const scope = { locale: language, pathname: `${language === "en" ? "" : `/${language}`}/lp/${address}` };
    return h(
      "div",
      null,
      blocks.map((block, index) =>
        // Remade on each change of the block, so a block that failed is tried again.
        h(Guard, { key: `${index}:${JSON.stringify(block)}`, index }, h(InPage<Parameters<typeof LandingBlock>[0]>, { page: scope, of: LandingBlock, block, id: anchors[index]!, index, picture: pictures[index], ...support })),
      ),
    );
  };
}

/** A block drawn only when it has what it needs: a half-filled block would throw. */
class Guard extends Component<{ index: number; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const note = { padding: "2rem", textAlign: "center" as const, color: "var(--color-ink-muted)" };
    return this.state.failed ? h("p", { style: note }, `Block ${this.props.index + 1}: fill in its fields to see it.`) : this.props.children;
  }
}
