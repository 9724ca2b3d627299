// Why a page's largest paint comes after its first, in Lighthouse's model (issue 56): the requests that
// its simulated LCP waits for and its FCP does not. Lantern, the slow-phone simulation behind the
// mobile preset, counts for LCP every request that ended before the largest paint in the unthrottled
// trace (a font, a preloaded chunk, an icon...), for FCP only the render-blocking ones. The bench names
// them under its table for every page over the LCP − FCP budget.
import type { Artifacts } from "lighthouse";
// Lighthouse's own computed metrics, as its audits run them (outside its documented API).
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";

type GraphNode = { id: string; type: string; request?: { url: string; resourceType?: string } };
type Graph = { traverse: (visit: (node: GraphNode) => void) => void };
type LanternResult = { optimisticGraph: Graph; pessimisticGraph: Graph };

const networkNodes = (graph: Graph) => {
  const nodes = new Map<string, string>();
  graph.traverse((node) => {
    if (node.type === "network" && node.request) nodes.set(node.id, `${node.request.resourceType ?? "Other"} ${node.request.url}`);
  });
  return nodes;
};

/** The requests in the simulated LCP's graphs that its FCP's lack ("Font http://…/inter.woff2"); [] when they match. */
export async function paintGapRequests(artifacts: Artifacts, origin: string): Promise<string[]> {
  const settings = { ...defaultSettings, throttlingMethod: "simulate" };
  const context = { computedCache: new Map(), settings };
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as LanternResult;
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as LanternResult;
  const extra = new Set<string>();
  for (const kind of ["optimisticGraph", "pessimisticGraph"] as const) {
    const first = networkNodes(fcp[kind]);
    for (const [id, label] of networkNodes(lcp[kind])) if (!first.has(id)) extra.add(label.replace(origin, ""));
  }
  return [...extra];
}
