import { ChevronRight } from "lucide-react";
import type { PageId } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** One step of the trail: a page it links to, or (last) the current page, which is not a link. */
type Crumb = { label: string; page?: PageId };

/**
 * A breadcrumb trail on the WAI-ARIA pattern: a labelled nav around an ordered list, the current
 * page marked `aria-current="page"`. Build time only.
 */
export function Breadcrumb({
  crumbs,
  tone = "light",
  center = false,
  className,
}: {
  crumbs: readonly Crumb[];
  tone?: "light" | "dark";
  /** Centre the trail, above a centred hero. */
  center?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  const dark = tone === "dark";
  return (
    <nav aria-label={t("breadcrumb.label")} className={className}>
      <ol className={cn("flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm", center && "justify-center")}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden="true" className={cn("size-4", dark ? "text-navy-300" : "text-ink-muted")} /> : null}
              {last || !crumb.page ? (
                <span aria-current={last ? "page" : undefined} className={cn("font-semibold", dark ? "text-white" : "text-ink")}>
                  {crumb.label}
                </span>
              ) : (
                <a
                  href={pageHref(crumb.page)}
                  className={cn(
                    "font-medium underline decoration-1 underline-offset-4",
                    dark ? "text-cyan-200 decoration-cyan-200/40 hover:decoration-cyan-200" : "text-brand decoration-primary-500/40 hover:decoration-brand-vivid",
                  )}
                >
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
