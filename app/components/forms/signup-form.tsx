import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Link } from "~/lib/router";
import { CheckboxField, TextField } from "~/components/ui/field";
import { usePageHref } from "~/i18n/use-locale";
import { AuthForm, EmailField, PasswordField } from "./auth-form";
import { preloadAlertDialog, showFormAlert } from "./show-alert";
import { useInvalidFields } from "./use-invalid-fields";
import { blankFields, signupFields, textValue, validateSignup } from "./validation";

const inlineLink = "text-primary-600 hover:text-primary-700 font-semibold underline underline-offset-2";

/**
 * SPEC §2/§5 sign up: name, e-mail, password and the terms box. Empty fields show "Please fill all
 * fields", an unchecked terms box shows the terms alert; otherwise nothing further happens.
 * The terms box is deliberately not browser-required, or its alert could never be reached.
 */
export function SignupForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const { isInvalid, mark, onInput } = useInvalidFields();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: textValue(data, "name"),
      email: textValue(data, "email"),
      password: textValue(data, "password"),
      check: data.get("terms") !== null,
    };
    const problem = validateSignup(values);
    const blanks = blankFields(values, signupFields);
    mark(problem === "acceptTerms" ? ["terms"] : blanks);
    if (problem) void showFormAlert(t(`forms.alert.${problem}`), t("forms.alert.ok"));
  };

  return (
    <AuthForm label={t("forms.signup.label")} submit={t("forms.signup.submit")} className={className} onSubmit={onSubmit} onInput={onInput} onFocus={preloadAlertDialog}>
      <TextField
        label={t("forms.fields.name")}
        name="name"
        type="text"
        required
        autoComplete="name"
        placeholder={t("forms.fields.namePlaceholder")}
        invalid={isInvalid("name")}
      />
      <EmailField invalid={isInvalid("email")} />
      <PasswordField label={t("forms.fields.password")} autoComplete="new-password" invalid={isInvalid("password")} />
      <CheckboxField
        name="terms"
        invalid={isInvalid("terms")}
        label={
          <>
            {t("forms.signup.termsStart")}{" "}
            <Link to={pageHref("terms")} className={inlineLink}>
              {t("forms.signup.terms")}
            </Link>{" "}
            {t("forms.signup.termsAnd")}{" "}
            <Link to={pageHref("privacy")} className={inlineLink}>
              {t("forms.signup.privacy")}
            </Link>
          </>
        }
      />
    </AuthForm>
  );
}
