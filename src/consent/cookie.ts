// The consent cookie, read without loading the consent library. Kept free of imports so the
// e2e helpers and the screenshot script can share it. Mirrors vanilla-cookieconsent v3's own
// validity check (consent id, both timestamps, categories, matching revision).

/** Cookie the consent library writes; `startConsent` reads it first to skip the library for returning visitors. */
export const consentCookieName = "orkestra_consent";

/** Bump when categories or their purposes change: every visitor is asked again. */
export const consentRevision = 1;

/** Days the answer is kept (the library's default, about six months). */
export const consentCookieDays = 182;

const consentCategories = ["necessary", "analytics", "media"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

type StoredConsent = { categories: ConsentCategory[] };

function isCategory(value: unknown): value is ConsentCategory {
  return typeof value === "string" && (consentCategories as readonly string[]).includes(value);
}

/** The visitor's stored answer, or null when there is none (or it is stale, foreign or broken). */
export function readStoredConsent(cookieHeader: string): StoredConsent | null {
  const match = new RegExp(`(?:^|;)\\s*${consentCookieName}\\s*=\\s*([^;]+)`).exec(cookieHeader);
  if (!match?.[1]) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(match[1]));
    if (!value || typeof value !== "object") return null;
    const { consentId, consentTimestamp, lastConsentTimestamp, categories, revision } = value as Record<string, unknown>;
    if (typeof consentId !== "string" || !consentId || !consentTimestamp || !lastConsentTimestamp) return null;
    if (!Array.isArray(categories) || revision !== consentRevision) return null;
    return { categories: categories.filter(isCategory) };
  } catch {
    return null;
  }
}

/**
 * A `document.cookie` assignment equal to what vanilla-cookieconsent writes after an answer, so the
 * library (which runs the preferences dialog) reads answers given in our own banner as its own
 * (decision 0009). Tests and tools use it to pre-answer the banner.
 */
export function consentCookieString(
  categories: readonly ConsentCategory[],
  now = new Date(),
  consentId = "00000000-0000-4000-8000-000000000000",
  languageCode = "en",
): string {
  const accepted = Array.from(new Set<ConsentCategory>(["necessary", ...categories]));
  const value = {
    categories: accepted,
    revision: consentRevision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId,
    services: Object.fromEntries(accepted.map((category) => [category, []])),
    languageCode,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + consentCookieDays * 864e5,
  };
  return `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${consentCookieDays * 86400}; SameSite=Lax`;
}

/**
 * Runs as an inline <head> script before the first paint (src/layouts/Base.astro): marks <html> when the visitor
 * has already answered, so the prerendered banner never shows to them, not even for a frame; also
 * for known crawlers, which never answer. Self-contained, because it is serialised into the page.
 */
export function markConsentAnswered(doc: Document, name: string, revision: number): void {
  try {
    if (/bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent)) {
      doc.documentElement.setAttribute("data-consent-answered", "");
      return;
    }
    const match = new RegExp("(?:^|;)\\s*" + name + "\\s*=\\s*([^;]+)").exec(doc.cookie);
    if (!match || !match[1]) return;
    const value = JSON.parse(decodeURIComponent(match[1]));
    if (value && value.consentId && value.consentTimestamp && value.lastConsentTimestamp && Array.isArray(value.categories) && value.revision === revision) {
      doc.documentElement.setAttribute("data-consent-answered", "");
    }
  } catch {
    // A broken cookie counts as no answer: the banner shows.
  }
}
