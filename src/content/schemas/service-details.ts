import { z } from "zod";
import { featureCopy, figureCopy, linkCardsCopy, sectionCopy, withTop } from "./blocks";
import { connectionPanelCopy } from "./product-visuals";
import { exactly, text } from "./text";
import { forecastVisualCopy, goVisualCopy } from "./visuals";

/** What a step of the home page's onboarding list (SPEC §2 home 9) means here; its title is the `feature.steps` message. */
const onboardingStep = <Id extends "signup" | "connect" | "start">(stepId: Id) => z.strictObject({ id: z.literal(stepId), meta: text, text });

/** The sections of the page the hero's "On this page" card leads to. */
const serviceSectionId = z.enum(["forecasting", "purchasing", "integration", "get-started"], {
  error: "must be forecasting, purchasing, integration or get-started (a section of the page)",
});

/** One in-depth section: text and points beside a product visual, with its figures under the text. */
const depthSection = <Visual extends z.ZodType>(visual: Visual) => featureCopy.extend({ figures: exactly(2, figureCopy), visual });

/** SPEC §2 "Service-details page": header "Our Services" linking to Services, then three content sections (`content/pages/service-details.yaml`). */
export const serviceDetailsSchema = withTop({
  hero: z.strictObject({
    primary: text,
    secondary: text,
    toc: z.strictObject({ label: text, items: z.array(z.strictObject({ id: serviceSectionId, title: text, text })) }),
  }),
  forecasting: depthSection(forecastVisualCopy),
  purchasing: depthSection(goVisualCopy),
  integration: depthSection(connectionPanelCopy),
  /** For visitors who arrive from the home page's "Sign up", "Connect" and "Start" steps. */
  onboarding: sectionCopy.extend({
    steps: z.tuple([onboardingStep("signup"), onboardingStep("connect"), onboardingStep("start")], { error: "must be the three steps signup, connect and start" }),
  }),
  next: linkCardsCopy,
});

export type ServiceDetailsContent = z.infer<typeof serviceDetailsSchema>;
