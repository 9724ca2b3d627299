/**
 * The local stand-in for GitHub's two OAuth endpoints (github-server.ts) that the sign-in functions
 * talk to in the tests, and what the tests share about it. playwright.config.ts starts it and gives
 * the Pages runtime these bindings.
 */
const port = Number(process.env.E2E_PORT || 4300);
export const githubPort = Number(process.env.E2E_GITHUB_PORT || port + 85);
/** A second Pages runtime without any binding, started by the one test about missing secrets. */
export const barePagesPort = Number(process.env.E2E_BARE_PAGES_PORT || port + 86);
export const githubOrigin = `http://127.0.0.1:${githubPort}`;

export const clientId = "stand-in-client-id";
export const clientSecret = "stand-in-client-secret";
export const oauthBindings = { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_OAUTH_ORIGIN: githubOrigin };

/**
 * The REST side, for the comment function's pull requests (decision 0028): the token the Pages
 * runtime is given, the one repository and base branch the stand-in knows.
 */
export const apiToken = "stand-in-api-token";
export const leadsRepo = "orkestra/website";
export const leadsBranch = "main";

/** The stand-in refuses to exchange a code that starts with this, as GitHub does an expired one. */
export const refusedCode = "refused";
/** The token the stand-in hands out for a code. */
export const tokenFor = (code: string) => `gho_${code}`;

/** A token exchange as the stand-in received it. */
export type Exchange = { code: string; clientId: string; clientSecret: string; redirectUri: string; accept: string; contentType: string };

/** Every token exchange the stand-in received for a code (each test uses codes of its own). */
export async function exchangesOf(code: string): Promise<Exchange[]> {
  const response = await fetch(`${githubOrigin}/__exchanges?code=${encodeURIComponent(code)}`);
  return (await response.json()) as Exchange[];
}

/** A code no other test uses. */
export const uniqueCode = (prefix = "code") => `${prefix}-${crypto.randomUUID()}`;
