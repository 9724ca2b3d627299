import { afterEach, describe, expect, it, vi } from "vitest";
import { paintLimitMs } from "../directives/painted";
import { deferModuleScripts } from "./defer-scripts";

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const site = `<script type="module" src="/assets/Base.astro_astro_type_script_index_0_lang.x1.js"></script>`;
const prefetch = `<script type="module" src="/assets/page.x2.js"></script>`;

/** The page's inline loader, run in this document; `observed` is the PerformanceObserver it created. */
function runLoader(html: string) {
  const code = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
  expect(code).toBeTruthy();
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    "PerformanceObserver",
    Object.assign(
      function (this: object, callback: typeof report) {
        report = callback;
        return Object.assign(this, { observe: vi.fn(), disconnect });
      },
      { supportedEntryTypes: ["paint"] },
    ),
  );
  new Function(code!)();
  const paint = () => report!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
  return { paint, disconnect };
}
const added = () => [...document.body.querySelectorAll("script")].map((script) => ({ src: script.getAttribute("src"), type: script.type, async: script.async }));

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("module scripts after the first paint", () => {
  it("replaces every module script tag with one inline loader at the end of the body, other scripts kept", () => {
    const html = deferModuleScripts(page(`<script>detect()</script>${prefetch}<script type="application/ld+json">{}</script>`, `<main></main>${site}`));
    expect(html).not.toContain('type="module"');
    expect(html).toContain("<script>detect()</script>");
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toMatch(/<main><\/main><script>[^<]+<\/script><\/body><\/html>$/);
  });

  it("leaves a page without module scripts as it is", () => {
    const html = page("<script>detect()</script>", "<main></main>");
    expect(deferModuleScripts(html)).toBe(html);
  });

  it("adds the scripts, in document order and run in that order, once the first contentful paint is reported", () => {
    const { paint, disconnect } = runLoader(deferModuleScripts(page(prefetch, site)));
    expect(added()).toEqual([]);
    paint();
    expect(added()).toEqual([
      { src: "/assets/page.x2.js", type: "module", async: false },
      { src: "/assets/Base.astro_astro_type_script_index_0_lang.x1.js", type: "module", async: false },
    ]);
    expect(disconnect).toHaveBeenCalled();
  });

  it("adds them anyway when no paint is reported in time", () => {
    vi.useFakeTimers();
    runLoader(deferModuleScripts(page("", site)));
    vi.advanceTimersByTime(paintLimitMs - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(1);
  });
});
