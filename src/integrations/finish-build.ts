import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { finishStaticBuild } from "./build-end";

/** The rule Astro writes as an inline <style> before a page's first island; app.css carries it. */
const islandStyles = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Astro's inline island style sits in <body>, where a <style> element is not valid HTML, and an
 * inline style would need its own CSP allowance: drop it (the same rule is in src/styles/app.css).
 */
function dropIslandStyles(html: string): string {
  const result = html.replaceAll(islandStyles, "");
  // A changed rule would slip through as invalid HTML: fail the build instead.
  if (/<style>[^<]*astro-island/.test(result)) throw new Error("Astro's island style changed; update src/integrations/finish-build.ts and app.css");
  return result;
}

/** The relative static imports at the head of a built module ("./chunk.js"); dynamic ones are left to load when used. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+)["']/g)) found.push(match[1]!);
  return found;
}

/**
 * A `<link rel="modulepreload">` in the head for every chunk the page's module scripts import, however
 * deep: the browser then fetches them with the scripts instead of one round trip later, when a script
 * has arrived and named them (issue 56: the chain held Lighthouse's largest paint back).
 */
export function preloadModules(html: string, readModule: (path: string) => string): string {
  const entries = [...html.matchAll(/<script type="module" src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const chunks = new Set<string>();
  const visit = (path: string) => {
    for (const relative of staticImports(readModule(path))) {
      const chunk = path.slice(0, path.lastIndexOf("/") + 1) + relative.slice(2);
      if (chunks.has(chunk) || entries.includes(chunk)) continue;
      chunks.add(chunk);
      visit(chunk);
    }
  };
  entries.forEach(visit);
  if (!chunks.size) return html;
  return html.replace("</head>", [...chunks].map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join("") + "</head>");
}

/**
 * After Astro has written the pages: their module chunks preloaded, CSP, host files, the search index,
 * precompression (./build-end.ts). Module scripts stay as Astro writes them (decision 0022: deferring them until
 * after the first paint cost more blocking time than it saved).
 */
export function finishBuild(): AstroIntegration {
  return {
    name: "orkestra:finish-build",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir).replace(/\/$/, "");
        const modules = new Map<string, string>();
        const readModule = (path: string) => modules.get(path) ?? modules.set(path, readFileSync(join(clientDir, path), "utf8")).get(path)!;
        await finishStaticBuild(clientDir, (html) => preloadModules(dropIslandStyles(html), readModule));
      },
    },
  };
}
