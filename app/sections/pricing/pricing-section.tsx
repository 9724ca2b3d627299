import { useTranslation } from "~/i18n/translate";
import { Container, Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import type { PricingSectionCopy, PricingVariant } from "~/content/pricing-types";
import { SectionHeader } from "~/sections/blocks/section-header";
import { PlanCard } from "./plan-card";

type PricingSectionProps = {
  copy: PricingSectionCopy;
  /** Home (Monthly/Quarterly) or feature page (Monthly/Yearly) plans. */
  variant: PricingVariant;
  /** Id of the section heading; also the in-page anchor. */
  id?: string;
  tone?: "default" | "muted";
};

/**
 * SPEC §2 "Pricing": a two-tab billing toggle (first tab by default) and the chosen tab's plans.
 * Used on the home page, /pricing and the Go page with their own plan data.
 */
export function PricingSection({ copy, variant, id = "pricing", tone = "default" }: PricingSectionProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId} tone={tone}>
      <Container>
        <SectionHeader id={titleId} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <Tabs
          label={t("home.pricing.periodsLabel")}
          className="mt-10 flex flex-col items-center"
          panelClassName="mt-12 w-full"
          items={variant.tabs.map((tab) => ({
            id: tab.period,
            label: t(`home.pricing.periods.${tab.period}`),
            panel: (
              <ul className="grid items-stretch gap-6 lg:grid-cols-3">
                {tab.plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} period={tab.period} />
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
        <p className="text-ink-muted mx-auto mt-10 max-w-2xl text-center text-sm">{copy.note}</p>
      </Container>
    </Section>
  );
}
