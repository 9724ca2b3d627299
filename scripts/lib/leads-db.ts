// The leads database (D1, binding LEADS_DB, decision 0028) on this machine, for the Pages runtime of
// the tests (playwright.config.ts) and the laptop command (scripts/local.mjs): migrations/ applied
// with wrangler's own `d1 migrations apply --local`, into a folder that `wrangler pages dev` is then
// given with `--persist-to` and `--d1 LEADS_DB=<leadsDatabaseId>`, so both open the same file.
// As a command: `node scripts/lib/leads-db.ts [--fresh] <folder>` (--fresh empties the folder first).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const projectRoot = join(import.meta.dirname, "..", "..");

/** The local database's id: the name `wrangler pages dev --d1` and the migration step agree on. */
export const leadsDatabaseId = "leads-local";

/** The `wrangler pages dev` arguments that bind LEADS_DB to the database in `persistTo`. */
export const leadsDbArguments = (persistTo: string) => ["--d1", `LEADS_DB=${leadsDatabaseId}`, "--persist-to", persistTo];

/**
 * Applies every migration not applied yet to the local database in `persistTo` (made if missing;
 * emptied first when `fresh`). Throws with wrangler's output when it fails.
 */
export function migrateLeadsDb(persistTo: string, { fresh = false } = {}): void {
  const folder = resolve(persistTo);
  if (fresh) rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // `d1 migrations apply` reads the database from a configuration file; this one names only it.
  const config = join(folder, "leads-db.wrangler.json");
  const database = { binding: "LEADS_DB", database_name: "leads", database_id: leadsDatabaseId, migrations_dir: join(projectRoot, "migrations") };
  writeFileSync(config, JSON.stringify({ name: "leads-local", compatibility_date: "2025-01-01", d1_databases: [database] }, null, 2));
  const result = spawnSync(process.execPath, [join(projectRoot, "node_modules/wrangler/bin/wrangler.js"), "d1", "migrations", "apply", "LEADS_DB", "--local", "--persist-to", folder, "--config", config], {
    cwd: projectRoot,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${result.stdout}\n${result.stderr}`);
}

if (import.meta.filename === resolve(process.argv[1] ?? "")) {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith("--"));
  if (!folder) {
    console.error("usage: node scripts/lib/leads-db.ts [--fresh] <folder>");
    process.exit(2);
  }
  migrateLeadsDb(folder, { fresh: args.includes("--fresh") });
}
