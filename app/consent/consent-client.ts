import type { Locale } from "~/i18n/locales";

// Temporary until the consent module lands: no banner, no third-party code.
export function start(_locale: Locale): void {}
export function showPreferences(): void {}
