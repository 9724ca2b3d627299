import { useId, type ReactNode } from "react";
import { site } from "~/config/site";
import { useTranslation } from "~/i18n/translate";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Field, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { PasswordInput } from "./password-input";

/** SPEC §5's alerts: "blank" for an empty or whitespace-only required field, "unchecked" for a `data-must-check` box. */
type FormAlert = { kind: "blank" | "unchecked"; text: string };

type AuthFormProps = {
  /** The form's accessible name. */
  label: string;
  submit: string;
  className?: string;
  children: ReactNode;
  /** Shown below the submit button. */
  footer?: ReactNode;
  /** The form checks its fields and shows these in an alert; without, its submit is only held back. */
  alerts?: readonly [FormAlert, ...FormAlert[]];
};

/**
 * The shell of the three account forms (SPEC §2/§5): labelled, one full-width submit, safe without JS.
 * Its behaviour is the page's early script (src/behaviours/forms.ts), which finds it by
 * `data-account-form` and its alert by `data-alert`, so it works from the first paint with no island.
 */
export function AuthForm({ label, submit, className, children, footer, alerts }: AuthFormProps) {
  const { t } = useTranslation();
  const alertId = useId();
  return (
    <>
      {/* Before the form: while the page streams in, a form that can be submitted already has its alert. */}
      {alerts ? <AlertDialog id={alertId} title={site.productShortName} messages={alerts} okLabel={t("forms.alert.ok")} /> : null}
      {/* method="dialog": without JavaScript the browser still validates, then sends nothing anywhere. */}
      <form method="dialog" aria-label={label} data-account-form="" data-alert={alerts ? alertId : undefined} className={cn("space-y-5", className)}>
        {children}
        <Button type="submit" size="lg" className="w-full">
          {submit}
        </Button>
        {footer}
      </form>
    </>
  );
}

export function EmailField() {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("forms.fields.email")}
      name="email"
      type="email"
      required
      autoComplete="email"
      spellCheck={false}
      placeholder={t("forms.fields.emailPlaceholder")}
    />
  );
}

export function PasswordField({ label, autoComplete }: { label: string; autoComplete: "current-password" | "new-password" }) {
  return <Field label={label}>{(control) => <PasswordInput {...control} name="password" autoComplete={autoComplete} />}</Field>;
}
