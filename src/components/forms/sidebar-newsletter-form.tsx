import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { FieldError, LeadFields, PrivacyNote, sendingButton, useLeadForm, type LeadFormOptions } from "./lead-form";

/**
 * SPEC §2/§5 blog sidebar newsletter: required e-mail. With the build's forms endpoint it signs the
 * visitor up as the footer's does (decision 0028, src/behaviours/forms.ts); without one it is one of
 * the static forms of src/behaviours/forms.ts: the submit is intercepted, nothing is sent, and the
 * polite status says so.
 */
export function SidebarNewsletterForm({ className, endpoint }: { className?: string } & LeadFormOptions) {
  const { t } = useTranslation();
  const { sends, form } = useLeadForm("newsletter", t("forms.newsletter.notSent"), endpoint);
  return (
    // method="dialog" (no endpoint): without JavaScript the browser still validates, then sends nothing anywhere.
    <form className={cn("space-y-3", className)} {...form}>
      <TextField
        label={t("forms.newsletter.label")}
        name="sidebar-newsletter"
        type="email"
        required
        maxLength={sends ? 254 : undefined}
        autoComplete="email"
        spellCheck={false}
        placeholder={t("forms.newsletter.placeholder")}
      />
      {sends ? (
        <>
          <LeadFields />
          <FieldError name="sidebar-newsletter" />
        </>
      ) : null}
      <Button type="submit" className={cn("w-full", sends && sendingButton)}>
        {t("forms.newsletter.submit")}
      </Button>
      <p role="status" className="text-ink text-sm" />
      {sends ? <PrivacyNote kind="newsletter" /> : null}
    </form>
  );
}
