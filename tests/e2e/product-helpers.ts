import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { ctaCopy } from "../../src/content/schemas/cta";
import { expect } from "./fixtures";

/** Checks the product and company page specs share: the call to action, onward links, visuals. */

/** The demo booking page (content/company.json, which editors change). */
export const scheduling = site.links.scheduling;

const { en: enCta, sv: svCta } = readPage("cta", ctaCopy);

export const productUi = {
  en: { prefix: "", newTab: "(opens in a new tab)", bookDemo: "Book Demo", cta: enCta },
  sv: { prefix: "/sv", newTab: "(öppnas i en ny flik)", bookDemo: "Boka demo", cta: svCta },
} as const;

type Lang = keyof typeof productUi;

/** A link that opens in a new tab, safely, and says so. */
export async function expectNewTab(link: Locator, href: string, newTab: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText(newTab);
}

/** SPEC §2 shared call to action: "Get Started Now" to /contact first, then Book Demo in a new tab. */
export async function expectFreeTrialCta(page: Page, lang: Lang) {
  const l = productUi[lang];
  const cta = page.getByRole("region", { name: l.cta.heading });
  await expect(cta.getByRole("heading", { level: 2 })).toHaveText(l.cta.heading);
  const links = cta.getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveText(l.cta.secondary);
  await expect(links.first()).toHaveAttribute("href", `${l.prefix}/contact`);
  await expectNewTab(links.nth(1), scheduling, l.newTab);
}

/** The onward cards: each names its page and leads there. */
export async function expectNextLinks(page: Page, lang: Lang, next: { heading: string; links: readonly { page: string; title: string }[] }) {
  const region = page.getByRole("main").getByRole("region", { name: next.heading });
  await expect(region.getByRole("link")).toHaveCount(next.links.length);
  for (const link of next.links) {
    await expect(region.getByRole("link", { name: link.title, exact: true })).toHaveAttribute("href", `${productUi[lang].prefix}/${link.page}`);
  }
}

/** Every visual is one image whose name is its full alt text. */
export async function expectVisuals(page: Page, alts: readonly string[]) {
  const main = page.getByRole("main");
  for (const alt of alts) await expect(main.getByRole("img", { name: alt, exact: true })).toBeVisible();
}
