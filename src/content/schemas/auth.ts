import { z } from "zod";
import type { PageCopy } from "~/content/types";
import { topOf } from "./blocks";
import { text } from "./text";

/** The auth pages' side panel (sign-in, sign-up, reset password), `content/pages/auth.yaml`. */
const authPanelCopy = z.strictObject({
  eyebrow: text,
  heading: text,
  /** Three short benefit lines. */
  points: z.array(text),
});

/** A purchase-order check: order confirmations matched against POs and shipment notes. */
const poCheckVisualCopy = z.strictObject({
  kind: z.literal("po-check"),
  title: text,
  time: text,
  rows: z.array(
    z.strictObject({
      po: text,
      supplier: text,
      detail: text,
      status: z.enum(["matched", "flagged", "updated"], { error: "must be matched, flagged or updated" }),
      statusLabel: text,
    }),
  ),
  note: z.strictObject({ title: text, text }),
  summary: z.array(z.strictObject({ value: text, label: text })),
});

/** A supplier e-mail thread that ends with an ERP write-back. */
const threadVisualCopy = z.strictObject({
  kind: z.literal("thread"),
  subject: text,
  messages: z.array(
    z.strictObject({
      from: text,
      initials: text,
      role: z.enum(["orkestra", "supplier"], { error: "must be orkestra or supplier" }),
      time: text,
      body: text,
    }),
  ),
  writeBack: z.strictObject({ title: text, text }),
});

/** A demand forecast with a confidence band and the reorder call-out. */
export const forecastVisualCopy = z.strictObject({
  kind: z.literal("forecast"),
  title: text,
  item: text,
  legend: z.strictObject({ actual: text, forecast: text, band: text }),
  /** One label per plotted week. */
  weeks: z.array(text),
  callout: z.strictObject({ title: text, text }),
});

/** One auth page's own copy: the side panel and the product visual beside the form. */
const authPageCopy = <V extends z.ZodType>(address: string, visual: V) =>
  z.strictObject({
    top: topOf(address),
    /** Replaces the page hero's intro on this screen, when set. */
    intro: text.optional(),
    panel: authPanelCopy,
    visual,
  });

/** The sign-in, sign-up and reset-password pages, each with its own visual. */
export const authSchema = z.strictObject({
  login: authPageCopy("/login", poCheckVisualCopy).meta({ title: "Sign-in page (/login)" }),
  signup: authPageCopy("/signup", threadVisualCopy).meta({ title: "Sign-up page (/signup)" }),
  "reset-password": authPageCopy("/reset-password", forecastVisualCopy).meta({ title: "Password reset page (/reset-password)" }),
});

type AuthPanelCopy = z.infer<typeof authPanelCopy>;
export type PoCheckVisualCopy = z.infer<typeof poCheckVisualCopy>;
export type ThreadVisualCopy = z.infer<typeof threadVisualCopy>;
export type ForecastVisualCopy = z.infer<typeof forecastVisualCopy>;
type AuthVisualCopy = PoCheckVisualCopy | ThreadVisualCopy | ForecastVisualCopy;
export type AuthPageCopy<V extends AuthVisualCopy = AuthVisualCopy> = { top: PageCopy; intro?: string; panel: AuthPanelCopy; visual: V };
