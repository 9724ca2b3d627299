import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Tabs } from "~/components/ui/tabs";
import type { BillingPeriod } from "~/content/schemas/pricing";

/**
 * The billing toggle: a tab per period, each panel given by its period (`monthly`, `quarterly`,
 * `yearly`: a `PlanList`, static markup). The pricing section's only behaviour,
 * in a module of its own so that an island of it ships none of the section's static parts.
 */
export function PricingTabs({ periods, ...panels }: { periods: readonly BillingPeriod[] } & Partial<Record<BillingPeriod, ReactNode>>) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t("home.pricing.periodsLabel")}
      className="mt-10 flex flex-col items-center"
      panelClassName="mt-12 w-full"
      items={periods.map((period) => ({ id: period, label: t(`home.pricing.periods.${period}`), panel: panels[period] }))}
    />
  );
}
