import { z } from "zod";
import { icon } from "./blocks";
import { exactly, text } from "./text";

/**
 * Text inside the product visuals that only the product pages show (/ai, /platform, /platform1,
 * /procurement, /visibility, /services, /service-details, /go; home-3 borrows three of them). The
 * visuals the home page shares live in `./visuals`. Each visual is one image with `alt` as its name.
 */

/** A value from 0 to 100, e.g. a quality score or the share of a journey covered. */
const percent = z.number({ error: "must be a number from 0 to 100" }).min(0, "must be 0 or more").max(100, "must be 100 or less");

/** Whether a connector only reads the system or also writes back to it. */
const direction = z.enum(["both", "read"], { error: "must be both or read" });

/** A label and its value, e.g. a counter at the top of a board. */
const labelledValue = z.strictObject({ label: text, value: text });

const traceStep = z.strictObject({ stage: text, title: text, detail: text, time: text });

/** Copy of the decision-trace visual: one decision of the AI, from the signal to the result. */
export const decisionTraceCopy = z.strictObject({
  /** The accessible name of the whole visual: what it shows, in one or two sentences. */
  alt: text,
  app: text,
  view: text,
  status: text,
  /** Monitor, predict, resolve and the result, each a row of the trace. */
  steps: exactly(4, traceStep),
  /** The limit the action stayed within, e.g. "Auto-approved · within your €2,000 limit". */
  guardrail: text,
});

const connectionRow = z.strictObject({
  name: text,
  /** What the connector reads (and writes), e.g. "Orders, items, vendors". */
  detail: text,
  access: text,
  direction,
  /** Last sync, e.g. "2 min ago". */
  sync: text,
  kind: z.enum(["erp", "wms", "inbox", "carrier"], { error: "must be erp, wms, inbox or carrier" }),
});

/** Copy of the connections view: the systems a workspace is connected to and how. */
export const connectionPanelCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  status: text,
  rows: z.array(connectionRow),
  region: text,
  encryption: text,
});

/** One box of the diagram: a system, a model or an action. */
const flowNode = z.strictObject({
  name: text,
  detail: text,
  /** Sync line under a connector, e.g. "Read & write · every 5 min". */
  sync: text.optional(),
  /** Connectors only: whether the platform also writes back to this system. */
  direction: direction.optional(),
});

const flowColumn = (nodes: number) => z.strictObject({ step: text, label: text, nodes: exactly(nodes, flowNode) });

/** Copy of the platform architecture diagram: systems, shared data model, models, actions. */
export const dataFlowCopy = z.strictObject({
  alt: text,
  sources: flowColumn(5),
  model: z.strictObject({ step: text, label: text, title: text, text, entities: z.array(text), region: text }),
  models: flowColumn(3),
  actions: flowColumn(3),
  /** The loop back from actions to the systems they change. */
  writeBack: z.strictObject({ label: text, text }),
});

const auditEntry = z.strictObject({
  time: text,
  /** Who acted: the product itself (`ai`) or a named person. */
  actor: text,
  by: z.enum(["ai", "person"], { error: "must be ai or person" }),
  action: text,
  detail: text,
  status: text,
  tone: z.enum(["auto", "approved", "held", "admin"], { error: "must be auto, approved, held or admin" }),
});

/** Copy of the approval limits and audit log view. */
export const auditTrailCopy = z.strictObject({
  alt: text,
  limits: z.strictObject({ title: text, rows: z.array(z.strictObject({ role: text, limit: text })) }),
  log: z.strictObject({ title: text, range: text, entries: z.array(auditEntry) }),
  footer: text,
});

const settingsRow = z.strictObject({
  label: text,
  value: text,
  note: text.optional(),
  /** The badge on the right: a fixed setting, a satisfied one, or information. */
  tone: z.enum(["locked", "ok", "info"], { error: "must be locked, ok or info" }),
  badge: text,
});

/** Copy of a settings screen of the product (data residency, security). */
export const settingsPanelCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  title: text,
  rows: z.array(settingsRow),
  footer: text,
});

export const kpi = z.strictObject({
  label: text,
  value: text,
  /** The change since go-live, e.g. "+14 pts since go-live". */
  change: text,
  trend: z.enum(["up", "down"], { error: "must be up or down" }),
});

/** Copy of the insights dashboard: four KPIs with their trend and the insight of the day. */
export const kpiBoardCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  period: text,
  kpis: exactly(4, kpi),
  insight: z.strictObject({ label: text, title: text, text }),
});

const dataSource = z.strictObject({
  name: text,
  /** e.g. "18,420 records". */
  records: text,
  /** Quality score 0-100: draws the bar. */
  score: percent,
  /** The score as the page language writes it ("97%", "97 %"). */
  scoreLabel: text,
  /** The open issue, for sources below the threshold. */
  issue: text.optional(),
});

/** Copy of the data health view: quality per connected source and what was fixed. */
export const dataHealthCopy = z.strictObject({
  alt: text,
  title: text,
  updated: text,
  sources: z.array(dataSource),
  fixesTitle: text,
  fixes: z.array(z.strictObject({ count: text, text })),
});

const journeyField = z.strictObject({
  label: text,
  value: text,
  /** What the supplier or the ERP changed, e.g. "was 14 Mar": shown struck through beside the value. */
  was: text.optional(),
});

const journeyStage = z.strictObject({
  /** Short name of the stage, e.g. "Forecast". */
  label: text,
  time: text,
  title: text,
  fields: z.array(journeyField),
  status: text,
});

/** Copy of one purchase order's way from the forecast to the supplier's confirmation and back into the ERP. */
export const poJourneyCopy = z.strictObject({
  alt: text,
  app: text,
  /** e.g. "PO-21044 · Velo Parts GmbH". */
  order: text,
  /** e.g. "Closed loop in 3 h 12 min". */
  duration: text,
  stages: exactly(4, journeyStage),
  /** The line under the stages: what happened to the stock plan. */
  footer: z.strictObject({ label: text, text }),
});

const threadMessage = z.strictObject({
  /** Who wrote it: the product itself (`ai`) or a named person. */
  by: z.enum(["ai", "person"], { error: "must be ai or person" }),
  from: text,
  /** Company or role under the name. */
  org: text,
  time: text,
  text,
});

/** Copy of a conversation the product runs with a supplier and a carrier about one shipment. */
export const messageThreadCopy = z.strictObject({
  alt: text,
  folder: text,
  subject: text,
  messages: z.array(threadMessage),
  /** What the conversation changed, as chips under it, e.g. "ETA updated in the ERP". */
  outcomes: z.array(text),
});

export const shipment = z.strictObject({
  /** Shipment or purchase-order reference. */
  ref: text,
  from: text,
  to: text,
  carrier: text,
  mode: z.enum(["truck", "sea", "rail", "air"], { error: "must be truck, sea, rail or air" }),
  eta: text,
  status: text,
  tone: z.enum(["ok", "late", "info"], { error: "must be ok, late or info" }),
  /** Share of the way covered, 0-100. */
  progress: percent,
});

/** Copy of the freight hub: every inbound load, its carrier, its ETA and its state. */
export const freightHubCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  live: text,
  counters: exactly(3, labelledValue),
  shipments: z.array(shipment),
  alert: z.strictObject({ title: text, text }),
});

const dockState = z.enum(["unloading", "loading", "free", "next"], { error: "must be unloading, loading, free or next" });

/** Copy of the yard view: dock doors, trucks waiting in the yard and the queue to the docks. */
export const yardMapCopy = z.strictObject({
  alt: text,
  title: text,
  live: text,
  warehouse: text,
  /** The doors along the warehouse wall, left to right. */
  docks: z.array(z.strictObject({ label: text, state: dockState, plate: text.optional() })),
  /** Names of the dock states for the legend. */
  legend: z.strictObject({ unloading: text, loading: text, free: text, next: text }),
  /** Parking bays in the yard; a plate means a truck is waiting there. */
  bays: z.array(z.strictObject({ label: text, plate: text.optional() })),
  gate: text,
  queue: z.strictObject({ title: text, rows: z.array(z.strictObject({ plate: text, carrier: text, dock: text, time: text })) }),
  /** Average time from gate to dock today, e.g. "Gate to dock: 11 min". */
  stat: text,
});

/** A column index of the timeline (0 = the first column). */
const column = z.number({ error: "must be a column number" }).int("must be a whole number").min(0, "must be 0 or more");

const timelineRow = z.strictObject({
  label: text,
  detail: text,
  /** First column the bar covers (0 = the first column). */
  start: column,
  /** Column after the last one it covers. */
  end: column,
  tone: z.enum(["setup", "shadow", "auto", "milestone"], { error: "must be setup, shadow, auto or milestone" }),
});

/** Copy of the engagement plan: the first weeks as a Gantt chart. */
export const timelineCopy = z.strictObject({
  alt: text,
  title: text,
  subtitle: text,
  columns: exactly(5, text),
  rows: z.array(timelineRow),
  footer: text,
});

const serviceRow = z.strictObject({
  icon,
  name: text,
  /** What the service did this week, e.g. "46 purchase orders, 39 without a touch". */
  metric: text,
  status: text,
  state: z.enum(["running", "shadow", "available"], { error: "must be running, shadow or available" }),
});

/** Copy of the services overview of a workspace: which services run, and what they did. */
export const serviceBoardCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  period: text,
  rows: z.array(serviceRow),
  footer: text,
});

const setupStep = z.strictObject({ title: text, detail: text, time: text });

/** Copy of the Go setup log: from sign-up to live, step by step, with the clock running. */
export const goSetupCopy = z.strictObject({
  /** The accessible name of the whole visual: what it shows, in one or two sentences. */
  alt: text,
  app: text,
  view: text,
  status: text,
  /** Label of the progress bar, e.g. "Setup complete". */
  progress: text,
  /** Time from sign-up to live, e.g. "58 min". */
  elapsed: text,
  steps: exactly(4, setupStep),
  footer: text,
});

const workflowRow = z.strictObject({
  name: text,
  /** What starts it, e.g. "When an order confirmation arrives". */
  trigger: text,
  /** Its steps as short chips, in order. */
  steps: z.array(text),
  /** Runs today, e.g. "142 runs today". */
  runs: text,
  state: text,
  /** `on` runs by itself; `review` asks a person above a limit. */
  tone: z.enum(["on", "review"], { error: "must be on or review" }),
});

/** Copy of the workflow list: the ready-made automations a Go workspace runs, and how often. */
export const workflowBoardCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  summary: exactly(3, labelledValue),
  rows: exactly(4, workflowRow),
  footer: text,
});

export type DecisionTraceCopy = z.infer<typeof decisionTraceCopy>;
export type ConnectionRow = z.infer<typeof connectionRow>;
export type ConnectionPanelCopy = z.infer<typeof connectionPanelCopy>;
export type FlowNode = z.infer<typeof flowNode>;
export type DataFlowCopy = z.infer<typeof dataFlowCopy>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type AuditTrailCopy = z.infer<typeof auditTrailCopy>;
export type SettingsRow = z.infer<typeof settingsRow>;
export type SettingsPanelCopy = z.infer<typeof settingsPanelCopy>;
export type KpiBoardCopy = z.infer<typeof kpiBoardCopy>;
export type DataHealthCopy = z.infer<typeof dataHealthCopy>;
export type PoJourneyCopy = z.infer<typeof poJourneyCopy>;
export type MessageThreadCopy = z.infer<typeof messageThreadCopy>;
export type Shipment = z.infer<typeof shipment>;
export type FreightHubCopy = z.infer<typeof freightHubCopy>;
export type DockState = z.infer<typeof dockState>;
export type YardMapCopy = z.infer<typeof yardMapCopy>;
export type TimelineRow = z.infer<typeof timelineRow>;
export type TimelineCopy = z.infer<typeof timelineCopy>;
export type ServiceRow = z.infer<typeof serviceRow>;
export type ServiceBoardCopy = z.infer<typeof serviceBoardCopy>;
export type GoSetupCopy = z.infer<typeof goSetupCopy>;
export type WorkflowBoardCopy = z.infer<typeof workflowBoardCopy>;
