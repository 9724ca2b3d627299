/**
 * The same sign-in as one Worker, for hosts without Pages Functions (nginx, Docker): deploy it with
 * `wrangler deploy functions/_worker.ts` and build the site with CMS_OAUTH_URL set to its origin
 * (README, "Editing in production"). The leading `_` keeps Pages from routing this file.
 */
import { callback, signIn, type Env } from "./_lib/oauth";

export default {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/api/auth") return signIn(request, env);
    if (request.method === "GET" && pathname === "/api/callback") return callback(request, env);
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });
  },
};
