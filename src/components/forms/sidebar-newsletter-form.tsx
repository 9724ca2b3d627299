import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useStatusMessage } from "./use-status-message";

/** SPEC §2/§5 blog sidebar newsletter: required e-mail; the submit is intercepted and nothing is sent. */
export function SidebarNewsletterForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [status, announce] = useStatusMessage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    announce(t("forms.newsletter.notSent"));
  };
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" className={cn("space-y-3", className)} onSubmit={onSubmit}>
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
      <p role="status" className="text-ink text-sm">
        {status}
      </p>
    </form>
  );
}
