import { useId, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { answerConsent, openConsentPreferences, useConsentAnswered } from "./index";

const choice =
  "bg-primary-600 hover:bg-primary-700 inline-flex min-h-11 items-center justify-center rounded-pill px-4 text-[0.9375rem] font-semibold text-white transition-colors";

/**
 * The first layer of consent (decision 0009): prerendered in every page, so it paints with the page
 * instead of arriving late as the largest element. Hidden before the first paint for visitors who
 * have answered (the head script marks <html data-consent-answered>), without JavaScript (nothing
 * optional can run then) and once answered. "Accept all" and "Reject all" look exactly alike;
 * "Manage preferences" loads the consent library's preferences dialog.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const answered = useConsentAnswered();
  const textId = useId();
  const root = useRef<HTMLDivElement>(null);
  if (answered) return null;

  const answer = (categories: Parameters<typeof answerConsent>[0]) => {
    // A keyboard user's focus would be lost with the banner: hand it to the page.
    const hadFocus = root.current?.contains(document.activeElement);
    answerConsent(categories);
    if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-label={t("consent.banner.label")}
      aria-describedby={textId}
      data-consent-banner=""
      className="ring-line fixed inset-x-3 bottom-3 z-[90] rounded-[1.25rem] bg-white p-5 text-navy-900 shadow-lift ring-1 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[27rem] sm:p-6"
    >
      <h2 className="font-display text-lg font-bold tracking-tight sm:text-xl">
        {t("consent.banner.title")}
      </h2>
      <p id={textId} className="text-ink-muted mt-1.5 text-sm leading-relaxed">
        {t("consent.banner.description")}{" "}
        <Link to={pageHref("privacy")} className="text-primary-600 font-semibold underline underline-offset-2">
          {t("consent.banner.privacyLink")}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className={choice} onClick={() => answer(["analytics", "media"])}>
          {t("consent.banner.acceptAll")}
        </button>
        <button type="button" className={choice} onClick={() => answer([])}>
          {t("consent.banner.rejectAll")}
        </button>
        <button
          type="button"
          className="ring-line hover:bg-navy-50 col-span-2 inline-flex min-h-11 items-center justify-center rounded-pill bg-white px-4 text-[0.9375rem] font-semibold ring-1 ring-inset transition-colors"
          onClick={openConsentPreferences}
        >
          {t("consent.banner.manage")}
        </button>
      </div>
    </div>
  );
}
