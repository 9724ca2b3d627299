// Shared by the size and search measurements: the viewport, when the network counts as settled, medians.
import type { BrowserContext, Request } from "@playwright/test";

/** The viewport of the measurements (a common phone), as issue 26 asks. */
export const viewport = { width: 390, height: 844 };
/** A network step has settled when nothing is in flight and nothing started or ended for this long. */
export const quietMs = Number(process.env.BENCH_QUIET_MS || 300);
/** After a scroll step, the least time waited for requests to start, when the network was already quiet. */
export const stepGraceMs = 50;
/** A step that has not settled after this long is left as it is. */
export const settleLimitMs = 15_000;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface NetworkWatch {
  /** Wait until nothing is in flight and the network has been quiet for `quiet` ms; false when it never was within settleLimitMs. */
  settle: (quiet: number) => Promise<boolean>;
  /** Count the quiet spell from `time` at the earliest. */
  quietFrom: (time: number) => void;
}

/** Tracks a context's requests in flight and its last network activity; the handlers see each event after that. */
export function watchNetwork(
  context: BrowserContext,
  on: { request?: (request: Request) => void; finished?: (request: Request) => void; failed?: (request: Request) => void } = {},
): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  context.on("request", (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
    on.request?.(request);
  });
  context.on("requestfinished", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    on.finished?.(request);
  });
  context.on("requestfailed", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    on.failed?.(request);
  });
  return {
    async settle(quiet) {
      const until = Date.now() + settleLimitMs;
      while (Date.now() < until) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quiet) return true;
        await sleep(20);
      }
      return false;
    },
    quietFrom(time) {
      lastActivity = Math.max(lastActivity, time);
    },
  };
}

/** The median of the finite numbers among `values`, or null when there is none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((value): value is number => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
