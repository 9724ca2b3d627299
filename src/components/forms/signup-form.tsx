import { useTranslation } from "~/i18n/translate";
import { CheckboxField, TextField } from "~/components/ui/field";
import { usePageHref } from "~/i18n/use-locale";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

const inlineLink = "text-brand-vivid hover:text-brand font-semibold underline underline-offset-2";

/**
 * SPEC §2/§5 sign up: name, e-mail, password and the terms box. Empty fields show "Please fill all
 * fields", an unchecked terms box shows the terms alert; otherwise nothing further happens
 * (src/behaviours/forms.ts). The terms box is deliberately not browser-required, or its alert could
 * never be reached: `data-must-check` has the script check it.
 */
export function SignupForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <AuthForm
      label={t("forms.signup.label")}
      submit={t("forms.signup.submit")}
      className={className}
      alerts={[
        { kind: "blank", text: t("forms.alert.fillAllFields") },
        { kind: "unchecked", text: t("forms.alert.acceptTerms") },
      ]}
    >
      <TextField label={t("forms.fields.name")} name="name" type="text" required autoComplete="name" placeholder={t("forms.fields.namePlaceholder")} />
      <EmailField />
      <PasswordField label={t("forms.fields.password")} autoComplete="new-password" />
      <CheckboxField
        name="terms"
        data-must-check=""
        label={
          <>
            {t("forms.signup.termsStart")}{" "}
            <a href={pageHref("terms")} className={inlineLink}>
              {t("forms.signup.terms")}
            </a>{" "}
            {t("forms.signup.termsAnd")}{" "}
            <a href={pageHref("privacy")} className={inlineLink}>
              {t("forms.signup.privacy")}
            </a>
          </>
        }
      />
    </AuthForm>
  );
}
