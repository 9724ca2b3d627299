/**
 * The lead functions (decision 0028): the Pages routes under functions/api/leads/ call these, and
 * the Worker (functions/_worker.ts) routes the same paths here with `route`.
 */
import { outbox } from "./admin";
import { comment, demo, newsletter } from "./forms";
import { endpointPath, preflight } from "./http";
import { confirm, unsubscribe, unsubscribeOneClick } from "./links";
import { deliverDue, purge } from "./outbox";
import type { LeadsContext, LeadsEnv } from "./types";

export { comment, confirm, demo, newsletter, outbox, unsubscribe, unsubscribeOneClick };
export type { LeadsContext, LeadsEnv, LeadsFunction } from "./types";

const routes: Record<string, Partial<Record<"GET" | "POST", (context: LeadsContext) => Promise<Response>>>> = {
  newsletter: { POST: newsletter },
  demo: { POST: demo },
  comment: { POST: comment },
  confirm: { GET: confirm },
  unsubscribe: { GET: unsubscribe, POST: unsubscribeOneClick },
  outbox: { GET: outbox, POST: outbox },
};

/** The Worker's answer for a path under E, or undefined when it is not one of these routes. */
export function route(context: LeadsContext): Promise<Response> | Response | undefined {
  const { pathname } = new URL(context.request.url);
  if (!pathname.startsWith(`${endpointPath}/`)) return undefined;
  const handlers = routes[pathname.slice(endpointPath.length + 1)];
  if (!handlers) return undefined;
  if (context.request.method === "OPTIONS") return preflight(context.request, context.env);
  return handlers[context.request.method as "GET" | "POST"]?.(context);
}

/** The Worker's schedule: what is due (a larger batch than a request's), then the purge. */
export async function scheduled(env: LeadsEnv): Promise<void> {
  if (!env.LEADS_DB) {
    console.error("leads: not configured: LEADS_DB");
    return;
  }
  await deliverDue(env, 50);
  await purge(env);
}
