import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import YAML from "yaml";
import { localBackendPort } from "../../app/cms/config";

/**
 * What the CMS tests (tests/cms/*.spec.ts) share. They drive the content manager at /admin in
 * Chromium against decap-server, which reads and writes a copy of content/ made for each test. One
 * test runs at a time (the cms project has one worker): the CMS always talks to the backend on one
 * port (CMS_BACKEND_PORT, 8081 unless set at build time).
 */
type Repo = { dir: string; content: string };

export const project = process.cwd();
const backendUrl = `http://localhost:${localBackendPort}/api/v1`;

export const test = base.extend<{ repo: Repo }>({
  // Playwright reads fixture dependencies from the pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  repo: async ({}, provide, testInfo) => {
    const dir = testInfo.outputPath("repo");
    cpSync(join(project, "content"), join(dir, "content"), { recursive: true });
    const backend = spawn(process.execPath, [join(project, "node_modules/decap-server/dist/index.js")], {
      env: { ...process.env, PORT: String(localBackendPort), MODE: "fs", GIT_REPO_DIRECTORY: dir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    await expect.poll(() => backendAnswers(), { timeout: 20_000 }).toBe(true);
    await provide({ dir, content: join(dir, "content") });
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

/** `npm run build` of the site from an edited copy of content/ (CONTENT_DIR), into its own folder. */
export function buildFrom(content: string, buildDir: string) {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: project,
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, SKIP_CMS_ADMIN: "1" },
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

/** Opens an entry in a new tab of /admin, signing in to the local backend if asked. */
export async function openEntry(context: BrowserContext, collection: string, entry: string): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const url = `/admin#/collections/${collection}/entries/${entry}`;
  const login = page.getByRole("button", { name: "Login" });
  const editor = page.getByText("Changes saved");
  await page.goto(url);
  await expect(login.or(editor)).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) {
    await login.click();
    await expect(login).toBeHidden();
    // Back to the entry if signing in led elsewhere (the same address is no navigation).
    await page.goto(url);
  }
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return page;
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

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}


export { expect };
