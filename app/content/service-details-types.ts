import type { ConnectionPanelCopy } from "~/components/visuals/connection-panel";
import type { FeatureCopy, FigureCopy, LinkCardCopy, SectionCopy } from "./block-types";
import type { ForecastVisualCopy, GoVisualCopy } from "./home-types";

/** What a step of the home page's onboarding list (SPEC §2 home 9) means here; its title is the `feature.steps` message. */
export type OnboardingStepCopy = { id: "signup" | "connect" | "start"; text: string; meta: string };

/** The sections of the page the hero's "On this page" card leads to. */
export type ServiceSectionId = "forecasting" | "purchasing" | "integration" | "get-started";

/** One in-depth section: text and points beside a product visual, with its figures under the text. */
type DepthSection<Visual> = FeatureCopy & { visual: Visual; figures: readonly [FigureCopy, FigureCopy] };

/** SPEC §2 "Service-details page": header "Our Services" linking to Services, then three content sections. */
export type ServiceDetailsContent = {
  hero: {
    primary: string;
    secondary: string;
    toc: { label: string; items: readonly { id: ServiceSectionId; title: string; text: string }[] };
  };
  forecasting: DepthSection<ForecastVisualCopy>;
  purchasing: DepthSection<GoVisualCopy>;
  integration: DepthSection<ConnectionPanelCopy>;
  /** For visitors who arrive from the home page's "Sign up", "Connect" and "Start" steps. */
  onboarding: SectionCopy & { steps: readonly [OnboardingStepCopy, OnboardingStepCopy, OnboardingStepCopy] };
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
