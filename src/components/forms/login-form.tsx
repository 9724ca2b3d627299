import { useTranslation } from "~/i18n/translate";
import { CheckboxField } from "~/components/ui/field";
import { usePageHref } from "~/i18n/use-locale";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

/**
 * SPEC §2/§5 sign in: e-mail, password, remember me, "Forgot password". An empty (or whitespace-only)
 * field shows the "Please fill all fields" alert; otherwise nothing further happens and nothing is sent
 * (src/behaviours/forms.ts).
 */
export function LoginForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <AuthForm label={t("forms.login.label")} submit={t("forms.login.submit")} className={className} alerts={[{ kind: "blank", text: t("forms.alert.fillAllFields") }]}>
      <EmailField />
      <PasswordField label={t("forms.fields.password")} autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField name="remember" label={t("forms.login.remember")} />
        <a
          href={pageHref("reset-password")}
          className="text-brand-vivid hover:text-brand inline-block py-1 text-sm font-semibold underline-offset-4 hover:underline"
        >
          {t("forms.login.forgot")}
        </a>
      </div>
    </AuthForm>
  );
}
