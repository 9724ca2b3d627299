import { z } from "zod";
import { pageId, sectionCopy, withTop } from "./blocks";
import { ctaCopy } from "./cta";
import { exactly, id, text } from "./text";
import { erpSyncCopy, forecastVisualCopy, goVisualCopy, riskMapCopy } from "./visuals";

/** A section opening whose intro the home page always has. */
const section = sectionCopy.extend({ intro: text });

/** SPEC §3 "Service or feature card": icon (chosen by id in the section), title, text. */
const card = z.strictObject({ id, title: text, text });
/** A card in a fixed place of its section, whose icon the section picks by this id. */
const cardAt = <Id extends string>(cardId: Id) => card.extend({ id: z.literal(cardId) });

/** Text around a figure that may be empty (`""`) and keeps its spaces, e.g. the " hours" after 100. */
const affix = z.string({ error: "must be text (empty for none)" });

/** SPEC §3 "Testimonial (home)": review, profile image (generated), name, info (role), rating. */
export const testimonial = z.strictObject({
  id,
  quote: text,
  name: text,
  /** SPEC's "info": the job role. */
  role: text,
  company: text,
  /** Stars out of 5. */
  rating: z.literal([1, 2, 3, 4, 5], { error: "must be a whole number of stars from 1 to 5" }),
});

/** A statistics figure (SPEC §9): counts up from 0 to `value` in `duration` seconds. */
export const stat = z.strictObject({
  id: z.enum(["hours", "savings", "weeks"], { error: "must be hours, savings or weeks" }),
  value: z.number({ error: "must be a number" }),
  duration: z.number({ error: "must be a number of seconds" }).positive("must be more than 0 seconds"),
  /** Small line above the figure, e.g. "Up to". */
  lead: text,
  prefix: affix,
  suffix: affix,
  label: text,
});

/** The home page (SPEC §2 "Home"), `content/pages/home.yaml`. */
export const homeSchema = withTop({
  hero: z.strictObject({
    /** Second, quieter call to action next to Book Demo. */
    secondary: text,
    proof: exactly(3, text),
    visual: forecastVisualCopy,
  }),
  /** SPEC §2 home 2: "The New brain for Supply chains!" with three bullets. */
  brain: section.extend({ bullets: exactly(3, card), visual: riskMapCopy }),
  /** SPEC §2 home 3: "Get unmatched supply chain efficiency!" */
  stats: section.extend({ items: exactly(3, stat) }),
  /** SPEC §2 home 4: the Go offering. */
  go: section.extend({ points: exactly(3, text), visual: goVisualCopy }),
  /** SPEC §2 home 5: "Making supply chains efficient!" */
  efficiency: section.extend({
    cards: z.tuple([cardAt("data-analysis"), cardAt("automation"), cardAt("integration"), cardAt("risk-management"), cardAt("cost-savings")], {
      error: "must be the five cards data-analysis, automation, integration, risk-management and cost-savings",
    }),
  }),
  /** SPEC §2 home 6: "Integrate with your ERP instantly." */
  integrations: section.extend({ points: exactly(3, text), marqueeLabel: text, diagram: erpSyncCopy }),
  /** SPEC §2 home 7: "Stay ahead of the unexpected!" */
  ahead: section.extend({
    cards: z.tuple(
      [
        cardAt("predictive-analytics").extend({ tag: text }),
        cardAt("proactive-decisions").extend({ tag: text }),
        cardAt("data-integration").extend({ tag: text }),
      ],
      { error: "must be the three cards predictive-analytics, proactive-decisions and data-integration" },
    ),
  }),
  /** SPEC §2 home 8: hashtag banner and six testimonials. */
  voices: section.extend({
    hashtagLabel: text,
    hashtags: z.array(text),
    testimonials: exactly(6, testimonial),
  }),
  /** SPEC §2 home 9: heading and steps come from the `feature.*` messages. */
  onboarding: z.strictObject({ eyebrow: text, intro: text }),
  /** SPEC §2 home 10: "Get a break from manual, repetitive tasks!" */
  tasks: section.extend({
    cards: z.tuple(
      [
        cardAt("forecasting").extend({ target: pageId }),
        cardAt("automation").extend({ target: pageId }),
        cardAt("communications").extend({ target: pageId }),
      ],
      { error: "must be the three cards forecasting, automation and communications" },
    ),
  }),
  /** SPEC §2 home 12: "Ready for Autonomous Supply chains?" */
  cta: ctaCopy,
});

export type HomeContent = z.infer<typeof homeSchema>;
export type Testimonial = z.infer<typeof testimonial>;
export type Stat = z.infer<typeof stat>;
export type { ErpSyncCopy, FeedItem, ForecastVisualCopy, GoVisualCopy, RiskMapCopy } from "./visuals";
