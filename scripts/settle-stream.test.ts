import { describe, expect, it } from "vitest";
import { settleStream } from "./settle-stream";

// The tail React Router 8.4 prerenders: the data segment and, nested in it, the stream's close.
const reveal = `$RB=[];$RV=function(a){a.length=0};\n$RC=function(a,b){};`;
const streamed =
  `<body><main>Hi</main><script>window.__reactRouterContext = {};</script><!--$?--><template id="B:0"></template><!--/$-->` +
  `<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>` +
  `<div hidden id="S:0"><script>enqueue("[1]");</script><!--$?--><template id="B:1"></template><!--/$--></div>` +
  `<script>${reveal}$RC("B:0","S:0")</script><div hidden id="S:1"><script>close();</script></div><script>$RC("B:1","S:1")</script></body>`;

describe("settleStream", () => {
  it("puts each boundary's content where React's reveal code would, and drops that code", () => {
    expect(settleStream(streamed)).toBe(
      `<body><main>Hi</main><script>window.__reactRouterContext = {};</script>` +
        `<!--$--><script>enqueue("[1]");</script><!--$--><script>close();</script><!--/$--><!--/$-->` +
        `<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script></body>`,
    );
  });

  it("gives the same DOM as React's reveal code running in the browser", () => {
    document.body.innerHTML = settleStream(streamed).replace(/<\/?body>/g, "");
    const settled = document.body.innerHTML;
    // React's own code, reduced to its effect: move S:n's children before B:n's end marker.
    document.body.innerHTML = streamed.replace(/<\/?body>/g, "").replace(/<script>\$RB[\s\S]*?<\/script>|<script>\$RC[^<]*<\/script>/g, "");
    for (const n of ["0", "1"]) {
      const template = document.getElementById(`B:${n}`)!;
      const segment = document.getElementById(`S:${n}`)!;
      (template.previousSibling as Comment).data = "$";
      while (segment.firstChild) template.parentNode!.insertBefore(segment.firstChild, template);
      template.remove();
      segment.remove();
    }
    expect(document.body.innerHTML).toBe(settled);
  });

  it("leaves a page without streamed boundaries alone", () => {
    expect(settleStream("<body><p>static</p></body>")).toBe("<body><p>static</p></body>");
  });

  it("fails the build when the streamed markup changes shape", () => {
    expect(() => settleStream(streamed.replace('<template id="B:1"></template>', "<template></template>"))).toThrow(/shape|content/);
    expect(() => settleStream(streamed.replace('$RC("B:1","S:1")', '$RC("B:1","S:2")'))).toThrow(/S:1/);
  });
});
