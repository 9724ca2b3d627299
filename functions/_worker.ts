/**
 * The same functions as one Worker, for hosts without Pages Functions (nginx, Docker): the CMS
 * sign-in and the lead forms. Deploy it with `wrangler deploy functions/_worker.ts` and build the
 * site with CMS_OAUTH_URL and FORMS_ENDPOINT set to its origin (README, "Editing in production").
 * Its cron schedule delivers what the outbox still holds and purges old records (decision 0028).
 * The leading `_` keeps Pages from routing this file.
 */
import { route, scheduled, type LeadsEnv } from "./_lib/leads";
import { callback, signIn, type Env as OAuthEnv } from "./_lib/oauth";

type Env = OAuthEnv & LeadsEnv;
/** The part of the Worker's execution context used (@cloudflare/workers-types is not installed). */
type WorkerContext = { waitUntil(promise: Promise<unknown>): void };

export default {
  fetch(request: Request, env: Env, ctx?: WorkerContext): Response | Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/api/auth") return signIn(request, env);
    if (request.method === "GET" && pathname === "/api/callback") return callback(request, env);
    const leads = route({ request, env, ...(ctx ? { waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) } : {}) });
    if (leads) return leads;
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });
  },
  scheduled(_controller: unknown, env: Env, ctx: WorkerContext): void {
    ctx.waitUntil(scheduled(env));
  },
};
