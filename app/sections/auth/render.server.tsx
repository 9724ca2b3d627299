import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { AuthPanel } from "./auth-panel";
import { SocialSignIn } from "./social-sign-in";
import type { AuthPageCopy } from "./types";

/**
 * The auth side panel has no behaviour, so loaders render it to HTML at build time (`.server` keeps
 * this module, the panel and its visuals out of the client bundles), as the home visuals do.
 */
export function renderAuthPanel(copy: AuthPageCopy): string {
  return renderToStaticMarkup(<AuthPanel copy={copy} />);
}

/** The social sign-in buttons do nothing (SPEC §2), so they too are plain build-time HTML. */
export function renderSocialSignIn(locale: Locale): string {
  return renderToStaticMarkup(
    <TranslationProvider locale={locale} messages={messages[locale]}>
      <SocialSignIn />
    </TranslationProvider>,
  );
}
