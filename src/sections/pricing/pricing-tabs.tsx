import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { ChoiceTabs } from "~/components/ui/choice-tabs";
import type { BillingPeriod } from "~/content/schemas/pricing";

/**
 * The billing toggle (SPEC §4: the first period by default): a choice per period, each panel given by
 * its period (`monthly`, `quarterly`, `yearly`: a `PlanList`). Both price sets are in the HTML and
 * the checked period shows its own with CSS, so it works before and without JavaScript.
 */
export function PricingTabs({ periods, ...panels }: { periods: readonly BillingPeriod[] } & Partial<Record<BillingPeriod, ReactNode>>) {
  const { t } = useTranslation();
  return (
    <ChoiceTabs
      label={t("pricing.periodsLabel")}
      className="mt-10 flex flex-col items-center"
      panelClassName="mt-12 w-full"
      items={periods.map((period) => ({ id: period, label: t(`pricing.periods.${period}`), panel: panels[period] }))}
    />
  );
}
