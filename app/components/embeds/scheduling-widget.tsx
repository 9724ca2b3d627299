import { CalendarClock, CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, ExternalButtonLink, ExternalLink } from "~/components/ui/button";
import { grantConsent, useConsent } from "~/consent";
import { loadExternalScript } from "~/consent/external-script";
import { useTranslation } from "~/i18n/translate";
import { calendlyProvider as provider, calendlyScriptUrl } from "./calendly";

type CalendlyWindow = Window & { Calendly?: { initInlineWidget?: (options: { url: string; parentElement: Element }) => void } };

// SPEC §9: minimum width 320 px, height 700 px. The box keeps that size in every state, so the
// prerendered placeholder reserves the widget's space and nothing below it moves.
const box = "relative h-[700px] min-w-[320px] overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line";
const linkClass = "text-primary-700 font-semibold underline underline-offset-4 hover:text-primary-600 inline-flex items-center gap-1";

/**
 * SPEC §2 "Contact" and §7: the inline 30-minute scheduling widget. It comes from a third party that
 * sets cookies, so it loads only with consent to the "media" category; until then the box explains
 * why and offers that consent or the booking page in a new tab. The script is added when the widget
 * mounts and removed, with the widget, when the visitor leaves the page.
 */
export function SchedulingWidget({ url }: { url: string }) {
  const allowed = useConsent("media");
  // After a click on the consent button, which then disappears, focus moves to the calendar.
  const [requested, setRequested] = useState(false);
  return allowed ? (
    <CalendlyEmbed url={url} focusOnMount={requested} />
  ) : (
    <Placeholder
      url={url}
      onAllow={() => {
        setRequested(true);
        grantConsent("media");
      }}
    />
  );
}

function Placeholder({ url, onAllow }: { url: string; onAllow: () => void }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <div role="group" aria-label={t("scheduling.title")} className={box}>
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
          <Button data-js-only="" aria-describedby={textId} onClick={onAllow}>
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

function CalendlyEmbed({ url, focusOnMount }: { url: string; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const widget = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) frame.current?.focus();
  }, [focusOnMount]);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(
    () =>
      loadExternalScript(calendlyScriptUrl, {
        category: "media",
        onLoad: () => {
          // The script fills every widget it finds as it runs; should it have missed this one, ask it.
          const element = widget.current;
          const calendly = (window as CalendlyWindow).Calendly;
          if (element && !element.querySelector("iframe")) calendly?.initInlineWidget?.({ url, parentElement: element });
          setStatus("ready");
        },
        onError: () => setStatus("failed"),
      }),
    [url],
  );

  return (
    <div>
      <div ref={frame} role="group" aria-label={t("scheduling.title")} tabIndex={-1} className={box}>
        <div ref={widget} className="calendly-inline-widget" data-url={url} style={{ minWidth: 320, height: 700 }} />
        <div aria-live="polite">
          {status === "loading" ? (
            <div className="absolute inset-0 grid place-items-center bg-white">
              <p className="text-ink-muted flex items-center gap-3">
                <span aria-hidden="true" className="border-primary-100 border-t-primary-600 size-5 rounded-full border-2 motion-safe:animate-spin" />
                {t("scheduling.loading")}
              </p>
            </div>
          ) : null}
          {status === "failed" ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center bg-white px-6 text-center sm:px-10">
              <CircleAlert aria-hidden="true" className="text-accent-600 size-8" />
              <p className="mt-4 max-w-sm leading-relaxed">{t("scheduling.failed")}</p>
              <ExternalButtonLink href={url} className="mt-6" icon>
                {t("scheduling.openPage")}
              </ExternalButtonLink>
            </div>
          ) : null}
        </div>
      </div>
      {status === "failed" ? null : (
        <p className="text-ink-muted mt-4 text-sm">
          {t("scheduling.notShowing")}{" "}
          <ExternalLink href={url} className={linkClass} icon>
            {t("scheduling.openPage")}
          </ExternalLink>
        </p>
      )}
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
              day % 7 > 4 ? "bg-navy-50 aspect-square rounded-lg" : [9, 11, 16, 17, 22].includes(day) ? "bg-primary-100 ring-primary-500/40 aspect-square rounded-lg ring-1" : "bg-navy-100 aspect-square rounded-lg"
            }
          />
        ))}
      </div>
    </div>
  );
}
