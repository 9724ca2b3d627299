// GET /api/auth: where /admin's "Login with GitHub" popup starts (functions/_lib/oauth.ts).
import { signIn, type PagesFunction } from "../_lib/oauth";

export const onRequestGet: PagesFunction = ({ request, env }) => signIn(request, env);
