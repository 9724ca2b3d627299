/**
 * Decision 0008: a prerendered page paints from its HTML and CSS alone, so its JavaScript should not
 * compete with them for the first paint. React Router's <Scripts> emits a modulepreload link per
 * module in <head> and one inline module script that imports the route modules and the client entry.
 * This build step removes the links and replaces the module script with a classic one that adds the
 * same links and the same module script once the first contentful paint is on screen.
 *
 * The replacement keeps the element count and order of the body, so hydration matches (React does not
 * patch a script's attributes or contents, and <Scripts> marks them suppressHydrationWarning).
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Links added per task. Chromium spends 1-10 ms on each modulepreload link it is handed (the home
 * page has 35): added all at once they made one 50-150 ms task right after the first paint, which
 * Lighthouse counts as blocking time. A few per task keeps every task short and still starts every
 * download within a few milliseconds.
 */
const BATCH = 4;

/**
 * The classic script's body: `modules` are preloaded, a few per task; then each module in `stages` is
 * evaluated by a module script of its own, one per task; then `code` runs as a module. Evaluated as
 * one graph, the modules made one 20-40 ms task (80-160 ms on Lighthouse's slowed-down phone); a
 * module already evaluated is not run again, so `code` only adds what is left and starts hydration.
 */
function loader(modules: string[], stages: string[], code: string): string {
  // "<" is escaped so that no "</script>" inside the data can end the element early.
  const data = JSON.stringify([modules, code, stages]).replace(/</g, "\\u003c");
  return (
    `(function(d){var done,i=0,j=0;function h(){if(done)return;done=1;add()}` +
    `function add(){for(var end=Math.min(i+${BATCH},d[0].length);end>i;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=d[0][i];document.head.appendChild(l)}` +
    `if(d[0].length>i)return void setTimeout(add,0);run()}` +
    `function run(){var s=document.createElement("script");s.type="module";` +
    `if(d[2].length>j){s.src=d[2][j++];s.onload=s.onerror=function(){s.remove();setTimeout(run,0)};document.head.appendChild(s);return}` +
    `s.textContent=d[1];document.body.appendChild(s)}` +
    // Start once the browser reports the first contentful paint (a frame callback alone can run before
    // the frame is on screen). Without paint timing: one frame. A hidden tab paints, and so hydrates,
    // when shown; the timeout only guarantees hydration if no paint entry ever arrives.
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")==-1)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(h,0)}}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(h,0)})}setTimeout(h,5000)})(${data})`
  );
}

/**
 * The modules to evaluate one by one before `code`: every preloaded module but the client entry,
 * which `code` imports last because importing it starts hydration.
 */
function stagesOf(modules: string[], code: string): string[] {
  const entries = new Set([...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1]));
  return modules.filter((module) => !entries.has(module));
}

/**
 * Rewrites one prerendered HTML document; throws when the markup is not what <Scripts> emits.
 * `onInlineScript` receives the code of the module script the loader will insert, so the page's
 * Content Security Policy can allow it by hash (scripts/csp.ts).
 */
export function deferHydration(html: string, onInlineScript?: (code: string) => void): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  const scripts = [...withoutPreloads.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1 || modules.length === 0) {
    throw new Error(`deferHydration: expected one module script and its modulepreload links, found ${scripts.length} and ${modules.length}`);
  }
  return withoutPreloads.replace(MODULE_SCRIPT, (_tag, code: string) => {
    onInlineScript?.(code);
    return `<script>${loader(modules, stagesOf(modules, code), code)}</script>`;
  });
}
