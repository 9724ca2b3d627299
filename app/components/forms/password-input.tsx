import { Eye, EyeOff } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/translate";
import { Input, type ControlProps } from "~/components/ui/field";

const noSubscription = () => () => {};

/** True after hydration; false in the prerendered HTML, so the markup matches on first render. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type PasswordInputProps = ControlProps & {
  name: string;
  autoComplete: "current-password" | "new-password";
};

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript, so it appears only after
 * hydration; without JavaScript the field is a plain password input.
 */
export function PasswordInput({ name, autoComplete, ...control }: PasswordInputProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...control}
        name={name}
        type={visible ? "text" : "password"}
        required
        autoComplete={autoComplete}
        spellCheck={false}
        className={hydrated ? "pr-13" : undefined}
      />
      {hydrated ? (
        <button
          type="button"
          aria-controls={control.id}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          className="text-ink-muted hover:bg-navy-50 hover:text-navy-900 absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">{t("forms.fields.showPassword")}</span>
        </button>
      ) : null}
    </div>
  );
}
