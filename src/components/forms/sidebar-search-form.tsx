import { Search } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * SPEC §2/§5 blog sidebar search: a required field (the browser's own validation message), sent as
 * a plain GET to the language's search page (issue 28), `?q=<query>&type=blog`, so it works without
 * JavaScript too: the search page starts with the blog's results and a filter to widen them.
 */
export function SidebarSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <form action={pageHref("search")} method="get" role="search" aria-label={t("forms.search.label")} className={cn("space-y-2", className)}>
      <Field label={t("forms.search.label")} hideLabel>
        {(control) => (
          <div className="relative">
            <Input {...control} name="q" type="search" required placeholder={t("forms.search.placeholder")} className="pr-13" />
            <input type="hidden" name="type" value="blog" />
            <button
              type="submit"
              className="text-ink-muted hover:bg-surface-strong hover:text-ink absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg"
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("forms.search.submit")}</span>
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
