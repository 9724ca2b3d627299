// The consent cookie, read without loading the consent library. Kept free of imports so the
// e2e helpers and the screenshot script can share it. Mirrors vanilla-cookieconsent v3's own
// validity check (consent id, both timestamps, categories, matching revision).

/** Cookie the consent library writes; `startConsent` reads it first to skip the library for returning visitors. */
export const consentCookieName = "orkestra_consent";

/** Bump when categories or their purposes change: every visitor is asked again. */
export const consentRevision = 1;

/** Days the answer is kept (the library's default, about six months). */
export const consentCookieDays = 182;

export const consentCategories = ["necessary", "analytics", "media"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type StoredConsent = { categories: ConsentCategory[] };

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
 * A `document.cookie` assignment equal to what the library writes after an answer. Used by tests
 * and tools to pre-answer the banner; the site itself only ever lets the library write it.
 */
export function consentCookieString(categories: readonly ConsentCategory[], now = new Date()): string {
  const accepted = Array.from(new Set<ConsentCategory>(["necessary", ...categories]));
  const value = {
    categories: accepted,
    revision: consentRevision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: "00000000-0000-4000-8000-000000000000",
    services: Object.fromEntries(accepted.map((category) => [category, []])),
    languageCode: "en",
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + consentCookieDays * 864e5,
  };
  return `${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${consentCookieDays * 86400}; SameSite=Lax`;
}
