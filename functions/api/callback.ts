// GET /api/callback: GitHub's redirect back, where the popup hands the token to /admin (functions/_lib/oauth.ts).
import { callback, type PagesFunction } from "../_lib/oauth";

export const onRequestGet: PagesFunction = ({ request, env }) => callback(request, env);
