/**
 * Sections rendered at build time (`renderStatic`, shown by `StaticHtml` and a few
 * `dangerouslySetInnerHTML` wrappers) travel twice in a prerendered page: as markup, and as strings in
 * the route data React Router inlines for hydration. On the home page that data was 110 KB of the
 * 260 KB document, parsed before the page could hydrate.
 *
 * Hydration never reads those strings: React keeps the server's DOM for `dangerouslySetInnerHTML`
 * and only writes `innerHTML` when the string changes later. So this step empties every data string
 * that is markup (it contains "<") and appears verbatim in the page outside the data. A text child
 * would appear escaped (`&lt;`), never verbatim, so only raw-HTML props qualify. The `.data` files
 * that client-side navigations fetch keep the full strings.
 */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** Strings shorter than this are not worth the lookup. */
const MIN_LENGTH = 200;

// What React Router escapes in the inline data (its `escapeHtml`).
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeForScript = (literal: string) => literal.replace(/[&><\u2028\u2029]/g, (char) => ESCAPES[char]!);

/** Returns the page with rendered-markup strings emptied in its inline route data. */
export function dropRenderedHtml(html: string): string {
  const markup = html.replace(ENQUEUE, "");
  return html.replace(ENQUEUE, (_script, literal: string) => {
    const chunk = JSON.parse(literal) as string;
    const lines = chunk.split("\n").map((line) => {
      // The first line of a turbo-stream chunk is the flat value table; later lines resolve promises.
      if (!line.startsWith("[")) return line;
      const table = JSON.parse(line) as unknown[];
      const emptied = table.map((value) =>
        typeof value === "string" && value.length >= MIN_LENGTH && value.includes("<") && markup.includes(value) ? "" : value,
      );
      return JSON.stringify(emptied);
    });
    return `<script>window.__reactRouterContext.streamController.enqueue(${escapeForScript(JSON.stringify(lines.join("\n")))});</script>`;
  });
}
