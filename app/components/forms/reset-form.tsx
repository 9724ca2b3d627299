import { Info } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Button } from "~/components/ui/button";
import { Field, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { PasswordInput } from "./password-input";

/** SPEC §2/§5 reset: browser-required e-mail and new password; the submit only prevents the default. */
export function ResetForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" aria-label={t("forms.reset.label")} className={cn("space-y-5", className)} onSubmit={onSubmit}>
      <TextField
        label={t("forms.fields.email")}
        name="email"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        placeholder={t("forms.fields.emailPlaceholder")}
      />
      <Field label={t("forms.fields.newPassword")}>{(control) => <PasswordInput {...control} name="password" autoComplete="new-password" />}</Field>
      <Button type="submit" size="lg" className="w-full">
        {t("forms.reset.submit")}
      </Button>
      <p className="bg-primary-50 text-navy-800 flex gap-3 rounded-xl p-4 text-sm leading-relaxed">
        <Info aria-hidden="true" className="text-primary-600 mt-0.5 size-4 shrink-0" />
        <span>{t("forms.reset.note")}</span>
      </p>
    </form>
  );
}
