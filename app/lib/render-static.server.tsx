import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";

/** Where a static block is rendered: the page's language and path (what `loadPage` returns). */
export type StaticContext = { locale: Locale; pathname: string };

/**
 * Renders markup without behaviour to HTML at build time, inside the same router location and
 * translation context the page has, so sections can use `<Link>`, `usePageHref()` and `t()` as they
 * would on the client. Route loaders call this; `StaticHtml` places the result, and only that small
 * wrapper ships to the browser, never the sections, icons and visuals that drew it.
 *
 * `key` prefixes React's generated ids, so two blocks on one page never share an id.
 */
export function renderStatic(context: StaticContext, element: ReactElement, key = "s"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[context.pathname]}>
      <TranslationProvider locale={context.locale} messages={messages[context.locale]}>
        {element}
      </TranslationProvider>
    </MemoryRouter>,
    { identifierPrefix: `${key}-` },
  );
}

/** Renders several named blocks at once: `renderBlocks(page, { top: <A/>, bottom: <B/> })`. */
export function renderBlocks<K extends string>(context: StaticContext, blocks: Record<K, ReactElement>): Record<K, string> {
  return Object.fromEntries(Object.entries<ReactElement>(blocks).map(([key, element]) => [key, renderStatic(context, element, key)])) as Record<K, string>;
}
