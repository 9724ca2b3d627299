import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import YAML from "yaml";
import { launchEngine, type Tab } from "../engines/browsers";
import { expect, git, project, statusButton, test } from "./cms-kit";

// The documented laptop path (docs/editing.md, issue 53): `npm run cms` in a copy of this checkout,
// /admin opened and signed in, an entry edited, saved as a draft and published, the dev site showing
// the change, /admin never reloaded, a site page reloaded once; and /admin signing in in Firefox and
// WebKit too. Everything else in tests/cms runs against the production build; this is the dev server.

const port = Number(process.env.E2E_PORT || 4300) + 91;
const backendPort = Number(process.env.E2E_PORT || 4300) + 4091;
const devSite = `http://localhost:${port}`;
const quiet = 30_000;

/** A fresh checkout of the working tree as it is (tracked and untracked files), with this one's packages. */
function copyOfCheckout(dir: string) {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: project, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(project, file), join(dir, file), { dereference: false });
  }
  symlinkSync(join(project, "node_modules"), join(dir, "node_modules"));
  git(dir, "init", "--quiet", "--initial-branch", "main");
  for (const [key, value] of [["user.name", "Laptop test"], ["user.email", "laptop@localhost"], ["commit.gpgsign", "false"]]) git(dir, "config", key!, value!);
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--message", "A laptop's checkout");
}

/** The running `npm run cms`, stopped after the test even when it timed out. */
let running: ChildProcess | undefined;
let made: string | undefined;
test.afterAll(async () => {
  if (running?.exitCode === null) {
    const stopped = new Promise((resolve) => running!.once("exit", resolve));
    process.kill(-running.pid!, "SIGTERM");
    await stopped;
  }
  if (made) rmSync(made, { recursive: true, force: true });
});

/** `npm run cms` as the docs say, on its own ports; resolves once it says the content manager is ready. */
async function startCms(dir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn("npm", ["run", "cms", "--", "--port", String(port)], { cwd: dir, env: { ...process.env, CMS_BACKEND_PORT: String(backendPort) }, detached: true });
  running = child;
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 180_000, message: "npm run cms says the content manager is ready" }).toContain("Content manager ready:");
  return { child, output: () => output };
}

/** Polls a Firefox or WebKit tab until `probe` (run in the page) is true. */
async function until(tab: Tab, probe: () => boolean, timeout: number, message: string) {
  await expect.poll(() => tab.evaluate(probe).catch(() => false), { timeout, message }).toBe(true);
}

test("npm run cms as docs/editing.md says: /admin signs in, a change is drafted and published without reloading /admin, and the dev site shows it", async ({ browser }, testInfo) => {
  test.setTimeout(600_000);
  // Outside test-results/: the dev server's watcher leaves any path under a test-results folder alone.
  const dir = mkdtempSync(join(tmpdir(), "orkestra-laptop-"));
  made = dir;
  copyOfCheckout(dir);
  const cms = await startCms(dir);
  try {
    const context = await browser.newContext({ baseURL: devSite });
    // A page of the site that shows the closing call to action, open the whole time.
    const site = await context.newPage();
    let siteLoads = 0;
    site.on("load", () => (siteLoads += 1));
    await site.goto("/about");
    await expect(site.locator("h1")).toBeVisible();

    const admin = await context.newPage();
    const adminLoads: number[] = [];
    admin.on("load", () => adminLoads.push(Date.now()));
    const adminErrors: string[] = [];
    admin.on("pageerror", (error) => adminErrors.push(error.message));
    const ready = Date.now();
    await admin.goto("/admin#/collections/pages/entries/cta");
    const login = admin.getByRole("button", { name: "Login" });
    await expect(login, "the sign-in button within 30 s of npm run cms being ready").toBeVisible({ timeout: 30_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\nErrors in /admin: ${adminErrors.join("\n") || "none"}`);
    });
    await login.click();
    await expect(admin.getByText("Changes saved")).toBeVisible({ timeout: 30_000 });
    testInfo.annotations.push({ type: "signed in", description: `${Date.now() - ready} ms after ready` });

    // The English heading of the closing call to action, as an editor changes it.
    const ctaFile = join(dir, "content/pages/cta.yaml");
    const heading = String((YAML.parse(readFileSync(ctaFile, "utf8")) as { en: { heading: string } }).en.heading);
    const changed = `${heading} today`;
    await admin.locator(`input[value="${heading}"]`).first().fill(changed);
    const sitePagesBefore = siteLoads;
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect(statusButton(admin, "Draft")).toBeVisible({ timeout: 30_000 });
    const saved = Date.now();

    await statusButton(admin).click();
    await admin.getByRole("menuitem", { name: "Ready", exact: true }).click();
    await expect(statusButton(admin, "Ready")).toBeVisible({ timeout: 30_000 });
    // A draft is not on the dev site, and saving it reloaded nothing there.
    await site.waitForTimeout(3000);
    expect(siteLoads - sitePagesBefore, "reloads of the open site page while the change was a draft").toBe(0);
    await expect(site.getByText(heading, { exact: true })).toBeVisible();
    admin.once("dialog", (dialog) => void dialog.accept());
    await admin.getByRole("button", { name: "Publish", exact: true }).click();
    await admin.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(admin.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 30_000 });
    expect(git(dir, "show", "content-edits:content/pages/cta.yaml")).toContain(`heading: ${changed}`);

    // The dev site shows it without a restart: the open page reloads and reads the new heading.
    await expect(site.getByText(changed, { exact: true })).toBeVisible({ timeout: 30_000 });
    await admin.waitForTimeout(Math.max(0, saved + quiet - Date.now()));
    expect(adminLoads.map((time) => time - saved), "loads of /admin (ms after the save): the first only, none after saving, review or publishing").toHaveLength(1);
    expect(siteLoads - sitePagesBefore, "reloads of the open site page since the save: one, for the publishing").toBe(1);

    // Published edits of other kinds, as the backend commits them on content-edits: a new e-mail
    // address in Company facts shows in every sentence that names it, and a new landing page answers.
    const edits = join(dir, ".cache/cms-worktree");
    const company = readFileSync(join(edits, "content/company.json"), "utf8");
    const email = (JSON.parse(company) as { email: string }).email;
    writeFileSync(join(edits, "content/company.json"), company.replace(`"email": "${email}"`, `"email": "sales@orkestra.example"`));
    const landing = readFileSync(join(edits, "content/landing/supplier-follow-up.yaml"), "utf8");
    writeFileSync(join(edits, "content/landing/laptop-test.yaml"), landing.replaceAll("address: supplier-follow-up", "address: laptop-test"));
    const logged = cms.output().length;
    git(edits, "add", "--all");
    git(edits, "commit", "--quiet", "--message", "Published in /admin");
    // Once the dev server says it has read the new facts (on a busy machine that can take longer
    // than the page then needs), the pages must show them.
    await expect
      .poll(() => cms.output().slice(logged), { timeout: 180_000, message: "the dev server re-reads content/company.json" })
      .toMatch(/Reloaded \S*content\/company\.json/);
    // /accessibility names the e-mail address in its own copy (a token) and in the footer (the facts).
    const oldAddress = async () => (await (await fetch(`${devSite}/accessibility`)).text()).match(new RegExp(`.{0,80}${email}.{0,20}`, "g")) ?? [];
    await expect.poll(oldAddress, { timeout: 30_000, message: "the old address is gone from /accessibility" }).toEqual([]);
    expect(await (await fetch(`${devSite}/accessibility`)).text()).toContain("sales@orkestra.example");
    expect((await fetch(`${devSite}/lp/laptop-test`)).status, "the new landing page").toBe(200);
    expect((await fetch(`${devSite}/sv/lp/laptop-test`)).status, "the new landing page in Swedish").toBe(200);
    expect(adminErrors, "errors in /admin").toEqual([]);
    await context.close();

    // Firefox and WebKit open the same /admin and sign in.
    for (const name of ["firefox", "webkit"] as const) {
      const engine = await launchEngine(name);
      try {
        const tab = await engine.newTab();
        await tab.setViewport(1440, 900);
        await tab.goto(`${devSite}/admin`);
        const loginShown = () => [...document.querySelectorAll("button")].some((button) => button.textContent?.trim() === "Login");
        await until(tab, loginShown, 30_000, `${name}: the sign-in button within 30 s`);
        await tab.evaluate(() => [...document.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Login")!.click());
        await until(tab, () => document.body.innerText.includes("Page titles") || document.body.innerText.includes("Home page"), 30_000, `${name}: the collections after signing in`);
        await tab.close();
      } finally {
        await engine.close();
      }
    }
  } finally {
    writeFileSync(testInfo.outputPath("npm-run-cms.log"), cms.output());
  }
});
