/** Copy for the auth pages' side panel and product visual (app/content/<locale>/auth.ts). */
export type AuthPanelCopy = {
  eyebrow: string;
  heading: string;
  /** Three short benefit lines. */
  points: readonly string[];
};

/** A purchase-order check: order confirmations matched against POs and shipment notes. */
export type PoCheckVisualCopy = {
  kind: "po-check";
  title: string;
  time: string;
  rows: readonly { po: string; supplier: string; detail: string; status: "matched" | "flagged" | "updated"; statusLabel: string }[];
  note: { title: string; text: string };
  summary: readonly { value: string; label: string }[];
};

/** A supplier e-mail thread that ends with an ERP write-back. */
export type ThreadVisualCopy = {
  kind: "thread";
  subject: string;
  messages: readonly { from: string; initials: string; role: "orkestra" | "supplier"; time: string; body: string }[];
  writeBack: { title: string; text: string };
};

/** A demand forecast with a confidence band and the reorder call-out. */
export type ForecastVisualCopy = {
  kind: "forecast";
  title: string;
  item: string;
  legend: { actual: string; forecast: string; band: string };
  /** One label per plotted week. */
  weeks: readonly string[];
  callout: { title: string; text: string };
};

export type AuthVisualCopy = PoCheckVisualCopy | ThreadVisualCopy | ForecastVisualCopy;

export type AuthPageCopy<V extends AuthVisualCopy = AuthVisualCopy> = {
  /** Replaces the page hero's intro on this screen, when set. */
  intro?: string;
  panel: AuthPanelCopy;
  visual: V;
};

export type AuthCopy = {
  login: AuthPageCopy<PoCheckVisualCopy>;
  signup: AuthPageCopy<ThreadVisualCopy>;
  "reset-password": AuthPageCopy<ForecastVisualCopy>;
};
