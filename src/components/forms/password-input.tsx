import { Eye, EyeOff } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Input, type ControlProps } from "~/components/ui/field";

type PasswordInputProps = ControlProps & {
  name: string;
  autoComplete: "current-password" | "new-password";
};

/**
 * A password input with a show/hide toggle. The page's early script (src/behaviours/forms.ts) flips
 * the input's type and the button's aria-pressed from the first paint, and the icon follows
 * aria-pressed in CSS. Without JavaScript the toggle is hidden (`data-js-only`): a plain password input.
 */
export function PasswordInput({ name, autoComplete, ...control }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <Input {...control} name={name} type="password" required autoComplete={autoComplete} spellCheck={false} className="pr-13" />
      <button
        type="button"
        data-password-toggle=""
        data-js-only=""
        aria-controls={control.id}
        aria-pressed="false"
        className="group text-ink-muted hover:bg-surface-strong hover:text-ink absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg"
      >
        <Eye aria-hidden="true" className="size-5 group-aria-pressed:hidden" />
        <EyeOff aria-hidden="true" className="hidden size-5 group-aria-pressed:block" />
        <span className="sr-only">{t("forms.fields.showPassword")}</span>
      </button>
    </div>
  );
}
