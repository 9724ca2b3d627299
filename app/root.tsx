import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { startConsent, useAnalyticsPageViews } from "~/consent";
import { detectLanguage } from "~/i18n/detect";
import { getI18n } from "~/i18n/i18n";
import { defaultLocale, localeFromPath, locales } from "~/i18n/locales";
import { fontFaceCss, preloadFonts } from "~/styles/fonts";
import stylesheet from "~/styles/app.css?url";

export const links: Route.LinksFunction = () => [
  ...preloadFonts.map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const })),
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Runs before first paint on unprefixed URLs and sends Swedish visitors to /sv/... (SPEC §9).
const detectionScript = `(${detectLanguage.toString()})(window,${JSON.stringify(locales)},${JSON.stringify(defaultLocale)})`;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: detectionScript }} />
        <meta name="theme-color" content="#0a1330" />
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
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

export default function App() {
  const locale = localeFromPath(useLocation().pathname);
  useEffect(() => {
    startConsent(locale);
  }, [locale]);
  useAnalyticsPageViews();
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <Outlet />
    </I18nextProvider>
  );
}

/** SPEC §8: unhandled routing errors show a generic screen with the status text or message and the stack. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  const t = getI18n(locale).t;
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
      <p className="text-primary-600 mb-4 text-sm font-semibold tracking-[0.14em] uppercase">Orkestra</p>
      <h1 className="font-display text-h1 font-bold">{t("error.title")}</h1>
      {detail ? <p className="text-ink-muted mt-6 text-lg">{detail}</p> : null}
      {stack ? (
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className="bg-navy-50 text-navy-800 mt-8 max-h-96 overflow-auto rounded-xl p-5 text-sm" tabIndex={0}>
          {stack}
        </pre>
      ) : null}
      <a href={locale === defaultLocale ? "/" : `/${locale}`} className="text-primary-600 mt-10 font-semibold underline underline-offset-4">
        {t("error.back")}
      </a>
    </main>
  );
}
