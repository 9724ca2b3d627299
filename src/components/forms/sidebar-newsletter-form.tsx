import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { staticForm } from "./static-form";

/**
 * SPEC §2/§5 blog sidebar newsletter: required e-mail. Static markup, one of the static forms of
 * src/behaviours/forms.ts: the submit is intercepted, nothing is sent, and the polite status says so.
 */
export function SidebarNewsletterForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" className={cn("space-y-3", className)} {...staticForm(t("forms.newsletter.notSent"))}>
      <TextField
        label={t("forms.newsletter.label")}
        name="sidebar-newsletter"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        placeholder={t("forms.newsletter.placeholder")}
      />
      <Button type="submit" className="w-full">
        {t("forms.newsletter.submit")}
      </Button>
      <p role="status" className="text-ink text-sm" />
    </form>
  );
}
