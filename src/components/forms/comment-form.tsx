import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { FieldError, LeadFields, PrivacyNote, sendingButton, useLeadForm, type LeadFormOptions } from "./lead-form";

type CommentFormProps = LeadFormOptions & {
  className?: string;
  /** Id of the visible "Leave a comment" heading, if the page shows one; otherwise the form labels itself. */
  labelledBy?: string;
  /** The slug of the post commented on, sent with the comment (decision 0028). */
  post?: string;
};

/**
 * SPEC §2/§5 blog comment form: comment-name, comment-email (type email) and comment-message, all
 * required. With the build's forms endpoint it sends the comment for moderation (decision 0028,
 * src/behaviours/forms.ts), with the post's slug; without one it is one of the static forms of
 * src/behaviours/forms.ts: submitting sends and publishes nothing, and the polite status says so.
 */
export function CommentForm({ className, labelledBy, post, endpoint }: CommentFormProps) {
  const { t } = useTranslation();
  const { sends, form } = useLeadForm("comment", t("forms.comment.notSent"), endpoint);
  const limit = (length: number) => (sends ? length : undefined);
  // A field of a form that sends gets a place for the server's word on it; a static form stays as it was.
  const withError = (field: ReactNode, name: string) =>
    sends ? (
      <div className="space-y-2">
        {field}
        <FieldError name={name} />
      </div>
    ) : (
      field
    );
  return (
    // method="dialog" (no endpoint): without JavaScript the browser still validates, then sends nothing anywhere.
    <form aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : t("forms.comment.label")} className={cn("space-y-5", className)} {...form}>
      <div className="grid gap-5 sm:grid-cols-2">
        {withError(<TextField label={t("forms.comment.name")} name="comment-name" type="text" required maxLength={limit(100)} autoComplete="name" />, "comment-name")}
        {withError(
          <TextField
            label={t("forms.comment.email")}
            name="comment-email"
            type="email"
            required
            maxLength={limit(254)}
            autoComplete="email"
            spellCheck={false}
            hint={t("forms.comment.emailHint")}
          />,
          "comment-email",
        )}
      </div>
      {withError(<TextareaField label={t("forms.comment.message")} name="comment-message" required maxLength={limit(2000)} rows={6} />, "comment-message")}
      {sends ? <LeadFields post={post ?? ""} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" className={cn("shrink-0", sends && sendingButton)}>
          {t("forms.comment.submit")}
        </Button>
        <p role="status" className="text-ink min-h-5 text-sm" />
      </div>
      {sends ? <PrivacyNote kind="comment" /> : null}
    </form>
  );
}
