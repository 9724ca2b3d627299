import { renderToStaticMarkup } from "react-dom/server";
import { loadPage } from "~/content";
import { auth as enAuth } from "~/content/en/auth";
import { auth as svAuth } from "~/content/sv/auth";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { AuthPanel } from "./auth-panel";
import { SocialSignIn } from "./social-sign-in";
import type { AuthCopy, AuthPageCopy } from "./types";

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

const authCopy: Record<Locale, AuthCopy> = { en: enAuth, sv: svAuth };

export type AuthPageKey = keyof AuthCopy;

/** An auth page's own copy and its side panel as HTML (build time; Astro views call this directly). */
export function authPageContent(locale: Locale, key: AuthPageKey): { auth: AuthPageCopy; panelHtml: string } {
  const auth = authCopy[locale][key];
  return { auth, panelHtml: renderAuthPanel(auth) };
}

/**
 * The loader of the three auth pages (build time): page copy, the page's auth copy, and its static
 * parts as HTML. Reset has no social sign-in buttons.
 */
export function loadAuthPage(request: Request, key: AuthPageKey) {
  const page = loadPage(request);
  const socialHtml = key === "reset-password" ? "" : renderSocialSignIn(page.locale);
  return { ...page, ...authPageContent(page.locale, key), socialHtml };
}
