import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useStatusMessage } from "./use-status-message";

/**
 * Footer newsletter (SPEC §5): required e-mail, the submit is intercepted and nothing is sent.
 * The visitor is told so honestly in a polite live region.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [status, announce] = useStatusMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    announce(t("footer.newsletter.notSent"));
  };

  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" className={cn("space-y-3", className)} onSubmit={onSubmit}>
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
      <p role="status" className="min-h-5 text-sm text-cyan-200">
        {status}
      </p>
    </form>
  );
}
