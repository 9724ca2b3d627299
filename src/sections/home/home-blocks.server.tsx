import type { HomeContent } from "~/content/schemas/home";
import { CtaSection } from "~/sections/cta/cta-section";
import { AheadSection } from "./ahead-section";
import { BrainSection } from "./brain-section";
import { EfficiencySection } from "./efficiency-section";
import { GoSection } from "./go-section";
import { OnboardingSection } from "./onboarding-section";
import { TasksSection } from "./tasks-section";

/** The home page's blocks without behaviour, each between two `Offscreen` boundaries or islands. */
const homeBlocks = {
  brain: (home: HomeContent) => <BrainSection content={home.brain} />,
  go: (home: HomeContent) => (
    <>
      <GoSection content={home.go} />
      <EfficiencySection content={home.efficiency} />
    </>
  ),
  ahead: (home: HomeContent) => <AheadSection content={home.ahead} />,
  steps: (home: HomeContent) => (
    <>
      <OnboardingSection content={home.onboarding} />
      <TasksSection content={home.tasks} />
    </>
  ),
  cta: (home: HomeContent) => <CtaSection copy={home.cta} />,
};

/** One of the home page's static blocks (Astro: `<InPage of={HomeBlock} name="brain" home={home} />`). */
export function HomeBlock({ name, home }: { name: keyof typeof homeBlocks; home: HomeContent }) {
  return homeBlocks[name](home);
}
