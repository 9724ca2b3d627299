import { exchangesOf } from "./github";
import { directOrigin, expect, messages, recordMessages, signInThroughPopup, test, type Received } from "./fixtures";

/**
 * The sign-in popup in Chromium, opened from /admin (whose COOP keeps popups' openers) by a stand-in
 * for Decap's half of the handshake: what the popup posts, and to which origin. Decap itself signs
 * in through it in admin.spec.ts.
 */

// /admin for its COOP only: the test plays Decap's part, so Decap's 5 MB stay unloaded.
test.beforeEach(async ({ context }) => {
  await context.route("**/cms/admin.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
});

const success = /^authorization:github:success:\{"token":"gho_(approved-[0-9a-f-]{36})","provider":"github"\}$/;
const signInPath = "/api/auth?provider=github&site_id=cms.localhost&scope=repo";

test("the popup announces itself, then hands the token to the site's origin once the opener answers", async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? "").origin;
  await page.goto("/admin");
  await recordMessages(page, { echo: true });
  const popup = await signInThroughPopup(page, signInPath, "Authorize");
  await expect.poll(() => messages(page).then((all) => all.length)).toBe(2);

  const [announce, outcome] = (await messages(page)) as [Received, Received];
  expect(announce).toEqual({ data: "authorizing:github", origin: site });
  expect(outcome.origin).toBe(site);
  expect(outcome.data).toMatch(success);
  // The code GitHub (the stand-in) gave, exchanged exactly once.
  const code = success.exec(String(outcome.data))?.[1] ?? "";
  expect(await exchangesOf(code)).toHaveLength(1);
  await expect(popup.getByRole("heading", { name: "Signed in" })).toBeVisible();
});

test("without the opener's answer, the popup hands over nothing", async ({ page }) => {
  await page.goto("/admin");
  await recordMessages(page, { echo: false });
  const popup = await signInThroughPopup(page, signInPath, "Authorize");
  await expect(popup.getByRole("heading", { name: "Signed in" })).toBeVisible();
  await popup.waitForLoadState("load"); // the handshake script has run
  // Messages from one window to another arrive in order: once this one is in, any before it are.
  await popup.evaluate(() => window.opener.postMessage("sentinel", "*"));
  await expect.poll(() => messages(page).then((all) => all.at(-1)?.data)).toBe("sentinel");
  expect((await messages(page)).map((message) => message.data)).toEqual(["authorizing:github", "sentinel"]);
});

test("an opener on another origin gets nothing: the token is posted to the site's origin only", async ({ page, baseURL }) => {
  // /admin at cms.localhost opens the sign-in of the same runtime at 127.0.0.1: another origin.
  const other = directOrigin(baseURL);
  await page.goto("/admin");
  await recordMessages(page, { echo: true });
  const popup = await signInThroughPopup(page, `${other}${signInPath}`, "Authorize");
  await expect(popup.getByRole("heading", { name: "Signed in" })).toBeVisible();
  await popup.waitForLoadState("load");
  await popup.evaluate(() => window.opener.postMessage("sentinel", "*"));
  await expect.poll(() => messages(page).then((all) => all.length)).toBeGreaterThan(0);
  expect(await messages(page)).toEqual([{ data: "sentinel", origin: other }]);
});

test("GitHub's refusals reach the opener as Decap's error message", async ({ context, baseURL, consoleErrors }) => {
  const site = new URL(baseURL ?? "").origin;
  for (const [choice, words] of [
    ["Cancel", "GitHub refused the sign-in: The user has denied your application access."],
    ["Authorize with an expired code", "GitHub refused the sign-in: The code passed is incorrect or expired."],
  ] as const) {
    const page = await context.newPage();
    await page.goto("/admin");
    await recordMessages(page, { echo: true });
    const popup = await signInThroughPopup(page, signInPath, choice);
    await expect.poll(() => messages(page).then((all) => all.length), choice).toBe(2);
    expect(await messages(page)).toEqual([
      { data: "authorizing:github", origin: site },
      { data: `authorization:github:error:${JSON.stringify({ message: words })}`, origin: site },
    ]);
    await expect(popup.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
    await expect(popup.getByText(words)).toBeVisible();
    // The error page's own status, which Chromium reports.
    await expect.poll(() => [...consoleErrors]).toEqual([`${popup.url()}: Failed to load resource: the server responded with a status of 403 (Forbidden)`]);
    consoleErrors.length = 0;
    await page.close();
  }
});
