import { CalendarClock, CircleAlert } from "lucide-react";
import { useId } from "react";
import { Button, ExternalButtonLink, ExternalLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/translate";
import { calendlyProvider as provider } from "./calendly";

// SPEC §9: minimum width 320 px, height 700 px. The box keeps that size in every state, so the
// prerendered placeholder reserves the widget's space and nothing below it moves.
const box = "relative h-[700px] min-w-[320px] overflow-hidden rounded-card bg-surface-raised shadow-card ring-1 ring-line";
const linkClass = "text-brand font-semibold underline underline-offset-4 hover:text-brand-vivid inline-flex items-center gap-1";

/**
 * SPEC §2 "Contact" and §7: the inline 30-minute scheduling widget, static markup. It comes from a
 * third party that sets cookies, so it loads only with consent to the "media" category; until then
 * the box explains why and offers that consent (kept from the first paint by the `consent`
 * behaviour) or the booking page in a new tab. The widget itself waits in a <template> for
 * ./scheduling-embed.ts, which puts it in with consent and loads its script.
 */
export function SchedulingWidget({ url }: { url: string }) {
  return (
    <div data-scheduling="">
      <Placeholder url={url} />
      <template data-scheduling-embed="">
        <CalendlyEmbed url={url} />
      </template>
    </div>
  );
}

function Placeholder({ url }: { url: string }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <div role="group" aria-label={t("scheduling.title")} className={box} data-consent-prompt="">
      <CalendarSketch />
      <div className="relative flex h-full flex-col items-center justify-center px-6 pt-40 pb-10 text-center sm:px-10">
        <span className="bg-primary-600 shadow-lift grid size-14 place-items-center rounded-2xl text-white">
          <CalendarClock aria-hidden="true" className="size-6" />
        </span>
        <p className="font-display mt-6 text-xl font-semibold">{t("scheduling.title")}</p>
        <p id={textId} className="text-ink-muted mt-3 max-w-sm leading-relaxed">
          {t("consent.media.blocked", { provider })}
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Button data-js-only="" aria-describedby={textId} data-consent-allow="media">
            {t("consent.media.allow")}
          </Button>
          <ExternalButtonLink href={url} variant="secondary" icon>
            {t("scheduling.openPage")}
          </ExternalButtonLink>
        </div>
        <p data-js-only="" className="text-ink-muted mt-6 max-w-xs text-sm">
          {t("scheduling.withdraw")}
        </p>
      </div>
    </div>
  );
}

/** The widget as its script expects it, with a loading and a failed state (`hidden` until the script says). */
function CalendlyEmbed({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div role="group" aria-label={t("scheduling.title")} tabIndex={-1} className={box} data-scheduling-frame="">
        <div className="calendly-inline-widget" data-url={url} />
        <div aria-live="polite">
          <div className="absolute inset-0 grid place-items-center bg-surface-raised" data-scheduling-loading="">
            <p className="text-ink-muted flex items-center gap-3">
              <span aria-hidden="true" className="border-brand-tint border-t-brand-vivid size-5 rounded-full border-2 motion-safe:animate-spin" />
              {t("scheduling.loading")}
            </p>
          </div>
          <div hidden className="absolute inset-0 flex flex-col items-center justify-center bg-surface-raised px-6 text-center sm:px-10" data-scheduling-failed="">
            <CircleAlert aria-hidden="true" className="text-accent-ink size-8" />
            <p className="mt-4 max-w-sm leading-relaxed">{t("scheduling.failed")}</p>
            <ExternalButtonLink href={url} className="mt-6" icon>
              {t("scheduling.openPage")}
            </ExternalButtonLink>
          </div>
        </div>
      </div>
      <p className="text-ink-muted mt-4 text-sm" data-scheduling-note="">
        {t("scheduling.notShowing")}{" "}
        <ExternalLink href={url} className={linkClass} icon>
          {t("scheduling.openPage")}
        </ExternalLink>
      </p>
    </div>
  );
}

/** A faint month grid behind the placeholder, so the reserved space reads as a calendar. Decorative. */
function CalendarSketch() {
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-64 [mask-image:linear-gradient(to_bottom,black_35%,transparent)]">
      <div className="mx-auto mt-8 grid max-w-sm grid-cols-7 gap-2 px-8 opacity-70">
        {Array.from({ length: 28 }, (_, day) => (
          <span
            key={day}
            className={
              day % 7 > 4 ? "bg-surface-muted aspect-square rounded-lg" : [9, 11, 16, 17, 22].includes(day) ? "bg-brand-tint ring-primary-500/40 aspect-square rounded-lg ring-1" : "bg-tint aspect-square rounded-lg"
            }
          />
        ))}
      </div>
    </div>
  );
}
