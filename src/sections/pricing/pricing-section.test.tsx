import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";
import { describe, expect, it } from "vitest";
import { content } from "../../../tests/setup/content";
import type { PricingVariant } from "~/content/schemas/pricing";
import { PlanList, PricingFrame } from "./pricing-section";
import { PricingTabs } from "./pricing-tabs";

const nbsp = (text: string | null) => (text ?? "").replace(/\s/g, " ");

/** The panel the checked period shows (CSS does the showing in a browser; jsdom applies none). */
const shown = () => {
  const checked = screen.getAllByRole("radio").find((radio) => (radio as HTMLInputElement).checked) as HTMLInputElement;
  return document.querySelector<HTMLElement>(`[data-choice-panel="${checked.value}"]`)!;
};

const { en, sv } = content.pricing;

function renderPricing(variant: PricingVariant, path = "/") {
  const locale = path.startsWith("/sv") ? "sv" : "en";
  const copy = (locale === "sv" ? sv : en).section;
  return render(
    <TranslationProvider locale={locale} messages={messages[locale]}>
      <PageLocationProvider pathname={path}>
        {/* As src/sections/pricing/Pricing.astro composes it: each period's plans are a panel of the toggle. */}
        <PricingFrame copy={copy}>
          <PricingTabs periods={variant.tabs.map((tab) => tab.period)} {...Object.fromEntries(variant.tabs.map((tab) => [tab.period, <PlanList plans={tab.plans} period={tab.period} />]))} />
        </PricingFrame>
      </PageLocationProvider>
    </TranslationProvider>,
  );
}

const prices = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole("article")
    .map((card) => [within(card).getByRole("heading").textContent, nbsp(within(card).getByText(/€|Custom price|Offert/).textContent)]);

describe("the pricing section", () => {
  it("home variant: Monthly by default, Quarterly on demand, every plan links to /contact", async () => {
    const user = userEvent.setup();
    renderPricing(en.home);
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(prices(shown())).toEqual([
      ["Basic", "€299"],
      ["PRO", "€499"],
      ["MAX", "€999"],
    ]);
    for (const link of within(shown()).getAllByRole("link")) expect(link).toHaveAttribute("href", "/contact");

    await user.click(screen.getByText("Quarterly"));
    expect(screen.getByRole("radio", { name: "Quarterly" })).toBeChecked();
    const panel = shown();
    expect(prices(panel)).toEqual([
      ["Basic", "€279"],
      ["PRO", "€479"],
      ["MAX", "€979"],
    ]);
    expect(within(panel).getAllByText("per month")).toHaveLength(3);
    // SPEC §9: MAX lists its companion product twice (worded as content/pages/pricing.yaml has it).
    const companion = en.home.tabs[1].plans[2]!.features.at(-1)!;
    expect(within(within(panel).getByRole("article", { name: "MAX" })).getAllByText(companion)).toHaveLength(2);
  });

  it("feature variant: Monthly/Yearly with a custom-priced Enterprise plan", async () => {
    const user = userEvent.setup();
    renderPricing(en.feature);
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Monthly", "Yearly"]);
    expect(prices(shown())).toEqual([
      ["Basic", "€599"],
      ["Pro", "€999"],
      ["Enterprise", "Custom price"],
    ]);
    expect(within(shown()).getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", "/contact");
    await user.click(screen.getByText("Yearly"));
    const panel = shown();
    expect(prices(panel)).toEqual([
      ["Basic", "€549"],
      ["Pro", "€949"],
      ["Enterprise", "Custom price"],
    ]);
    expect(within(within(panel).getByRole("article", { name: "Pro" })).getByText(en.feature.tabs[1].plans[1]!.accounts)).toBeInTheDocument();
  });

  it("formats prices the Swedish way and links to the Swedish contact page", () => {
    renderPricing(sv.home, "/sv");
    expect(screen.getByRole("radio", { name: "Månadsvis" })).toBeChecked();
    expect(prices(shown())).toEqual([
      ["Basic", "299 €"],
      ["PRO", "499 €"],
      ["MAX", "999 €"],
    ]);
    expect(within(shown()).getByRole("link", { name: "Välj PRO" })).toHaveAttribute("href", "/sv/contact");
  });

  it("billing toggle alone takes each panel by its period, as src/sections/pricing/Pricing.astro gives its slots", async () => {
    const user = userEvent.setup();
    render(
      <TranslationProvider locale="sv" messages={messages.sv}>
        <PricingTabs periods={["monthly", "yearly"]} monthly={<p>Månadens planer</p>} yearly={<p>Årets planer</p>} />
      </TranslationProvider>,
    );
    expect(screen.getByRole("group", { name: "Betalningsperiod" })).toBeInTheDocument();
    expect(shown()).toHaveTextContent("Månadens planer");
    await user.click(screen.getByText("Årsvis"));
    expect(shown()).toHaveTextContent("Årets planer");
  });
});
