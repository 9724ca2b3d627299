import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { staticForm } from "./static-form";

type CommentFormProps = {
  className?: string;
  /** Id of the visible "Leave a comment" heading, if the page shows one; otherwise the form labels itself. */
  labelledBy?: string;
};

/**
 * SPEC §2/§5 blog comment form: comment-name, comment-email (type email) and comment-message, all
 * required. Static markup, one of the static forms of src/behaviours/forms.ts: submitting sends and
 * publishes nothing, and the polite status says so.
 */
export function CommentForm({ className, labelledBy }: CommentFormProps) {
  const { t } = useTranslation();
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form
      method="dialog"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t("forms.comment.label")}
      className={cn("space-y-5", className)}
      {...staticForm(t("forms.comment.notSent"))}
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
        <p role="status" className="text-ink min-h-5 text-sm" />
      </div>
    </form>
  );
}
