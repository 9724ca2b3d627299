import { Info } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

/**
 * SPEC §2/§5 reset: browser-required e-mail and new password; the submit only prevents the default.
 * `footer` is static markup under the button (the page passes `<ResetNote />`), so an island that
 * hydrates this form does not carry the note.
 */
export function ResetForm({ className, footer }: { className?: string; footer?: ReactNode }) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <AuthForm label={t("forms.reset.label")} submit={t("forms.reset.submit")} className={className} onSubmit={onSubmit} footer={footer}>
      <EmailField />
      <PasswordField label={t("forms.fields.newPassword")} autoComplete="new-password" />
    </AuthForm>
  );
}

/** SPEC §2: the reset form's note to ignore the e-mail if no reset was asked for. */
export function ResetNote() {
  const { t } = useTranslation();
  return (
    <p className="bg-primary-50 text-navy-800 flex gap-3 rounded-xl p-4 text-sm leading-relaxed">
      <Info aria-hidden="true" className="text-primary-600 mt-0.5 size-4 shrink-0" />
      <span>{t("forms.reset.note")}</span>
    </p>
  );
}
