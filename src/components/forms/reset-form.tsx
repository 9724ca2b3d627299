import { Info } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

/**
 * SPEC §2/§5 reset: browser-required e-mail and new password; the submit only prevents the default
 * (src/behaviours/forms.ts). Under the button, SPEC's note to ignore the e-mail if no reset was asked for.
 */
export function ResetForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <AuthForm label={t("forms.reset.label")} submit={t("forms.reset.submit")} className={className} footer={<ResetNote />}>
      <EmailField />
      <PasswordField label={t("forms.fields.newPassword")} autoComplete="new-password" />
    </AuthForm>
  );
}

function ResetNote() {
  const { t } = useTranslation();
  return (
    <p className="bg-brand-soft text-ink flex gap-3 rounded-xl p-4 text-sm leading-relaxed">
      <Info aria-hidden="true" className="text-brand-vivid mt-0.5 size-4 shrink-0" />
      <span>{t("forms.reset.note")}</span>
    </p>
  );
}
