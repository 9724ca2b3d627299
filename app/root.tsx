import { useEffect } from "react";
import { TranslationProvider, getT } from "~/i18n/translate";
import { type ShouldRevalidateFunction, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { site } from "~/config/site";
import { startConsent, useAnalyticsPageViews } from "~/consent";
import { ConsentBanner } from "~/consent/consent-banner";
import { consentCookieName, consentRevision, markConsentAnswered } from "~/consent/cookie";
import { detectLanguage } from "~/i18n/detect";
import { defaultLocale, documentPath, localeFromPath, locales } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { fontFaceCss, preloadFonts } from "~/styles/fonts";
import stylesheet from "~/styles/app.css?url";
import { noScriptCss } from "~/styles/no-script";

/** Runs at build time only: each page carries its own language's UI messages as data (decision 0005). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const locale = localeFromPath(documentPath(request));
  // Runs before first paint on unprefixed URLs and sends Swedish visitors to /sv/... (SPEC §9). Built
  // here, at build time, so the function's source is page data rather than part of every bundle.
  // Also before first paint: hide the prerendered consent banner from visitors who already answered.
  const detectionScript =
    `(${detectLanguage.toString()})(window,${JSON.stringify(locales)},${JSON.stringify(defaultLocale)});` +
    `(${markConsentAnswered.toString()})(document,${JSON.stringify(consentCookieName)},${consentRevision})`;
  return { messages: messages[locale], detectionScript, fonts: { css: fontFaceCss, preload: preloadFonts } };
};

/** Root data is per language: reload it when a navigation crosses languages (the switcher). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];


export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  // Head extras that never change after the build travel as root data, not as bundled code.
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root ? <script dangerouslySetInnerHTML={{ __html: root.detectionScript }} /> : null}
        <meta name="theme-color" content="#0a1330" />
        {root?.fonts.preload.map((href) => <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />)}
        {root ? <style dangerouslySetInnerHTML={{ __html: root.fonts.css }} /> : null}
        {/* Without JavaScript, collapsed answers and inactive tab panels stay readable, and controls
            that only work with it are hidden (see `noScriptCss`). */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptCss}</style>` }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const locale = localeFromPath(useLocation().pathname);
  useEffect(() => {
    startConsent(locale);
  }, [locale]);
  useAnalyticsPageViews();
  return (
    <TranslationProvider locale={locale} messages={loaderData.messages}>
      {/* First in the page, so keyboard and screen-reader users meet the question first. */}
      <ConsentBanner />
      <Outlet />
    </TranslationProvider>
  );
}

/** SPEC §8: unhandled routing errors show a generic screen with the status text or message and the stack. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  // Without root data (the root loader itself failed) the screen falls back to SPEC's English.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const t = getT(rootData?.messages);
  const title = rootData ? t("error.title") : "Unexpected Application Error!";
  const back = rootData ? t("error.back") : "Go to homepage";
  let detail = "";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    stack = error.stack;
  }
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-6 py-24">
      <p className="text-primary-600 mb-4 text-sm font-semibold tracking-[0.14em] uppercase">{site.name}</p>
      <h1 className="font-display text-h1 font-bold">{title}</h1>
      {detail ? <p className="text-ink-muted mt-6 text-lg">{detail}</p> : null}
      {stack ? (
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className="bg-navy-50 text-navy-800 mt-8 max-h-96 overflow-auto rounded-xl p-5 text-sm" tabIndex={0}>
          {stack}
        </pre>
      ) : null}
      <a href={locale === defaultLocale ? "/" : `/${locale}`} className="text-primary-600 mt-10 font-semibold underline underline-offset-4">
        {back}
      </a>
    </main>
  );
}
