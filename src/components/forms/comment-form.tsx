import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useStatusMessage } from "./use-status-message";

type CommentFormProps = {
  className?: string;
  /** Id of the visible "Leave a comment" heading, if the page shows one; otherwise the form labels itself. */
  labelledBy?: string;
};

/**
 * SPEC §2/§5 blog comment form: comment-name, comment-email (type email) and comment-message, all
 * required. Submitting sends and publishes nothing; a polite status says so.
 */
export function CommentForm({ className, labelledBy }: CommentFormProps) {
  const { t } = useTranslation();
  const [status, announce] = useStatusMessage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    announce(t("forms.comment.notSent"));
  };
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form
      method="dialog"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t("forms.comment.label")}
      className={cn("space-y-5", className)}
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t("forms.comment.name")} name="comment-name" type="text" required autoComplete="name" />
        <TextField
          label={t("forms.comment.email")}
          name="comment-email"
          type="email"
          required
          autoComplete="email"
          spellCheck={false}
          hint={t("forms.comment.emailHint")}
        />
      </div>
      <TextareaField label={t("forms.comment.message")} name="comment-message" required rows={6} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" className="shrink-0">
          {t("forms.comment.submit")}
        </Button>
        <p role="status" className="text-ink min-h-5 text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
