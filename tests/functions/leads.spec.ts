import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import YAML from "yaml";
import { site as company } from "../../src/config/site";
import { messages as leadMessages } from "../../functions/_lib/leads/messages";
import type { Undelivered } from "../../functions/_lib/leads/outbox";
import { allPosts } from "../../src/content/blog/posts";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "../e2e/consent-helpers";
import { axeViolations } from "../e2e/fixtures";
import { directOrigin, expect, test } from "./fixtures";
import { leadsBranch } from "./github";
import {
  adminToken,
  contactOf,
  failMail,
  githubCalls,
  listId,
  mailCallsAbout,
  mailsTo,
  pulls,
  runSql,
  salesEmail,
  sender,
  uniqueAddress,
  uniqueClient,
} from "./leads";

/**
 * The lead functions (decision 0028) in Cloudflare Pages' local runtime with its D1 database,
 * against the stand-ins for the mail service and GitHub: the forms of the built site, with and
 * without JavaScript, and the endpoints over plain HTTP, where each refusal must leave the
 * stand-ins untouched. Each test is a client of its own (`CF-Connecting-IP`, as Cloudflare sets it)
 * with addresses of its own, so that the rate limits count each test apart.
 */

// Playwright reads fixture dependencies from the pattern: this one needs none.
// eslint-disable-next-line no-empty-pattern
test.use({ extraHTTPHeaders: async ({}, provide) => provide({ "CF-Connecting-IP": uniqueClient() }) });

let site = "";
test.beforeEach(({ baseURL }) => {
  site = directOrigin(baseURL);
});

/** How long a delivery in the background may take on a busy machine. */
const delivered = { timeout: 20_000 };

type Fields = Record<string, string>;

/** Posts a form as a browser would from the site (its own Origin); JSON when `json`, else a plain form post. */
function post(request: APIRequestContext, kind: "newsletter" | "demo" | "comment", fields: Fields, { json = true, origin = site, headers = {} }: { json?: boolean; origin?: string | null; headers?: Record<string, string> } = {}) {
  return request.post(`${site}/api/leads/${kind}`, {
    form: { lang: "en", page: "/blog", website: "", ...fields },
    headers: { ...(origin === null ? {} : { Origin: origin }), Accept: json ? "application/json" : "text/html,application/xhtml+xml", ...headers },
    maxRedirects: 0,
  });
}

const demoFields = (email: string, extra: Fields = {}): Fields => ({
  "demo-name": "Maja Lind",
  "demo-email": email,
  "demo-company": "Lind Logistik AB",
  "demo-message": "We plan 4,000 items across two warehouses and want to see the forecasting.",
  "demo-times": "Tuesdays after 10",
  page: "/contact",
  ...extra,
});

/** The confirmation and unsubscribe links of the one opt-in mail to `address`. */
async function linksFor(address: string) {
  await expect.poll(async () => (await mailsTo(address)).length, delivered).toBe(1);
  const [mail] = await mailsTo(address);
  const text = mail!.textContent ?? "";
  const confirm = /\bhttps?:\/\/\S+\/api\/leads\/confirm\?token=[\w-]+(&lang=\w+)?/.exec(text)?.[0];
  const unsubscribe = /<(https?:\/\/\S+\/api\/leads\/unsubscribe\?token=[\w.-]+)>/.exec(mail!.headers?.["List-Unsubscribe"] ?? "")?.[1];
  expect(confirm, `a confirmation link in:\n${text}`).toBeTruthy();
  expect(unsubscribe, "an unsubscribe link in List-Unsubscribe").toBeTruthy();
  // The same host the form was sent to (a path on it, whatever name the browser used).
  return { mail: mail!, confirm: new URL(confirm!), unsubscribe: new URL(unsubscribe!) };
}

/** The answer page a redirect leads to. */
const location = (response: APIResponse) => response.headers()["location"];

/** Nothing about `address` ever reached the mail service. */
async function nothingMailed(address: string) {
  expect(await mailCallsAbout(address)).toEqual([]);
  expect(await contactOf(address)).toBeUndefined();
}

/** The footer's newsletter form of the page. */
const footerForm = (page: Page) => page.getByRole("contentinfo").locator('form[data-lead-form="newsletter"]');

for (const lang of ["en", "sv"] as const) {
  const prefix = lang === "sv" ? "/sv" : "";

  test(`${prefix || "/"} with JavaScript: the footer's sign-up answers in place, the mail's link confirms on the ${lang} subscribed page, the address joins the list`, async ({ page, context }) => {
    // A visitor who started typing half a minute ago (the server holds back a post sent within
    // 3 s of the first keystroke): the page's clock runs that far behind the server's.
    await context.clock.install({ time: Date.now() - 30_000 });
    await answerConsent(page, "reject");
    const address = uniqueAddress(`footer-${lang}`);
    await page.goto(`${prefix}/about`);
    const form = footerForm(page);
    await form.locator('[name="newsletter-email"]').fill(address);
    await form.locator('[name="newsletter-email"]').press("Enter");
    await expect(form.getByRole("status")).toHaveText(leadMessages[lang].accepted.newsletter);
    await expect(form.locator('[name="newsletter-email"]')).toHaveValue("");
    await expect(page).toHaveURL(`${prefix}/about`);
    // The page with the answer in it (the template's, checked once).
    if (lang === "en") expect(await axeViolations(page)).toEqual([]);

    const { mail, confirm } = await linksFor(address);
    expect(mail).toMatchObject({ to: [{ email: address }], sender: { email: sender }, subject: leadMessages[lang].confirmMail.subject });
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await contactOf(address), "not on the list before confirming").toBeUndefined();

    await page.goto(confirm.pathname + confirm.search);
    await expect(page).toHaveURL(`${prefix}/subscribed`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect.poll(() => contactOf(address), delivered).toMatchObject({ listIds: [listId], attributes: { LANGUAGE: lang, SIGNUP_PAGE: `${prefix}/about` } });
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(`${prefix || "/"} without JavaScript: the footer's sign-up posts, 303 to the ${lang} check-inbox page, and the link confirms`, async ({ page }) => {
      const address = uniqueAddress(`plain-${lang}`);
      await page.goto(`${prefix}/pricing`);
      const form = footerForm(page);
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/api/leads/newsletter");
      // The browser's own validation still comes first.
      await form.locator('[name="newsletter-email"]').press("Enter");
      await expect(page).toHaveURL(`${prefix}/pricing`);
      await form.locator('[name="newsletter-email"]').fill(address);
      const answer = page.waitForResponse((response) => response.url().endsWith("/api/leads/newsletter"));
      await form.locator('[name="newsletter-email"]').press("Enter");
      expect((await answer).status()).toBe(303);
      await expect(page).toHaveURL(`${prefix}/check-inbox`);

      const { confirm } = await linksFor(address);
      await page.goto(confirm.pathname + confirm.search);
      await expect(page).toHaveURL(`${prefix}/subscribed`);
      await expect.poll(() => contactOf(address), delivered).toMatchObject({ listIds: [listId], attributes: { LANGUAGE: lang, SIGNUP_PAGE: `${prefix}/pricing` } });
    });
  });
}

test("a wrong, a used and an expired confirmation link lead to the link-expired page and add no one; one click unsubscribes", async ({ request }) => {
  const get = (url: string) => request.get(`${site}${url}`, { maxRedirects: 0 });
  for (const wrong of ["/api/leads/confirm?token=not-a-token", "/api/leads/confirm"]) {
    const response = await get(wrong);
    expect(response.status(), wrong).toBe(303);
    expect(location(response), wrong).toBe("/link-expired");
  }

  // Used: the second click finds the token gone; the list got the address once.
  const used = uniqueAddress("used");
  // From the blog's sidebar, which names its field apart from the footer's.
  expect((await post(request, "newsletter", { "sidebar-newsletter": used, lang: "sv", page: "/sv/blog" })).status()).toBe(200);
  const links = await linksFor(used);
  const first = await get(links.confirm.pathname + links.confirm.search);
  expect(location(first)).toBe("/sv/subscribed");
  // A used token is forgotten (only its hash was kept); the link still names its language.
  const again = await get(links.confirm.pathname + links.confirm.search);
  expect(location(again)).toBe("/sv/link-expired");
  await expect.poll(() => contactOf(used), delivered).toMatchObject({ listIds: [listId] });
  expect((await mailCallsAbout(used)).filter((call) => call.path === "/v3/contacts")).toHaveLength(1);

  // RFC 8058's one-click unsubscribe, as a mail client sends it: off the list.
  const unsubscribed = await request.post(links.unsubscribe.href.replace(links.unsubscribe.origin, site), { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(unsubscribed.status()).toBe(200);
  await expect.poll(async () => (await contactOf(used))?.listIds, delivered).toEqual([]);
  // The same link followed in a browser: the answer page in the sign-up's language.
  expect(location(await get(links.unsubscribe.pathname + links.unsubscribe.search))).toBe("/sv/unsubscribed");

  // Expired: the sign-up made eight days ago (its link lasts seven), straight in the runtime's database.
  const expired = uniqueAddress("expired");
  expect((await post(request, "newsletter", { "newsletter-email": expired })).status()).toBe(200);
  const old = await linksFor(expired);
  const eightDays = 8 * 24 * 60 * 60 * 1000;
  runSql(`UPDATE subscribers SET signed_up_at = signed_up_at - ${eightDays}, token_expires_at = token_expires_at - ${eightDays} WHERE email = '${expired}'`);
  const late = await get(old.confirm.pathname + old.confirm.search);
  expect(location(late)).toBe("/link-expired");
  expect(await contactOf(expired)).toBeUndefined();
});

test("the honeypot, a post too soon after the first keystroke, another origin, an oversize body or field: each refused, nothing stored or sent", async ({ request }) => {
  const address = uniqueAddress("refused");
  const cases: { name: string; response: () => Promise<APIResponse>; status: number; error: string }[] = [
    { name: "honeypot", response: () => post(request, "newsletter", { "newsletter-email": address, website: "https://spam.example" }), status: 400, error: "honeypot" },
    { name: "too fast", response: () => post(request, "newsletter", { "newsletter-email": address, started: String(Date.now() - 500) }), status: 400, error: "too-fast" },
    { name: "foreign origin", response: () => post(request, "newsletter", { "newsletter-email": address }, { origin: "https://forms.attacker.example" }), status: 403, error: "origin" },
    { name: "no origin", response: () => post(request, "newsletter", { "newsletter-email": address }, { origin: null }), status: 403, error: "origin" },
    { name: "body over 16 KB", response: () => post(request, "demo", demoFields(address, { "demo-message": "x".repeat(17 * 1024) })), status: 413, error: "too-large" },
    { name: "field over its limit", response: () => post(request, "demo", demoFields(address, { "demo-message": "y".repeat(4001) })), status: 400, error: "invalid" },
    { name: "comment from another origin", response: () => post(request, "comment", { "comment-name": address, "comment-email": address, "comment-message": address, post: "any-post" }, { origin: `http://localhost:${new URL(site).port}` }), status: 403, error: "origin" },
  ];
  for (const { name, response, status, error } of cases) {
    const answer = await response();
    expect(answer.status(), name).toBe(status);
    const body = (await answer.json()) as { ok: boolean; error: string; message: string; fields?: Record<string, string> };
    expect(body, name).toMatchObject({ ok: false, error, message: leadMessages.en.refused[error as keyof typeof leadMessages.en.refused].replace("{{email}}", company.email) });
    if (error === "invalid") expect(body.fields, name).toEqual({ "demo-message": leadMessages.en.fields.tooLong.replace("{{max}}", "4000") });
  }
  // A plain form post gets the same refusal as a page in its language.
  const page = await post(request, "newsletter", { "newsletter-email": address, website: "bot", lang: "sv", page: "/sv/blog" }, { json: false });
  expect(page.status()).toBe(400);
  expect(page.headers()["content-type"]).toContain("text/html");
  expect(await page.text()).toContain(leadMessages.sv.refusalPage.heading);

  const outbox = await request.get(`${site}/api/leads/outbox`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(JSON.stringify(await outbox.json())).not.toContain(address);
  await nothingMailed(address);
  expect(JSON.stringify(await githubCalls())).not.toContain(address.split("@")[0]);
});

test("rate limits: the eleventh post from one client in ten minutes, and the fourth demo request from one address in an hour, get 429 with Retry-After and send nothing", async ({ request }) => {
  const accepted = Array.from({ length: 10 }, (_, index) => uniqueAddress(`burst${index}`));
  for (const address of accepted) expect((await post(request, "newsletter", { "newsletter-email": address })).status(), address).toBe(200);
  const eleventh = uniqueAddress("burst-eleventh");
  const refused = await post(request, "newsletter", { "newsletter-email": eleventh });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ ok: false, error: "rate-limited", message: leadMessages.en.refused["rate-limited"] });
  // Another client is not held back by this one.
  const other = uniqueAddress("other-client");
  expect((await post(request, "newsletter", { "newsletter-email": other }, { headers: { "CF-Connecting-IP": uniqueClient() } })).status()).toBe(200);

  // One address, each request from another client: three go through, the fourth does not.
  const address = uniqueAddress("demo-often");
  for (let index = 0; index < 3; index += 1) {
    expect((await post(request, "demo", demoFields(address), { headers: { "CF-Connecting-IP": uniqueClient() } })).status()).toBe(200);
  }
  const fourth = await post(request, "demo", demoFields(address, { "demo-message": "The fourth time." }), { headers: { "CF-Connecting-IP": uniqueClient() } });
  expect(fourth.status()).toBe(429);
  expect(Number(fourth.headers()["retry-after"])).toBeGreaterThan(0);

  await expect.poll(async () => (await mailsTo(other)).length, delivered).toBe(1);
  await nothingMailed(eleventh);
  await expect.poll(async () => (await mailsTo(salesEmail)).filter((mail) => mail.replyTo?.email === address).length, delivered).toBe(3);
  expect((await mailsTo(salesEmail)).some((mail) => mail.textContent?.includes("The fourth time."))).toBe(false);
});

test("a demo request: 303 to the demo-requested page, a mail to sales to answer by replying", async ({ request }) => {
  const address = uniqueAddress("demo");
  const answer = await post(request, "demo", demoFields(address, { lang: "sv", page: "/sv/contact", "demo-name": "Maja <b>Lind</b>" }), { json: false });
  expect(answer.status()).toBe(303);
  expect(location(answer)).toBe("/sv/demo-requested");
  await expect.poll(async () => (await mailsTo(salesEmail)).filter((mail) => mail.replyTo?.email === address).length, delivered).toBe(1);
  const mail = (await mailsTo(salesEmail)).find((one) => one.replyTo?.email === address)!;
  expect(mail).toMatchObject({ to: [{ email: salesEmail }], sender: { email: sender }, replyTo: { email: address, name: "Maja <b>Lind</b>" }, subject: "Demo request: Lind Logistik AB" });
  expect(mail.textContent).toContain("We plan 4,000 items across two warehouses");
  expect(mail.textContent).toContain("Tuesdays after 10");
  // The visitor's words never become markup in the HTML part.
  expect(mail.htmlContent).not.toContain("<b>Lind</b>");
});

test("a delivery that fails is kept, listed in the outbox for the admin token only, and delivered by POST /api/leads/outbox", async ({ request }) => {
  const address = uniqueAddress("retry");
  let id = "";
  await failMail({ to: address, count: 100, status: 503 });
  try {
    expect((await post(request, "newsletter", { "newsletter-email": address })).status()).toBe(200);
    await expect.poll(async () => (await mailCallsAbout(address)).map((call) => call.status), delivered).toEqual([503]);
    expect(await mailsTo(address)).toEqual([]);

    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${adminToken}`]) {
      const refused = await request.get(`${site}/api/leads/outbox`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(refused.status(), String(authorization)).toBe(401);
    }
    const admin = { Authorization: `Bearer ${adminToken}` };
    const listed = async () => ((await (await request.get(`${site}/api/leads/outbox`, { headers: admin })).json()) as { undelivered: Undelivered[] }).undelivered.filter((row) => row.to === address);
    // The failure is recorded once the attempt has ended, after the stand-in answered.
    await expect.poll(listed, delivered).toEqual([expect.objectContaining({ kind: "confirm-mail", attempts: 1, lastError: "the mail service answered 503" })]);
    id = (await listed())[0]!.id;
  } finally {
    await failMail({ to: address, count: 0 });
  }
  // The service is back; the first retry would come a minute later, so the row is made due now.
  runSql(`UPDATE outbox SET next_attempt_at = 0 WHERE id = '${id}'`);
  const admin = { Authorization: `Bearer ${adminToken}` };
  const run = await request.post(`${site}/api/leads/outbox`, { headers: admin });
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { undelivered: Undelivered[] }).undelivered.map((row) => row.id)).not.toContain(id);
  expect(await mailsTo(address)).toHaveLength(1);
  await linksFor(address);
});

test.describe(() => {
  // The post is one no other test comments on (tests/cms/comment-review.spec.ts takes the second).
  const [commented] = allPosts("sv");
  test(`a comment on /sv/blog/${commented!.slug} answers in place and becomes a pull request: its own branch and file, the In review label, no e-mail address`, async ({ page, context }) => {
    await context.clock.install({ time: Date.now() - 30_000 });
    const address = uniqueAddress("commenter");
    const author = `Åsa Öberg ${address.split("@")[0]!.split(".")[1]}`;
    const text = "Vi sänkte servicenivån för C-artiklarna.\nDet frigjorde kapital: \"ett: två\" # inte en kommentar.";
    await page.goto(`/sv/blog/${commented!.slug}`);
    const form = page.locator('form[data-lead-form="comment"]');
    await form.locator('[name="comment-name"]').fill(author);
    await form.locator('[name="comment-email"]').fill(address);
    await form.locator('[name="comment-message"]').fill(text);
    await form.getByRole("button", { name: messages.sv.forms.comment.submit }).click();
    await expect(form.getByRole("status")).toHaveText(leadMessages.sv.accepted.comment);

    await expect.poll(async () => (await pulls()).filter((pull) => Object.values(pull.files).some((file) => file.includes(author))).length, delivered).toBe(1);
    await expect.poll(async () => (await pulls()).find((pull) => Object.values(pull.files).some((file) => file.includes(author)))?.labels, delivered).toEqual(["decap-cms/pending_review"]);
    const pull = (await pulls()).find((one) => Object.values(one.files).some((file) => file.includes(author)))!;
    const slug = pull.head.replace(/^cms\/comments\//, "");
    const today = new Date().toISOString().slice(0, 10);
    expect(slug).toMatch(new RegExp(`^${today}-${commented!.slug}-sv-[a-z0-9]{6}$`));
    expect(pull).toMatchObject({ base: leadsBranch, state: "open" });
    expect(Object.keys(pull.files)).toEqual([`content/comments/${slug}.yaml`]);
    const file = pull.files[`content/comments/${slug}.yaml`]!;
    // Decap's field order, and the words exactly as written.
    expect(Object.keys(YAML.parse(file) as object)).toEqual(["post", "lang", "author", "date", "text"]);
    expect(YAML.parse(file)).toEqual({ post: commented!.slug, lang: "sv", author, date: today, text });
    // The commenter's address stays with the site: not in the file, the pull request or any call to GitHub.
    const local = address.split("@")[0]!;
    expect(JSON.stringify(pull)).not.toContain(local);
    expect(JSON.stringify(await githubCalls())).not.toContain(local);
    await nothingMailed(address);
  });
});
