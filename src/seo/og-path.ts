import { normalizePath } from "../i18n/locales";

// Relative imports only: the build's post-processing (src/integrations/build-end.ts) imports this module from
// astro.config.ts (src/integrations/finish-build.ts), where the `~/` alias does not resolve.

/** Where the build writes a page's Open Graph card (src/integrations/og-image.ts): `/sv/ai` -> `/og/sv/ai.png`. */
export function ogImagePath(pathname: string): string {
  const path = normalizePath(pathname);
  return `/og${path === "/" ? "/index" : path}.png`;
}
