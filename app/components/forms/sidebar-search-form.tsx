import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/translate";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useStatusMessage } from "./use-status-message";

/** SPEC §2/§5 blog sidebar search: required; the submit is intercepted, nothing is sent, a status says so. */
export function SidebarSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [status, announce] = useStatusMessage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    announce(t("forms.search.notSent"));
  };
  return (
    // method="dialog": without JavaScript the browser still validates, then sends nothing anywhere.
    <form method="dialog" role="search" aria-label={t("forms.search.label")} className={cn("space-y-2", className)} onSubmit={onSubmit}>
      <Field label={t("forms.search.label")} hideLabel>
        {(control) => (
          <div className="relative">
            <Input {...control} name="sidebar-search" type="search" required placeholder={t("forms.search.placeholder")} className="pr-13" />
            <button
              type="submit"
              className="text-ink-muted hover:bg-navy-50 hover:text-navy-900 absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg"
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("forms.search.submit")}</span>
            </button>
          </div>
        )}
      </Field>
      <p role="status" className="text-navy-800 text-sm">
        {status}
      </p>
    </form>
  );
}
