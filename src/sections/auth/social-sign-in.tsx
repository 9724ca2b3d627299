import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";

/** A neutral "G" drawn for this site (no third-party artwork). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
      <path d="M17.66 6.34A8 8 0 1 0 20 12h-8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Four squares, drawn for this site in one neutral colour. */
function MicrosoftMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0" fill="currentColor">
      <rect x="3" y="3" width="8.5" height="8.5" rx="1" />
      <rect x="12.5" y="3" width="8.5" height="8.5" rx="1" opacity="0.75" />
      <rect x="3" y="12.5" width="8.5" height="8.5" rx="1" opacity="0.75" />
      <rect x="12.5" y="12.5" width="8.5" height="8.5" rx="1" opacity="0.55" />
    </svg>
  );
}

/** SPEC §2: two social sign-in buttons that do nothing yet, but are real, labelled buttons. */
export function SocialSignIn() {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <p className="text-ink-muted before:bg-line after:bg-line flex items-center gap-4 text-sm before:h-px before:flex-1 after:h-px after:flex-1">
        {t("forms.social.divider")}
      </p>
      <div className="mt-6 grid gap-3">
        <Button variant="secondary" size="lg" className="w-full">
          <GoogleMark />
          {t("forms.social.google")}
        </Button>
        <Button variant="secondary" size="lg" className="w-full">
          <MicrosoftMark />
          {t("forms.social.microsoft")}
        </Button>
      </div>
    </div>
  );
}
