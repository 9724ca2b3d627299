import { Check } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import type { BillingPeriod, Plan } from "~/content/schemas/pricing";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/numbers";

/**
 * SPEC §2 "Pricing": one plan. The whole card links to /contact (its call to action is stretched
 * over the card) and lights up on hover and when the link has keyboard focus.
 */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageHref = usePageHref();
  const featured = plan.featured === true;
  const custom = plan.price === null;
  return (
    <article
      aria-label={plan.name}
      className={cn(
        "group rounded-card relative flex h-full flex-col p-7 ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 sm:p-8",
        "hover:shadow-lift focus-within:shadow-lift has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1",
        // Navy in both themes; on the dark page an edge keeps it from reading as a hole.
        featured
          ? "on-dark bg-navy-950 text-white ring-night-line"
          : "ring-line shadow-card hover:ring-primary-500 focus-within:ring-primary-500 bg-surface-raised",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-display text-2xl font-bold tracking-tight">{plan.name}</h3>
        {featured ? (
          <span className="bg-accent-500 text-navy-950 rounded-pill px-3 py-1 text-xs font-bold">{t("pricing.popular")}</span>
        ) : null}
      </div>
      <p className={cn("mt-3 min-h-12 text-sm leading-relaxed", featured ? "text-navy-200" : "text-ink-muted")}>{plan.blurb}</p>

      <div className="mt-6">
        {plan.price === null ? (
          <p className="font-display text-[2.5rem] leading-none font-bold tracking-tight">{t("pricing.customPrice")}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-display text-[2.75rem] leading-none font-bold tracking-tight">{formatEuro(plan.price, locale)}</span>
            <span className={cn("text-sm font-medium", featured ? "text-navy-200" : "text-ink-muted")}>{t("pricing.perMonth")}</span>
          </p>
        )}
        <p className={cn("mt-2 text-sm", featured ? "text-navy-200" : "text-ink-muted")}>
          {custom ? t("pricing.customNote") : t(`pricing.billed.${period}`)}
        </p>
      </div>

      <p className={cn("mt-6 rounded-xl px-3.5 py-2.5 text-sm font-semibold", featured ? "bg-white/8 text-cyan-200" : "bg-brand-soft text-brand")}>
        {plan.accounts}
      </p>

      <ul className="mt-6 flex-1 space-y-3 text-[0.9375rem]">
        {plan.features.map((feature, index) => (
          <li key={`${index}-${feature}`} className="flex items-start gap-3">
            <Check aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", featured ? "text-cyan-300" : "text-brand-vivid")} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <a
        href={pageHref("contact")}
        className={cn(
          // Not a ButtonLink: its pressed-state nudge (a transform) would re-anchor the stretched ::after.
          "rounded-pill mt-8 inline-flex h-13 w-full items-center justify-center px-7 font-semibold transition-colors",
          "after:rounded-card after:absolute after:inset-0 focus-visible:outline-none",
          featured
            ? "bg-primary-600 hover:bg-primary-500 text-white"
            : "text-ink ring-line group-hover:bg-primary-600 group-focus-within:bg-primary-600 group-hover:ring-primary-600 bg-surface-raised ring-1 ring-inset group-focus-within:text-white group-hover:text-white",
        )}
      >
        {custom ? t("pricing.contactSales") : t("pricing.choose", { plan: plan.name })}
      </a>
    </article>
  );
}
