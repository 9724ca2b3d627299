import type { ComponentProps } from "react";
import { StepsAccordion } from "~/sections/landing/landing-sections";
import { InScope, type IslandScope } from "./scope";

/** Island: the dark page's three steps as an accordion (SPEC §4), none open. */
export default function LandingStepsIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof StepsAccordion>) {
  return (
    <InScope scope={scope}>
      <StepsAccordion {...props} />
    </InScope>
  );
}
