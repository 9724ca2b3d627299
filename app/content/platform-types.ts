import type { AuditTrailCopy } from "~/components/visuals/audit-trail";
import type { ConnectionPanelCopy } from "~/components/visuals/connection-panel";
import type { DataFlowCopy } from "~/components/visuals/data-flow";
import type { SettingsPanelCopy } from "~/components/visuals/settings-panel";
import type { CardCopy, FeatureCopy, LinkCardCopy, SectionCopy } from "./block-types";

/** One stage of the data flow, explained under the diagram. */
export type FlowStage = { id: string; title: string; text: string };

/** SPEC §2 "Platform pages": /platform, the platform as a whole (its content is ours, SPEC does not show it). */
export type PlatformContent = {
  hero: {
    /** Label of the second hero button (to the security section on the page). */
    secondary: string;
    visual: ConnectionPanelCopy;
  };
  /** How data flows from the customer's systems through the models to actions and back. */
  architecture: SectionCopy & { visual: DataFlowCopy; stages: readonly [FlowStage, FlowStage, FlowStage, FlowStage] };
  /** The connectors: the ERP wordmarks of `site.integrations` and the other kinds of source. */
  integrations: SectionCopy & {
    points: readonly string[];
    /** Accessible name of the wordmark list. */
    listLabel: string;
    more: { title: string; items: readonly string[] };
  };
  /** Data residency in Germany, encryption, backups. */
  residency: FeatureCopy & { visual: SettingsPanelCopy };
  /** Access control, SSO, audit log, connector scopes, approval limits. */
  security: FeatureCopy & { visual: AuditTrailCopy };
  /** What IT gets in writing and in practice. */
  assurance: SectionCopy & { cards: readonly CardCopy[] };
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
