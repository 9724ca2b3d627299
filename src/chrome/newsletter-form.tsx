import { staticForm } from "~/components/forms/static-form";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { useTranslation } from "~/i18n/translate";

/**
 * The footer newsletter (SPEC §5) as static markup, one of the static forms of src/behaviours/forms.ts.
 * Required e-mail; the submit is intercepted, nothing is sent, and the visitor is told so in the
 * polite live region.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" className="space-y-3" {...staticForm(t("footer.newsletter.notSent"))}>
      <Field label={t("footer.newsletter.label")} tone="dark">
        {(control) => (
          <div className="flex flex-col gap-2 min-[400px]:flex-row">
            <Input
              {...control}
              tone="dark"
              name="newsletter-email"
              type="email"
              required
              autoComplete="email"
              spellCheck={false}
              placeholder={t("footer.newsletter.placeholder")}
              className="h-11 rounded-pill min-[400px]:flex-1"
            />
            <Button type="submit" variant="light" className="shrink-0">
              {t("footer.newsletter.submit")}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm text-cyan-200" />
    </form>
  );
}
