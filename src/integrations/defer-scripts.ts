import { paintLimitMs, whenPainted } from "../directives/painted";

/** A module script as Astro writes it for a page: the site script, a view's own, the prefetch script. */
const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;

/** Adds module scripts at the end of the body, run in this order (the loader's work once painted). */
export function addModuleScripts(sources: string[]): void {
  for (const src of sources) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    script.async = false;
    document.body.append(script);
  }
}

/**
 * Issue 26: a page paints from its HTML, CSS and fonts alone, so its module scripts (the site script,
 * a view's own script, Astro's prefetch script) wait for the first contentful paint, as the islands
 * do (`client:painted`). Lighthouse's simulation counts every request that finished before the paint
 * as a dependency of it, and the site script's imports add a round trip. Each page's module script
 * tags become one inline classic script at the end of the body that adds them, in the same order,
 * once the page has painted; the CSP step hashes it with the page's other inline scripts.
 */
export function deferModuleScripts(html: string): string {
  const sources: string[] = [];
  const rest = html.replace(moduleScript, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  if (!rest.includes("</body>")) throw new Error("deferModuleScripts: no </body> to put the loader before");
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const loader = `(${whenPainted.toString()})(()=>(${addModuleScripts.toString()})(${list}),${paintLimitMs})`;
  if (loader.includes("</")) throw new Error("deferModuleScripts: the loader's code would end its <script> early");
  return rest.replace("</body>", `<script>${loader}</script></body>`);
}
