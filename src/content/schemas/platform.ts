import { z } from "zod";
import { cardGridCopy, featureCopy, linkCardsCopy, sectionCopy, withTop } from "./blocks";
import { auditTrailCopy, connectionPanelCopy, dataFlowCopy, settingsPanelCopy } from "./product-visuals";
import { exactly, id, text } from "./text";

/** One stage of the data flow, explained under the diagram. */
const flowStage = z.strictObject({ id, title: text, text });

/** SPEC §2 "Platform pages": /platform, the platform as a whole (its content is ours, SPEC does not show it), `content/pages/platform.yaml`. */
export const platformSchema = withTop({
  hero: z.strictObject({
    /** Label of the second hero button (to the security section on the page). */
    secondary: text,
    visual: connectionPanelCopy,
  }),
  /** How data flows from the customer's systems through the models to actions and back. */
  architecture: sectionCopy.extend({ visual: dataFlowCopy, stages: exactly(4, flowStage) }),
  /** The connectors: the ERP wordmarks of `site.integrations` and the other kinds of source. */
  integrations: sectionCopy.extend({
    points: z.array(text),
    /** Accessible name of the wordmark list. */
    listLabel: text,
    more: z.strictObject({ title: text, items: z.array(text) }),
  }),
  /** Data residency in Germany, encryption, backups. */
  residency: featureCopy.extend({ visual: settingsPanelCopy }),
  /** Access control, SSO, audit log, connector scopes, approval limits. */
  security: featureCopy.extend({ visual: auditTrailCopy }),
  /** What IT gets in writing and in practice. */
  assurance: cardGridCopy,
  next: linkCardsCopy,
});

export type PlatformContent = z.infer<typeof platformSchema>;
