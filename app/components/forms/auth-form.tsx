import type { FormHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { Field, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { PasswordInput } from "./password-input";

type AuthFormProps = Pick<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onInput" | "onFocus"> & {
  /** The form's accessible name. */
  label: string;
  submit: string;
  className?: string;
  children: ReactNode;
  /** Shown below the submit button. */
  footer?: ReactNode;
};

/** The shell of the three account forms (SPEC §2/§5): labelled, one full-width submit, safe without JS. */
export function AuthForm({ label, submit, className, children, footer, ...handlers }: AuthFormProps) {
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" aria-label={label} className={cn("space-y-5", className)} {...handlers}>
      {children}
      <Button type="submit" size="lg" className="w-full">
        {submit}
      </Button>
      {footer}
    </form>
  );
}

export function EmailField({ invalid }: { invalid?: boolean }) {
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
      invalid={invalid}
    />
  );
}

export function PasswordField({ label, autoComplete, invalid }: { label: string; autoComplete: "current-password" | "new-password"; invalid?: boolean }) {
  return <Field label={label} invalid={invalid}>{(control) => <PasswordInput {...control} name="password" autoComplete={autoComplete} />}</Field>;
}
