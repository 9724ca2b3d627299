import type { PageId } from "~/i18n/pages";
import type { CtaCopy } from "./pricing-types";

/** SPEC §3 "Service or feature card": icon (chosen by id in the section), title, text. */
export type Card<Id extends string = string> = { id: Id; title: string; text: string };

/** SPEC §3 "Testimonial (home)": review, profile image (generated), name, info (role), rating. */
export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  /** SPEC's "info": the job role. */
  role: string;
  company: string;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
};

/** A statistics figure (SPEC §9): counts up from 0 to `value` in `duration` seconds. */
export type Stat = {
  id: "hours" | "savings" | "weeks";
  value: number;
  duration: number;
  /** Small line above the figure, e.g. "Up to". */
  lead: string;
  prefix: string;
  suffix: string;
  label: string;
};

type Section = { eyebrow: string; heading: string; intro: string };

/** Text inside the crafted product visuals. Each visual is one image with `alt` as its name. */
export type ForecastVisualCopy = {
  alt: string;
  app: string;
  view: string;
  live: string;
  item: string;
  accuracy: string;
  legend: { actual: string; forecast: string; band: string; reorder: string };
  today: string;
  /** Six axis labels, one every second week. */
  weeks: readonly [string, string, string, string, string, string];
  feedTitle: string;
  feed: readonly [FeedItem, FeedItem, FeedItem];
  toast: { title: string; text: string };
};
export type FeedItem = { text: string; meta: string; status: string; tone: "ok" | "info" | "warn" };

export type RiskMapCopy = {
  alt: string;
  title: string;
  live: string;
  cities: Record<"london" | "rotterdam" | "antwerp" | "hamburg" | "gothenburg" | "stockholm" | "gdansk", string>;
  alert: { label: string; title: string; text: string };
  action: { label: string; title: string; text: string };
};

export type GoVisualCopy = {
  alt: string;
  email: {
    folder: string;
    from: string;
    to: string;
    subject: string;
    body: string;
    replyFrom: string;
    reply: string;
    time: string;
    replyTime: string;
    status: string;
  };
  check: {
    title: string;
    po: string;
    columns: readonly [string, string, string, string];
    rows: readonly { item: string; ordered: string; confirmed: string; shipped: string; ok: boolean }[];
    summary: string;
    flag: string;
  };
};

export type ErpSyncCopy = {
  alt: string;
  sources: readonly [string, string];
  targets: readonly [string, string];
  hub: string;
  read: string;
  write: string;
  status: string;
  timer: string;
};

export type HomeContent = {
  hero: {
    /** Second, quieter call to action next to Book Demo. */
    secondary: string;
    proof: readonly [string, string, string];
    visual: ForecastVisualCopy;
  };
  /** SPEC §2 home 2: "The New brain for Supply chains!" with three bullets. */
  brain: Section & { bullets: readonly [Card, Card, Card]; visual: RiskMapCopy };
  /** SPEC §2 home 3: "Get unmatched supply chain efficiency!" */
  stats: Section & { items: readonly [Stat, Stat, Stat] };
  /** SPEC §2 home 4: the Go offering. */
  go: Section & { points: readonly [string, string, string]; visual: GoVisualCopy };
  /** SPEC §2 home 5: "Making supply chains efficient!" */
  efficiency: Section & {
    cards: readonly [
      Card<"data-analysis">,
      Card<"automation">,
      Card<"integration">,
      Card<"risk-management">,
      Card<"cost-savings">,
    ];
  };
  /** SPEC §2 home 6: "Integrate with your ERP instantly." */
  integrations: Section & { points: readonly [string, string, string]; marqueeLabel: string; diagram: ErpSyncCopy };
  /** SPEC §2 home 7: "Stay ahead of the unexpected!" */
  ahead: Section & {
    cards: readonly [
      Card<"predictive-analytics"> & { tag: string },
      Card<"proactive-decisions"> & { tag: string },
      Card<"data-integration"> & { tag: string },
    ];
  };
  /** SPEC §2 home 8: hashtag banner and six testimonials. */
  voices: Section & {
    hashtagLabel: string;
    hashtags: readonly string[];
    testimonials: readonly [Testimonial, Testimonial, Testimonial, Testimonial, Testimonial, Testimonial];
  };
  /** SPEC §2 home 9: heading and steps come from the `feature.*` messages. */
  onboarding: { eyebrow: string; intro: string };
  /** SPEC §2 home 10: "Get a break from manual, repetitive tasks!" */
  tasks: Section & {
    cards: readonly [
      Card<"forecasting"> & { target: PageId },
      Card<"automation"> & { target: PageId },
      Card<"communications"> & { target: PageId },
    ];
  };
  /** SPEC §2 home 12: "Ready for Autonomous Supply chains?" */
  cta: CtaCopy;
};
