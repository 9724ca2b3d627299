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

/** The blocks of `homeBlocks`, as elements (the Astro build renders them in place). */
export function homeBlockElements(home: HomeContent, visuals: HomeVisuals) {
  return {
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
  };
}

export type HomeBlockName = keyof ReturnType<typeof homeBlockElements>;

/** One of the home page's static blocks (Astro: `<InPage of={HomeBlock} name="brain" ... />`). */
export function HomeBlock({ name, home, visuals }: { name: HomeBlockName; home: HomeContent; visuals: HomeVisuals }) {
  return homeBlockElements(home, visuals)[name];
}

/**
 * The home page's sections without behaviour, as HTML (build time only): the page hydrates only the
 * hero, counters, logo rows, quotes and plans, and these components never ship to the browser.
 * Each key is one block between two interactive sections.
 */
export function homeBlocks(context: StaticContext, home: HomeContent, visuals: HomeVisuals) {
  return renderBlocks(context, homeBlockElements(home, visuals));
}
