import { normalizePath } from "~/i18n/locales";

/** Where a page's Open Graph card is (src/pages/og/[...path].png.ts): `/sv/ai` -> `/og/sv/ai.png`. */
export function ogImagePath(pathname: string): string {
  const path = normalizePath(pathname);
  return `/og${path === "/" ? "/index" : path}.png`;
}
