import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import YAML from "yaml";
import { cmsRepository, localBackendPort } from "../../src/cms/config";
import { loadPosts } from "../../src/content/blog/posts";
import { collectionItems } from "../../src/content/collection-items";
import { readData, readItems, readPage } from "../../src/content/files";
import { readLandingPages } from "../../src/content/landing";
import { pageFiles, readTitles } from "../../src/content/registry";
import { companySchema } from "../../src/content/schemas/company";
import { projectSchema } from "../../src/content/schemas/portfolio";
import { plansSchema } from "../../src/content/schemas/pricing";
import { memberSchema } from "../../src/content/schemas/team";

/**
 * What the CMS tests (tests/cms/*.spec.ts) share. They drive the content manager at /admin in
 * Chromium against decap-server in git mode (the editorial workflow needs it, decision 0021) on a
 * git repository made for each test: a copy of content/, committed on the branch /admin publishes to
 * (`main`). One test runs at a time (the cms project has one worker): the CMS always talks to the
 * backend on one port (CMS_BACKEND_PORT, 8081 unless set at build time).
 */
type Repo = { dir: string; content: string; branch: string };

/** The repository decap-server is serving in the running test. */
let served: Repo | undefined;

/** Runs git in a folder; its output. */
export const git = (dir: string, ...args: string[]): string => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

export const project = process.cwd();

/**
 * How long a view of /admin may take to appear: it parses 1.5 MB of script and reads the backend,
 * which takes tens of seconds on a busy 2-core machine while the other end-to-end tests run.
 */
export const loading = { timeout: 90_000 };
const backendUrl = `http://localhost:${localBackendPort}/api/v1`;

export const test = base.extend<{ repo: Repo }>({
  // Playwright reads fixture dependencies from the pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  repo: async ({}, provide, testInfo) => {
    const dir = testInfo.outputPath("repo");
    const { branch } = cmsRepository;
    cpSync(join(project, "content"), join(dir, "content"), { recursive: true });
    git(dir, "init", "--quiet", "--initial-branch", branch);
    // Its own identity and no signing: the machine's git settings stay out of the test.
    for (const [key, value] of [["user.name", "CMS test"], ["user.email", "cms-test@localhost"], ["commit.gpgsign", "false"]]) git(dir, "config", key!, value!);
    git(dir, "add", "--all");
    git(dir, "commit", "--quiet", "--message", "Content as published");
    // decap-server's git mode, with the fix npm run cms uses (scripts/lib/cms-backend.mjs).
    const backend = spawn(process.execPath, [join(project, "scripts/lib/cms-backend.mjs")], {
      env: { ...process.env, PORT: String(localBackendPort), GIT_REPO_DIRECTORY: dir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    await expect.poll(() => backendAnswers(), loading).toBe(true);
    served = { dir, content: join(dir, "content"), branch };
    await provide(served);
    served = undefined;
    await stop(backend);
  },
});

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(backendUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: "info" }) });
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

export const readYaml = (path: string) => YAML.parse(readFileSync(path, "utf8"));

/** Every file under a folder with its text, by path inside it. */
export function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), "utf8")]));
}

/**
 * Every content file of a folder read and checked by the readers the build's collections use
 * (src/content.config.ts): schemas, tokens, the order and hidden checks, posts in both languages,
 * landing pages against the site. What a build of the folder would refuse, in a second instead of a
 * build's minute; throws naming file and field. Slugs are the checkout's (a test that edits words
 * and numbers changes none).
 */
export function readContentFolder(dir: string): void {
  for (const file of pageFiles) readPage(file.name, file.schema, dir);
  readTitles(dir);
  readData("plans", plansSchema, dir);
  readData("company", companySchema, dir, "json");
  readItems("team", memberSchema, dir);
  readItems("portfolio", projectSchema, dir);
  loadPosts(join(dir, "blog"));
  readLandingPages(collectionItems(), dir);
}

/** `npm run build` of the site from an edited copy of content/ (CONTENT_DIR), into its own folder. */
export function buildFrom(content: string, buildDir: string) {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: project,
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, SKIP_CMS_ADMIN: "1" },
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * Files a test wrote into the repository before opening the CMS are the published content: they are
 * committed, as decap-server's git mode works from commits (and will not save over uncommitted files).
 */
function commitHandEdits() {
  if (!served || git(served.dir, "status", "--porcelain") === "") return;
  // New files too (a comment the test adds), not only changes to tracked ones.
  git(served.dir, "add", "--all");
  git(served.dir, "commit", "--quiet", "--message", "Edited by hand");
}

/**
 * Opens /admin at `hash` in a new tab (the only one), signing in to the local backend if asked,
 * once `ready` shows: the entry's "Changes saved", a new entry's Save button.
 */
export async function openAdmin(context: BrowserContext, hash: string, ready: (page: Page) => Locator): Promise<Page> {
  commitHandEdits();
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const url = `/admin#${hash}`;
  const login = page.getByRole("button", { name: "Login" });
  await page.goto(url);
  await expect(login.or(ready(page))).toBeVisible(loading);
  if (await login.isVisible()) {
    await login.click();
    await expect(login).toBeHidden();
    // Back to the entry if signing in led elsewhere (the same address is no navigation).
    await page.goto(url);
  }
  await expect(ready(page)).toBeVisible(loading);
  return page;
}

/** Opens an entry in a new tab of /admin, signing in to the local backend if asked. */
export function openEntry(context: BrowserContext, collection: string, entry: string): Promise<Page> {
  return openAdmin(context, `/collections/${collection}/entries/${entry}`, (page) => page.getByText("Changes saved"));
}

/** The one-line text box showing exactly `value`. */
export const boxWithValue = (page: Page, value: string): Locator => page.locator(`input[value="${value.replaceAll('"', '\\"')}"]`);

/**
 * Opens a collapsed list item by the summary the CMS shows for it (the first match: English before
 * Swedish), with the toggle button in the bar above the summary.
 */
export async function expand(page: Page, summary: string, index = 0): Promise<Locator> {
  const label = page.getByText(summary, { exact: true }).nth(index);
  await label.locator("xpath=preceding-sibling::*[1]//button").first().click();
  return label.locator("xpath=..");
}

/** The editor's status button ("Status: Draft", "Status: In review", "Status: Ready"). */
export const statusButton = (page: Page, status?: "Draft" | "In review" | "Ready"): Locator =>
  page.getByRole("button", { name: status ? `Status: ${status}` : /^Status: / });

/**
 * Saves the open entry as a draft, as an editor does: Save, then wait until it is a draft (or the
 * save is refused: then nothing else happens, and the refusal is on the page).
 */
export async function saveDraft(page: Page): Promise<boolean> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const refused = page.getByText(/^Not saved/);
  await expect(statusButton(page).or(refused).first()).toBeVisible(loading);
  return !(await refused.first().isVisible());
}

/** Moves the open draft to another column of the workflow, from the editor's status menu. */
export async function setStatus(page: Page, status: "Draft" | "In review" | "Ready") {
  await statusButton(page).click();
  await page.getByRole("menuitem", { name: status, exact: true }).click();
  await expect(statusButton(page, status)).toBeVisible(loading);
}

/**
 * Publishes the open entry the way an editor does with drafts and review (decision 0021): save,
 * set the status to Ready, Publish › Publish now, confirm. Waits until the CMS shows it published.
 * A refused save stops at the refusal.
 */
export async function publish(page: Page) {
  if (!(await saveDraft(page))) return;
  await setStatus(page, "Ready");
  await publishNow(page);
}

/** Publishes the open entry, which is Ready: Publish › Publish now, confirmed; waits until it shows as published. */
export async function publishNow(page: Page) {
  // Once published, the CMS loads the entry again (its form gives way to a loader meanwhile): the
  // backend's answer with the entry, after the one to the publishing, is the end of it.
  let published = false;
  const reloaded = page.waitForResponse(
    (response) => {
      if (response.url() !== backendUrl) return false;
      const action = (response.request().postDataJSON() as { action?: string } | null)?.action;
      if (action === "publishUnpublishedEntry") published = true;
      return published && action === "getEntry";
    },
    loading,
  );
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible(loading);
  await expect(page.getByText("Changes saved")).toBeVisible();
}

/** Opens the Workflow tab of /admin in a new tab (signing in to the local backend if asked): its columns by name. */
export async function openWorkflow(context: BrowserContext) {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const login = page.getByRole("button", { name: "Login" });
  const heading = page.getByText("Editorial Workflow");
  await page.goto("/admin#/workflow");
  await expect(login.or(heading)).toBeVisible(loading);
  if (await login.isVisible()) {
    await login.click();
    await expect(login).toBeHidden();
    await page.goto("/admin#/workflow");
  }
  await expect(heading).toBeVisible(loading);
  // A column is its heading's box, with the cards under the heading.
  const column = (name: "Drafts" | "In Review" | "Ready") => page.getByText(name, { exact: true }).locator("xpath=..");
  return { page, column };
}


export { expect };
