import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { FieldError, LeadFields, PrivacyNote, sendingButton, useLeadForm, type LeadFormOptions } from "./lead-form";

type DemoFormProps = LeadFormOptions & {
  className?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
};

/**
 * The demo request (decision 0028): name, work e-mail, company and what to show are required, the
 * times that suit are not. For visitors who would rather not load the booking calendar, which needs
 * consent: with the build's forms endpoint it reaches sales by e-mail (src/behaviours/forms.ts sends
 * it in place; without JavaScript it posts and the answer is a page). Without an endpoint it is one
 * of the static forms: nothing is sent, and the polite status says so.
 */
export function DemoForm({ className, labelledBy, endpoint }: DemoFormProps) {
  const { t } = useTranslation();
  const { sends, form } = useLeadForm("demo", t("forms.demo.notSent"), endpoint);
  const limit = (length: number) => (sends ? length : undefined);
  const withError = (field: ReactNode, name: string) => (
    <div className="space-y-2">
      {field}
      {sends ? <FieldError name={name} /> : null}
    </div>
  );
  return (
    // method="dialog" (no endpoint): without JavaScript the browser still validates, then sends nothing anywhere.
    <form aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : t("forms.demo.label")} className={cn("space-y-5", className)} {...form}>
      <div className="grid gap-5 sm:grid-cols-2">
        {withError(<TextField label={t("forms.demo.name")} name="demo-name" type="text" required maxLength={limit(100)} autoComplete="name" />, "demo-name")}
        {withError(
          <TextField label={t("forms.demo.email")} name="demo-email" type="email" required maxLength={limit(254)} autoComplete="email" spellCheck={false} />,
          "demo-email",
        )}
      </div>
      {withError(
        <TextField label={t("forms.demo.company")} name="demo-company" type="text" required maxLength={limit(150)} autoComplete="organization" />,
        "demo-company",
      )}
      {withError(
        <TextareaField label={t("forms.demo.message")} hint={t("forms.demo.messageHint")} name="demo-message" required maxLength={limit(4000)} rows={4} />,
        "demo-message",
      )}
      {withError(<TextField label={t("forms.demo.times")} hint={t("forms.demo.timesHint")} name="demo-times" type="text" maxLength={limit(300)} />, "demo-times")}
      {sends ? <LeadFields /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" className={cn("shrink-0", sends && sendingButton)}>
          {t("forms.demo.submit")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        <p role="status" className="text-ink min-h-5 text-sm" />
      </div>
      {sends ? <PrivacyNote kind="demo" /> : null}
    </form>
  );
}
