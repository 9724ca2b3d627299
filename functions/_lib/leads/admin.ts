/**
 * E/outbox (decision 0028): what is still undelivered, for the team, behind LEADS_ADMIN_TOKEN; a
 * POST first delivers what is due. Without a configured token the route does not exist.
 */
import { commonHeaders } from "../oauth";
import { sameSecret } from "../oauth";
import { errorClass, plain } from "./http";
import { deliverDue, purge, undelivered } from "./outbox";
import type { LeadsContext } from "./types";

/** How many due rows one POST attempts. */
export const deliverPerRequest = 20;

export async function outbox(context: LeadsContext): Promise<Response> {
  const { request, env } = context;
  const expected = env.LEADS_ADMIN_TOKEN?.trim();
  if (!expected) return plain(404, "Not found");
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
  if (!sameSecret(given, expected)) return plain(401, "A valid Authorization: Bearer token is needed.", { "WWW-Authenticate": 'Bearer realm="leads outbox"' });
  const db = env.LEADS_DB;
  if (!db) return plain(503, "Not configured: LEADS_DB");
  try {
    if (request.method === "POST") {
      await deliverDue(env, deliverPerRequest);
      await purge(env);
    }
    return Response.json({ undelivered: await undelivered(env, db) }, { headers: commonHeaders });
  } catch (error) {
    console.error(`leads: outbox listing failed: ${errorClass(error)}`);
    return plain(503, "The outbox could not be read just now.");
  }
}
