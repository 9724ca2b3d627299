import { useId } from "react";
import { formsEndpoint } from "~/config/env";
import { useTranslation } from "~/i18n/translate";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { usePageLocation } from "~/lib/page-location";
import { cn } from "~/lib/cn";
import { staticForm } from "./static-form";

/** What a form sends (decision 0028): the last part of its endpoint, `<FORMS_ENDPOINT>/<kind>`. */
export type LeadKind = "newsletter" | "comment" | "demo";
type Tone = "light" | "dark";

/** What a lead form takes besides its fields: the build's endpoint unless a test gives another. */
export type LeadFormOptions = { endpoint?: string };

/**
 * The <form> attributes of a form that sends its fields to `<endpoint>/<kind>` (a plain POST without
 * JavaScript, answered with a page; src/behaviours/forms.ts sends it in place with JavaScript, reading
 * its texts from here), or, in a build without an endpoint, today's static form that sends nothing
 * and says so (`notSent`). `sends` tells the form which of the two it is.
 */
export function useLeadForm(kind: LeadKind, notSent: string, endpoint: string = formsEndpoint) {
  const { t } = useTranslation();
  if (!endpoint) return { sends: false, form: { method: "dialog", ...staticForm(notSent) } } as const;
  return {
    sends: true,
    form: { method: "post", action: `${endpoint.replace(/\/+$/, "")}/${kind}`, "data-lead-form": kind, "data-sending": t("forms.lead.sending"), "data-failed": t("forms.lead.failed") },
  } as const;
}

/**
 * The hidden fields every lead carries: its language, the page it was sent from, the time of the
 * visitor's first focus or keystroke (`started`, filled in by the script) and, for a comment, the
 * post. Then the honeypot (`website`): a labelled field people never see or reach, which only a bot
 * fills in; aria-hidden and out of the tab order, so assistive technology skips it too.
 */
export function LeadFields({ post }: { post?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = usePageLocation();
  const id = useId();
  return (
    <>
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="started" value="" />
      {post === undefined ? null : <input type="hidden" name="post" value={post} />}
      <div aria-hidden="true" className="sr-only" data-pagefind-ignore="">
        <label htmlFor={`${id}-website`}>{t("forms.lead.honeypot")}</label>
        {/* 1 px itself too (not just clipped by its box): no visible, unframed field for any check or person. */}
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" className="sr-only" />
      </div>
    </>
  );
}

/**
 * Where the script puts the reason the server gave for refusing the field `name` (empty and hidden
 * until then); it links it to the field with aria-describedby. Only lead forms have one.
 */
export function FieldError({ name, tone = "light", className }: { name: string; tone?: Tone; className?: string }) {
  const id = useId();
  return (
    <p
      id={`${id}-error`}
      hidden
      data-field-error={name}
      className={cn("text-sm font-medium", tone === "dark" ? "text-accent-100" : "text-accent-ink", className)}
    />
  );
}

/** One line under a lead form: what happens to what is sent, and a link to the privacy policy. */
export function PrivacyNote({ kind, tone = "light", className }: { kind: LeadKind; tone?: Tone; className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <p className={cn("text-xs leading-relaxed", tone === "dark" ? "text-navy-200" : "text-ink-muted", className)} data-pagefind-ignore="">
      {t(`forms.lead.notes.${kind}`)}{" "}
      <a
        href={pageHref("privacy")}
        className={cn("font-semibold underline underline-offset-2", tone === "dark" ? "text-white hover:text-cyan-200" : "text-brand hover:text-brand-vivid")}
      >
        {t("forms.lead.privacy")}
      </a>
    </p>
  );
}

/** The submit button of a lead form while it is being sent (aria-disabled, so focus stays on it). */
export const sendingButton = "aria-disabled:cursor-progress aria-disabled:opacity-60";
