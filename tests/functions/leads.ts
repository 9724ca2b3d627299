/**
 * What the lead functions' tests (decision 0028) share: the mail service's stand-in
 * (mail-server.ts), the GitHub REST stand-in (github-server.ts), the Pages runtime's bindings and
 * its local database, and helpers that read what the stand-ins received. playwright.config.ts
 * starts the stand-ins and gives the Pages runtime these bindings.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { projectRoot } from "../../scripts/lib/site.mjs";
import type { Call, Contact, Failure, Mail } from "../../scripts/lib/mail-stand-in.ts";
import type { ApiCall, Pull } from "../../scripts/lib/github-stand-in.ts";
import { apiToken, githubOrigin, leadsBranch, leadsRepo } from "./github.ts";

const port = Number(process.env.E2E_PORT || 4300);
export const mailPort = Number(process.env.E2E_MAIL_PORT || port + 87);
export const mailOrigin = `http://127.0.0.1:${mailPort}`;

/** Cloudflare Pages' local runtime (playwright.config.ts's `pages` server), as Node reaches it. */
export const pagesOrigin = `http://127.0.0.1:${Number(process.env.E2E_PAGES_PORT || port + 80)}`;

/** The local D1 database of the Pages runtime (made afresh before it starts; scripts/lib/leads-db.ts). */
export const leadsDbDir = join(projectRoot, ".cache", "test-leads-d1", String(port));

export const mailApiKey = "stand-in-brevo-key";
export const adminToken = "stand-in-admin-token";
export const listId = 7;
export const sender = "hello@orkestra.example";
export const salesEmail = "sales@orkestra.example";

/** The lead functions' environment in the tests: every secret, each service its stand-in. */
export const leadsBindings = {
  LEADS_SECRET: "stand-in-leads-secret-0123456789abcdef",
  LEADS_ADMIN_TOKEN: adminToken,
  MAIL_API_KEY: mailApiKey,
  MAIL_API_ORIGIN: mailOrigin,
  MAIL_LIST_ID: String(listId),
  MAIL_SENDER: sender,
  SALES_EMAIL: salesEmail,
  GITHUB_TOKEN: apiToken,
  GITHUB_API_ORIGIN: githubOrigin,
  GITHUB_REPO: leadsRepo,
  GITHUB_BRANCH: leadsBranch,
};

const read = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;
const about = (address: string) => `?to=${encodeURIComponent(address)}`;

/** Every mail the mail service accepted for `address`. */
export const mailsTo = (address: string) => read<Mail[]>(`${mailOrigin}/__mails${about(address)}`);
/** The contact `address` as the mail service keeps it (its lists), if any. */
export const contactOf = async (address: string) => (await read<Contact[]>(`${mailOrigin}/__contacts${about(address)}`))[0];
/** Every call to the mail service about `address`, failed ones too. */
export const mailCallsAbout = (address: string) => read<Call[]>(`${mailOrigin}/__calls${about(address)}`);

/** Makes the mail service fail (or hang on) its next `count` calls about `to`; `count: 0` clears it. */
export async function failMail(failure: Failure & { to: string }) {
  await fetch(`${mailOrigin}/__fail`, { method: "POST", body: JSON.stringify(failure) });
}

/** Every pull request the GitHub stand-in opened, with the files each branch changed. */
export const pulls = () => read<(Pull & { files: Record<string, string> })[]>(`${githubOrigin}/__pulls`);
/**
 * Until `detach` is called, the GitHub stand-in keeps comments on `post` in the git repository at
 * `dir` (as branches decap-server's git mode reads) instead of in memory.
 */
export async function attachRepository(dir: string, post: string) {
  await fetch(`${githubOrigin}/__attach`, { method: "POST", body: JSON.stringify({ dir, post }) });
  return { detach: () => fetch(`${githubOrigin}/__attach`, { method: "DELETE" }).then(() => undefined) };
}

/** Every REST call the GitHub stand-in answered. */
export const githubCalls = () => read<ApiCall[]>(`${githubOrigin}/__api-calls`);

/** An address no other test uses (the per-address rate limit counts per address). */
export const uniqueAddress = (who: string) => `${who}.${randomBytes(4).toString("hex")}@leads.orkestra.example`;

/**
 * A client address of its own for a test (IPv6 documentation range), sent as `CF-Connecting-IP`:
 * the Pages runtime keeps the header a local client sends, as Cloudflare's edge sets it in
 * production. The per-IP rate limit then counts each test apart.
 */
export const uniqueClient = () => `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

/**
 * Runs one SQL statement on the Pages runtime's database from outside (wrangler's own `d1 execute
 * --local` on the same file): how a test makes a row as old as it needs, which no endpoint may do.
 */
export function runSql(statement: string): void {
  const result = spawnSync(process.execPath, [join(projectRoot, "node_modules/wrangler/bin/wrangler.js"), "d1", "execute", "LEADS_DB", "--local", "--persist-to", leadsDbDir, "--config", join(leadsDbDir, "leads-db.wrangler.json"), "--command", statement], {
    cwd: projectRoot,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
}
