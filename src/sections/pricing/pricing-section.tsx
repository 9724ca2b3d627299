import type { ReactNode } from "react";
import { Container, Section } from "~/components/ui/section";
import type { BillingPeriod, Plan, PricingSectionCopy } from "~/content/schemas/pricing";
import { SectionHeader } from "~/sections/blocks/section-header";
import { PlanCard } from "./plan-card";

type PricingFrameProps = {
  copy: PricingSectionCopy;
  /** Id of the section heading; also the in-page anchor. */
  id?: string;
  tone?: "default" | "muted";
  /** The billing toggle and its panels (`PricingTabs`). */
  children: ReactNode;
};

/**
 * SPEC §2 "Pricing" (home page, /pricing, the Go page, each with its own plan data) as static markup:
 * header, the billing toggle (`children`, a `PricingTabs`, whose panels are `PlanList`s and which
 * switches them with CSS, no script) and the note under it.
 */
export function PricingFrame({ copy, id = "pricing", tone = "default", children }: PricingFrameProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId} tone={tone}>
      <Container>
        <SectionHeader id={titleId} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        {children}
        <p className="text-ink-muted mx-auto mt-10 max-w-2xl text-center text-sm">{copy.note}</p>
      </Container>
    </Section>
  );
}

/** One tab's plans, without behaviour (a panel of `PricingTabs`). */
export function PlanList({ plans, period }: { plans: readonly Plan[]; period: BillingPeriod }) {
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} period={period} />
        </li>
      ))}
    </ul>
  );
}
