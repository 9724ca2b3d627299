/**
 * React Router's <Scripts> streams the page's loader data through Suspense boundaries. A prerendered
 * page therefore arrives with the data scripts parked in hidden `<div hidden id="S:n">` blocks at the
 * end of the body, plus React's inline `$RC`/`$RV` code that moves them into place one animation
 * frame after the first paint: a DOM move and a main-thread task on every page load, for markup the
 * build already knows in full. This step makes that move at build time: each boundary's template is
 * replaced by its finished content, exactly the DOM React's own code produces, so hydration sees
 * what it would have seen and the move scripts are gone (and need no CSP hash).
 */
const SEGMENT = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>(?:\$RB=\[\];[\s\S]*?)?\$RC\("B:(\d+)","S:(\d+)"\)<\/script>/g;
const PENDING = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/;

export function settleStream(html: string): string {
  if (!html.includes("$RC(")) return html;
  const content = new Map<string, string>();
  let rest = html.replace(SEGMENT, (_all, segment: string, inner: string, boundary: string, target: string) => {
    if (segment !== target) throw new Error(`settleStream: segment S:${segment} completes S:${target}`);
    content.set(boundary, inner);
    return "";
  });
  for (let match = PENDING.exec(rest); match; match = PENDING.exec(rest)) {
    const inner = content.get(match[1]!);
    if (inner === undefined) throw new Error(`settleStream: no content for boundary B:${match[1]}`);
    content.delete(match[1]!);
    rest = rest.slice(0, match.index) + `<!--$-->${inner}<!--/$-->` + rest.slice(match.index + match[0].length);
  }
  if (content.size || /\$R[CVB]\b|<template id="B:|<div hidden id="S:/.test(rest)) {
    throw new Error("settleStream: streamed boundaries are not in the shape React Router emits; revisit scripts/settle-stream.ts");
  }
  return rest;
}
