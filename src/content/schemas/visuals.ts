import { z } from "zod";
import { exactly, text } from "./text";

/**
 * Text inside the crafted product visuals (`src/components/visuals/`), shared by the pages that show
 * them (home, /ai, /visibility, /procurement, /service-details). Each visual is one image with `alt`
 * as its name.
 */

/** One line of the forecast's action feed. */
const feedItem = z.strictObject({ text, meta: text, status: text, tone: z.enum(["ok", "info", "warn"], { error: "must be ok, info or warn" }) });

/** The demand-forecast view with its confidence band and the AI's action feed. */
export const forecastVisualCopy = z.strictObject({
  alt: text,
  app: text,
  view: text,
  live: text,
  item: text,
  accuracy: text,
  legend: z.strictObject({ actual: text, forecast: text, band: text, reorder: text }),
  today: text,
  /** Six axis labels, one every second week. */
  weeks: exactly(6, text),
  feedTitle: text,
  feed: exactly(3, feedItem),
  toast: z.strictObject({ title: text, text }),
});

/** The risk map of northern Europe: the cities' names as the language writes them, an alert and the action taken. */
export const riskMapCopy = z.strictObject({
  alt: text,
  title: text,
  live: text,
  cities: z.strictObject({ london: text, rotterdam: text, antwerp: text, hamburg: text, gothenburg: text, stockholm: text, gdansk: text }),
  alert: z.strictObject({ label: text, title: text, text }),
  action: z.strictObject({ label: text, title: text, text }),
});

/** A supplier e-mail and its reply beside a three-way check of the order. */
export const goVisualCopy = z.strictObject({
  alt: text,
  email: z.strictObject({
    folder: text,
    from: text,
    to: text,
    subject: text,
    body: text,
    replyFrom: text,
    reply: text,
    time: text,
    replyTime: text,
    status: text,
  }),
  check: z.strictObject({
    title: text,
    po: text,
    columns: exactly(4, text),
    rows: z.array(z.strictObject({ item: text, ordered: text, confirmed: text, shipped: text, ok: z.boolean({ error: "must be true or false" }) })),
    summary: text,
    flag: text,
  }),
});

/** The ERP sync diagram: two systems read from, two written to, the brand in between. */
export const erpSyncCopy = z.strictObject({
  alt: text,
  sources: z.tuple([text, text], { error: "must be two systems" }),
  targets: z.tuple([text, text], { error: "must be two systems" }),
  hub: text,
  read: text,
  write: text,
  status: text,
  timer: text,
});

export type FeedItem = z.infer<typeof feedItem>;
export type ForecastVisualCopy = z.infer<typeof forecastVisualCopy>;
export type RiskMapCopy = z.infer<typeof riskMapCopy>;
export type GoVisualCopy = z.infer<typeof goVisualCopy>;
export type ErpSyncCopy = z.infer<typeof erpSyncCopy>;
