import type { ComponentType, ReactNode } from "react";
import type { Locale } from "~/i18n/locales";
import type { PageMessages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";

/**
 * What an island needs from its page, as serialisable props: React context does not cross from the
 * page into an island, so each island gets its language, path and only the message groups it uses
 * (a few hundred bytes of the page's HTML instead of every message).
 */
export type IslandScope = { locale: Locale; pathname: string; messages: Partial<PageMessages> };

/** Gives an island's components the translation and location context they would have on the page. */
export function InScope({ scope, children }: { scope: IslandScope; children: ReactNode }) {
  return (
    <PageLocationProvider pathname={scope.pathname}>
      {/* Only the listed groups are present; a key outside them shows as the key (getT), which the islands' tests would catch. */}
      <TranslationProvider locale={scope.locale} messages={scope.messages as PageMessages}>
        {children}
      </TranslationProvider>
    </PageLocationProvider>
  );
}

/**
 * The island of an app component: it takes `scope` besides the component's own props (plain data,
 * slots) and renders the component in `InScope`. Each island stays a module of its own
 * (`export default island(Component)`), since Astro bundles and hydrates an island per module.
 */
export function island<P extends object>(Component: ComponentType<P>) {
  return function Island({ scope, ...props }: { scope: IslandScope } & P) {
    return (
      <InScope scope={scope}>
        <Component {...(props as unknown as P)} />
      </InScope>
    );
  };
}
