import { auth as enAuth } from "~/content/en/auth";
import { auth as svAuth } from "~/content/sv/auth";
import type { Locale } from "~/i18n/locales";
import type { AuthCopy, AuthPageCopy } from "./types";

const authCopy: Record<Locale, AuthCopy> = { en: enAuth, sv: svAuth };

/** An auth page's own copy (its side panel and product visual), read at build time by the views. */
export function authPageCopy(locale: Locale, key: keyof AuthCopy): AuthPageCopy {
  return authCopy[locale][key];
}
