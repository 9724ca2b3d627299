import { FieldError, LeadFields, PrivacyNote, sendingButton, useLeadForm, type LeadFormOptions } from "~/components/forms/lead-form";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";

/**
 * The footer newsletter (SPEC §5) as static markup: a required e-mail field. With the build's forms
 * endpoint it signs the visitor up (decision 0028: a confirmation mail first) through
 * src/behaviours/forms.ts, which the site script starts on every page; without JavaScript it posts
 * and the answer is a page. Without an endpoint it is one of the static forms: nothing is sent, and
 * the polite live region says so.
 */
export function NewsletterForm({ endpoint }: LeadFormOptions) {
  const { t } = useTranslation();
  const { sends, form } = useLeadForm("newsletter", t("footer.newsletter.notSent"), endpoint);
  return (
    // method="dialog" (no endpoint): without JavaScript the browser still validates, then sends nothing anywhere.
    <form className="space-y-3" {...form}>
      <Field label={t("footer.newsletter.label")} tone="dark">
        {(control) => (
          <div className="flex flex-col gap-2 min-[400px]:flex-row">
            <Input
              {...control}
              tone="dark"
              name="newsletter-email"
              type="email"
              required
              maxLength={sends ? 254 : undefined}
              autoComplete="email"
              spellCheck={false}
              placeholder={t("footer.newsletter.placeholder")}
              className="h-11 rounded-pill min-[400px]:flex-1"
            />
            <Button type="submit" variant="light" className={cn("shrink-0", sends && sendingButton)}>
              {t("footer.newsletter.submit")}
            </Button>
          </div>
        )}
      </Field>
      {sends ? (
        <>
          <LeadFields />
          <FieldError name="newsletter-email" tone="dark" />
        </>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-cyan-200" />
      {sends ? <PrivacyNote kind="newsletter" tone="dark" /> : null}
    </form>
  );
}
