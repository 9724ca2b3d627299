// npm run screenshots:cms: retakes the pictures of docs/editing.md (docs/images/cms-*.png) from the
// built /admin against Decap's local backend on a throwaway git copy of content/, in Chromium at
// 1440 x 900. Build first (`npm run build`; CMS_BACKEND_PORT as at build time). Nothing is published.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import YAML from "yaml";
import {
  chromiumArgs,
  chromiumPath,
  projectRoot,
  startServer,
} from "./lib/site.mjs";

const images = join(projectRoot, "docs/images");
const backendPort = Number(process.env.CMS_BACKEND_PORT || 8081);
const sitePort = Number(process.env.PORT || 4950);

// A git repository with today's content: the backend's drafts are branches of it.
const repo = mkdtempSync(join(tmpdir(), "cms-shots-"));
cpSync(join(projectRoot, "content"), join(repo, "content"), {
  recursive: true,
});
const git = (...args) =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8" });
git("init", "--quiet", "--initial-branch", "main");
git("-c", "user.name=CMS", "-c", "user.email=cms@localhost", "add", "--all");
git(
  "-c",
  "user.name=CMS",
  "-c",
  "user.email=cms@localhost",
  "-c",
  "commit.gpgsign=false",
  "commit",
  "--quiet",
  "--message",
  "Content",
);
const backend = spawn(
  process.execPath,
  [join(projectRoot, "scripts/lib/cms-backend.mjs")],
  {
    env: {
      ...process.env,
      PORT: String(backendPort),
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: "warn",
      GIT_AUTHOR_NAME: "CMS",
      GIT_AUTHOR_EMAIL: "cms@localhost",
      GIT_COMMITTER_NAME: "CMS",
      GIT_COMMITTER_EMAIL: "cms@localhost",
    },
    stdio: "inherit",
  },
);
const site = await startServer(sitePort);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  baseURL: site.origin,
});
let page = await context.newPage();

const faq = YAML.parse(
  readFileSync(join(repo, "content/pages/faq.yaml"), "utf8"),
);
const plans = YAML.parse(
  readFileSync(join(repo, "content/plans.yaml"), "utf8"),
);
const post = readdirSync(join(repo, "content/blog/en"))[0].replace(/\.md$/, "");
const company = JSON.parse(readFileSync(join(repo, "content/company.json"), "utf8"));

const shoot = async (name) => {
  // Hover and caret out of the picture.
  await page.mouse.move(0, 899);
  await page.screenshot({ path: join(images, `cms-${name}.png`) });
  console.log(`docs/images/cms-${name}.png`);
};
/** A view of /admin in a fresh tab (signed in already; nothing left over from the last view). */
const open = async (hash) => {
  await page.close();
  page = await context.newPage();
  await page.goto(`/admin#${hash}`);
  await page
    .getByText(/Changes saved|Editorial Workflow|Collections/)
    .first()
    .waitFor({ timeout: 30_000 });
};
/** Opens a folded list item by the summary its bar shows (the nth match: English, then Swedish). */
const expand = (summary, index = 0) =>
  page
    .getByText(summary, { exact: true })
    .nth(index)
    .locator("xpath=preceding-sibling::*[1]//button")
    .first()
    .click();

try {
  await page.goto("/admin");
  const login = page.getByRole("button", { name: "Login" });
  await login.waitFor({ timeout: 30_000 });
  await shoot("sign-in");
  await login.click();

  await open("/collections/pages");
  await page.getByText("Loading Entries...").waitFor({ state: "hidden", timeout: 30_000 });
  await shoot("collections");

  // An FAQ answer in both languages, side by side.
  await open("/collections/faqs/entries/faq");
  await expand(faq.en.groups[0].title);
  await expand(faq.sv.groups[0].title);
  await expand(faq.en.groups[0].items[1].question);
  await expand(faq.sv.groups[0].items[1].question);
  await shoot("faq-side-by-side");

  await page.getByTitle("Toggle preview").click();
  await page
    .frameLocator("#preview-pane")
    .locator("body")
    .getByText(faq.en.groups[0].title)
    .first()
    .waitFor();
  await shoot("preview");
  // Back to both languages side by side (Decap remembers the choice).
  await page.getByTitle("Toggle i18n").click();

  // A refused save: the Swedish answer emptied; the editor goes to it and marks it.
  await open("/collections/faqs/entries/faq");
  await expand(faq.sv.groups[0].title);
  await expand(faq.sv.groups[0].items[0].question);
  await page
    .locator("textarea")
    .filter({ hasText: faq.sv.groups[0].items[0].answer.slice(0, 40) })
    .first()
    .fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.locator("#cms-refusal").waitFor();
  await page.locator("[data-refused]").first().waitFor();
  await shoot("refused");

  // A draft in review: a question changed and saved, then sent for review; the Workflow tab.
  await open("/collections/faqs/entries/faq");
  await expand(faq.en.groups[0].title);
  const question = page
    .locator(`input[value="${faq.en.groups[0].title}"]`)
    .first();
  await question.fill(`${faq.en.groups[0].title} and answers`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review", exact: true }).click();
  await page.getByRole("button", { name: "Status: In review" }).waitFor();
  await page.getByText("Entry saved").waitFor({ state: "hidden", timeout: 30_000 });
  await shoot("draft-status");
  await open("/workflow");
  await page.getByText("In Review", { exact: true }).waitFor();
  await shoot("workflow");

  await open("/collections/plans/entries/plans");
  await expand(plans.home.plans[0].name);
  await shoot("plans");

  await open(`/collections/blog/entries/${post}`);
  await shoot("blog-post");

  // Company facts with the head office open; a new team member's empty entry.
  await open("/collections/company/entries/company");
  await page.getByText("Offices", { exact: true }).first().scrollIntoViewIfNeeded();
  await expand(company.offices[0].id);
  // The head office's fields in the middle of the picture.
  await page
    .getByRole("textbox", { name: "City", exact: true })
    .first()
    .evaluate((box) => box.scrollIntoView({ block: "center" }));
  await shoot("company");
  await page.close();
  page = await context.newPage();
  await page.goto("/admin#/collections/team/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).first().waitFor({ timeout: 30_000 });
  await shoot("team-new");

  // A post given a photo: the field with its thumbnail and descriptions, the preview beside it. The
  // "photo" is a picture of the site's own home page, so nothing outside the project is needed.
  const photo = join(repo, "photo.png");
  const shot = await context.newPage();
  await shot.setViewportSize({ width: 1600, height: 900 });
  await shot.goto("/");
  await shot.getByRole("button", { name: "Reject all" }).click();
  await shot.screenshot({ path: photo });
  await shot.close();
  await open(`/collections/blog/entries/${post}`);
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole("button", { name: "Choose selected" }).click();
  const alts = page.getByRole("textbox", { name: "Alt (optional)", exact: true });
  await alts.first().fill("The Orkestra home page, its hero and forecast");
  await alts.last().fill("Orkestras startsida med hero och prognos");
  await page.getByTitle("Toggle preview").click();
  await page.frameLocator("#preview-pane").locator("img").waitFor();
  await alts.first().evaluate((box) => box.scrollIntoView({ block: "center" }));
  await shoot("photo");
  // Decap remembers the preview's switch: off again for the next view.
  await page.getByTitle("Toggle preview").click();

  // A landing page: its blocks beside the preview, which draws them with the site's own sections.
  const landing = readdirSync(join(repo, "content/landing")).find((file) => file.endsWith(".yaml"))?.replace(/\.yaml$/, "");
  if (landing) {
    await open(`/collections/landing/entries/${landing}`);
    await page.getByTitle("Toggle preview").click();
    await page.frameLocator("#preview-pane").locator("#hero h1").waitFor();
    await page.getByText("Blocks", { exact: true }).first().scrollIntoViewIfNeeded();
    await shoot("landing");
  }
} catch (error) {
  await page.screenshot({ path: join(tmpdir(), "cms-screenshots-failed.png") });
  throw error;
} finally {
  await browser.close();
  site.close();
  backend.kill();
  rmSync(repo, { recursive: true, force: true });
}
