import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Footer newsletter (SPEC §5): required e-mail, the submit is intercepted and nothing is sent.
 * The visitor is told so honestly in a polite live region.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(t("footer.newsletter.notSent"));
  };

  return (
    <form className={cn("space-y-3", className)} onSubmit={onSubmit} aria-describedby={`${id}-status`}>
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-white">
        {t("footer.newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 min-[400px]:flex-row">
        <input
          id={`${id}-email`}
          name="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("footer.newsletter.placeholder")}
          className="h-11 min-w-0 flex-1 rounded-pill border border-white/25 bg-white/10 px-4 text-white placeholder:text-navy-300 focus:border-cyan-300"
        />
        <Button type="submit" variant="light">
          {t("footer.newsletter.submit")}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-cyan-200">
        {status}
      </p>
    </form>
  );
}
