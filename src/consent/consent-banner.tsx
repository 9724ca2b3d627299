import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";

// Forced colours drop fills, rings and shadows: borders keep the box's edge and the buttons' shapes.
const choice =
  "forced-colors:border bg-primary-600 hover:bg-primary-700 inline-flex min-h-11 items-center justify-center rounded-pill px-4 text-[0.9375rem] font-semibold text-white transition-colors";

/**
 * The first layer of consent (decision 0009) as static markup, answered by src/consent/consent.ts. Hidden before the first paint for visitors who have
 * answered (the head script marks <html data-consent-answered>) and without JavaScript; removed once
 * answered. "Manage preferences" is a `data-cookie-settings` button like the footer's "Cookie settings".
 * It imports no consent code: a static import path to the consent library would make Astro link the
 * library's stylesheet into every page's head.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const pageHref = usePageHref();

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={t("consent.banner.label")}
      aria-describedby="consent-banner-text"
      data-consent-banner=""
      className="ring-line forced-colors:border fixed inset-x-3 bottom-3 z-[90] rounded-[1.25rem] bg-surface-raised p-5 text-ink shadow-lift ring-1 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[27rem] sm:p-6"
    >
      <h2 className="font-display text-lg font-bold tracking-tight sm:text-xl">{t("consent.banner.title")}</h2>
      <p id="consent-banner-text" className="text-ink-muted mt-1.5 text-sm leading-relaxed">
        {t("consent.banner.description")}{" "}
        <a href={pageHref("privacy")} className="text-brand-vivid font-semibold underline underline-offset-2">
          {t("consent.banner.privacyLink")}
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className={choice} data-consent-answer="accept">
          {t("consent.banner.acceptAll")}
        </button>
        <button type="button" className={choice} data-consent-answer="reject">
          {t("consent.banner.rejectAll")}
        </button>
        <button
          type="button"
          data-cookie-settings=""
          className="ring-line forced-colors:border hover:bg-surface-strong col-span-2 inline-flex min-h-11 items-center justify-center rounded-pill bg-surface-raised px-4 text-[0.9375rem] font-semibold ring-1 ring-inset transition-colors"
        >
          {t("consent.banner.manage")}
        </button>
      </div>
    </div>
  );
}
