import type { Page } from "@playwright/test";
import { consentCookieName, consentCookieString } from "../../src/consent/cookie";

export { consentCookieName };

/**
 * Pre-answer the consent banner for every page this `page` opens, as a returning visitor would have:
 * "reject" keeps only the necessary category, "accept" accepts all. Call before the first `goto`.
 * The cookie is only written while none exists, so answers given during the test stick.
 */
export async function answerConsent(page: Page, answer: "reject" | "accept"): Promise<void> {
  const cookie = consentCookieString(answer === "accept" ? ["analytics", "media"] : []);
  await page.addInitScript(
    ({ name, value }) => {
      if (!document.cookie.split(/;\s*/).some((part) => part.startsWith(`${name}=`))) document.cookie = value;
    },
    { name: consentCookieName, value: cookie },
  );
}

/** The categories stored in the consent cookie, or null when the visitor has not answered. */
export async function storedConsent(page: Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === consentCookieName);
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}
