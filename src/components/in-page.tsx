import type { ComponentType, ReactNode } from "react";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";

/** The page a component is rendered for: its language and path. */
export type PageScope = { locale: Locale; pathname: string; notFound?: boolean };

/**
 * The props a component takes as markup (any that accepts a ReactNode): in `.astro` files they come as
 * children or named slots (`<InPage slot="header" … />`), which the type check cannot see.
 */
type SlotKeys<P> = { [K in keyof P]-?: ReactNode extends P[K] ? K : never }[keyof P];
type InPageProps<P> = { page: PageScope; of: ComponentType<P> } & Omit<P, SlotKeys<P>> & Partial<Pick<P, SlotKeys<P>>>;

/**
 * Renders a React component at build time inside the page's language and location. Astro renders
 * each component it meets as a tree of its own, so context cannot come from a parent: `.astro`
 * files write `<InPage page={page} of={Section} {...props} />` instead of `<Section {...props} />`.
 * Never hydrated (its `of` prop is a function).
 */
export function InPage<P extends object>({ page, of: Component, ...props }: InPageProps<P>) {
  return (
    <PageLocationProvider pathname={page.pathname} notFound={page.notFound}>
      <TranslationProvider locale={page.locale} messages={messages[page.locale]}>
        <Component {...(props as unknown as P)} />
      </TranslationProvider>
    </PageLocationProvider>
  );
}
