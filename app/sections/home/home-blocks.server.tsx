import type { HomeVisuals } from "~/components/visuals/render.server";
import type { HomeContent } from "~/content/home-types";
import { renderBlocks, type StaticContext } from "~/lib/render-static.server";
import { CtaSection } from "~/sections/cta/cta-section";
import { AheadSection } from "./ahead-section";
import { BrainSection } from "./brain-section";
import { EfficiencySection } from "./efficiency-section";
import { GoSection } from "./go-section";
import { OnboardingSection } from "./onboarding-section";
import { TasksSection } from "./tasks-section";

/**
 * The home page's sections without behaviour, as HTML (build time only): the page hydrates only the
 * hero, counters, logo rows, quotes and plans, and these components never ship to the browser.
 * Each key is one block between two interactive sections.
 */
export function homeBlocks(context: StaticContext, home: HomeContent, visuals: HomeVisuals) {
  return renderBlocks(context, {
    brain: <BrainSection content={home.brain} visual={visuals.riskMap} />,
    go: (
      <>
        <GoSection content={home.go} visual={visuals.go} />
        <EfficiencySection content={home.efficiency} />
      </>
    ),
    ahead: <AheadSection content={home.ahead} />,
    steps: (
      <>
        <OnboardingSection content={home.onboarding} />
        <TasksSection content={home.tasks} />
      </>
    ),
    cta: <CtaSection copy={home.cta} />,
  });
}
