import { InPage } from "~/components/in-page";
import { planFacts, fillTokens } from "~/content/tokens";
import { withPlans, type PlansData, type PricingSectionCopy, type PricingVariant } from "~/content/schemas/pricing";
import { localizePath, type Locale } from "~/i18n/locales";
import { PlanList, PricingFrame } from "~/sections/pricing/pricing-section";
import { PricingTabs } from "~/sections/pricing/pricing-tabs";
import type { PricingWords } from "./preview-data";
import { factsIn, Guard, InEachLanguage, mapStrings, toJs, type PreviewProps } from "./preview-kit";

/** A pricing table as a page shows it: where, its frame's words and its plans per tab. */
export type PricingTable = { id: string; where: string; pathname: string; tone: "default" | "muted"; copy: PricingSectionCopy; variant: PricingVariant };

/**
 * The plans being edited joined with one language's words, as the build joins them (`withPlans`):
 * the home page's table (also /pricing's) and /go's. Plan tokens in the words (`{plan.home.basic.name}`)
 * follow the entry; a plan the words do not cover yet is the build's own refusal, returned as `problem`.
 */
export function pricingTables(plans: unknown, words: PricingWords, goSection: PricingSectionCopy, locale: Locale, known: ReadonlyMap<string, string>): { tables: PricingTable[] } | { problem: string } {
  try {
    const data = plans as PlansData;
    const all = new Map([...known, ...planFacts(data, locale)]);
    const fill = (text: string) => fillTokens(text, all);
    // withPlans reads only the cards' words of the page's copy.
    const content = withPlans(mapStrings(words, fill) as unknown as Parameters<typeof withPlans>[0], data, locale);
    return {
      tables: [
        { id: "pricing", where: "Home page and /pricing", pathname: localizePath("/pricing", locale), tone: "default", copy: content.section, variant: content.home },
        { id: "go-pricing", where: "/go", pathname: localizePath("/go", locale), tone: "muted", copy: mapStrings(goSection, fill), variant: content.feature },
      ],
    };
  } catch (error) {
    // The build's own words for a mismatch; anything else is a field still being filled in.
    const said = error instanceof Error ? error.message : "";
    return { problem: said.startsWith("content/") ? said : "a plan's fields are not all filled in yet." };
  }
}

/** A table drawn by the site's pricing section: its frame, the billing tabs and each tab's cards. */
function PricingTableView({ table }: { table: PricingTable }) {
  const { variant } = table;
  return (
    <PricingFrame copy={table.copy} id={table.id} tone={table.tone}>
      <PricingTabs periods={variant.tabs.map((tab) => tab.period)} {...Object.fromEntries(variant.tabs.map((tab) => [tab.period, <PlanList key={tab.period} plans={tab.plans} period={tab.period} />]))} />
    </PricingFrame>
  );
}

const caption = { margin: "2rem auto 0", maxWidth: "80rem", padding: "0 2rem", fontSize: "0.8125rem", color: "var(--color-ink-muted)" };

/** Plans and prices (content/plans.yaml): both tables as the site's pricing cards, in each language. */
export function plansPreview(copy: Record<Locale, { pricing: PricingWords; goPricing: PricingSectionCopy }>) {
  return function PlansPreview({ entry }: PreviewProps) {
    const plans = toJs(entry.getIn(["data"]));
    return (
      <InEachLanguage>
        {(locale) => {
          const result = pricingTables(plans, copy[locale].pricing, copy[locale].goPricing, locale, factsIn(locale));
          if ("problem" in result) return <p style={{ ...caption, textAlign: "center" }}>{`Not shown until the plans match their words: ${result.problem}`}</p>;
          return result.tables.map((table) => (
            <div key={table.id}>
              <p style={caption}>{table.where}</p>
              <Guard key={JSON.stringify(table)} note="Fill in the plan's fields to see its card.">
                <InPage page={{ locale, pathname: table.pathname }} of={PricingTableView} table={table} />
              </Guard>
            </div>
          ));
        }}
      </InEachLanguage>
    );
  };
}
