import type { Page, Request } from "@playwright/test";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Every form on the site against hostile input (10,000 characters, markup, emoji, right-to-left
 * text): no layout break, nothing interpreted as markup, nothing sent. Plus the footer and blog
 * forms' honest status messages, and the dialog's size.
 */

const hostile = {
  long: "supply-chain".repeat(834).slice(0, 10_000),
  markup: `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>`,
  emoji: "📦🚚🏭 ✅ Ünïcødé 👩🏽‍🔧",
  rtl: "مرحبا بالعالم שלום עולם",
} as const;

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});


/** Requests made from now on, except the site's own static chunks. */
function recordRequests(page: Page) {
  const seen: Request[] = [];
  const listener = (request: Request) => seen.push(request);
  page.on("request", listener);
  return () => {
    page.off("request", listener);
    const { origin } = new URL(page.url());
    return seen
      .filter((request) => !(request.method() === "GET" && request.url().startsWith(`${origin}/assets/`)))
      .map((request) => `${request.method()} ${request.url()}`);
  };
}

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/**
 * Fill every text field a visitor can type in, of the forms matched by `selector`, with `value` (cut
 * at a field's maxlength, as the browser cuts it). Not the hidden fields nor the honeypot (`website`).
 */
async function fillAll(page: Page, selector: string, value: string) {
  const fields = page.locator(`${selector} :is(input, textarea):not([type=checkbox], [type=hidden], [name=website])`);
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await fields.nth(index).fill(value);
    const max = Number(await fields.nth(index).getAttribute("maxlength")) || value.length;
    await expect(fields.nth(index)).toHaveValue(value.slice(0, max));
  }
  return count;
}

// Every auth form on a phone (where overflow shows first), in Swedish where its words run longer
// (the sign-up form, whose dialog is checked too); the same forms in English have the same markup.
// The sign-up form on a wide screen too.
const pagesWithForms = {
  390: ["/login", "/sv/signup", "/reset-password"],
  1440: ["/signup"],
} as const;

for (const width of [390, 1440] as const) {
  test.describe(`hostile input at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pagesWithForms[width]) {
      test(`${path}: every field, every kind of input, submitted: nothing breaks, runs or leaves`, async ({ page }) => {
        // No waiting for scripts: the forms work from the first paint (src/behaviours/forms.ts), and the
        // footer's e-mail field takes none of these values, so the browser sends nothing.
        await page.goto(path);
        const url = page.url();
        for (const [kind, value] of Object.entries(hostile)) {
          await fillAll(page, "main form", value);
          await fillAll(page, "footer form", value);
          const requests = recordRequests(page);
          // Past the browser's validation (these values are no e-mail addresses) to the custom checks:
          // a submit event, as no visitor can send one...
          await page.locator("main").getByRole("form").evaluate((form) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
          const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
          if (path.endsWith("signup")) {
            // Everything is filled, the box is not ticked.
            await expect(dialog, kind).toBeVisible();
            const box = await dialog.evaluate((element: HTMLElement) => ({ x: element.offsetLeft, width: element.offsetWidth }));
            expect(box && box.x >= 0 && box.x + box.width <= width, `${kind}: dialog inside the viewport`).toBe(true);
            await page.keyboard.press("Escape");
            await expect(dialog).toBeHidden();
          }
          // ...and through the ordinary path, where the browser's validation stops what it should.
          await page.locator("main form input").first().press("Enter");
          await page.locator("footer form input").first().press("Enter");
          await page.waitForTimeout(250);
          if (await dialog.count()) await page.keyboard.press("Escape");

          expect(requests(), `${kind}: requests`).toEqual([]);
          expect(page.url(), `${kind}: no navigation`).toBe(url);
          expect(await noHorizontalScroll(page), `${kind}: no horizontal scroll`).toBe(true);
          expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), `${kind}: no script ran`).toBeUndefined();
          await expect(page.locator('img[src="x"], main b, footer b')).toHaveCount(0);
        }
      });
    }
  });
}

test.describe("dialog", () => {
  test("is 478 px wide by default on a wide screen", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
    await expect(dialog).toBeVisible();
    // Layout width (the box's bounding rect is scaled while it fades in).
    expect(await dialog.evaluate((element: HTMLElement) => element.offsetWidth)).toBe(478);
  });
});

// The forms send to the site's functions (the test build's FORMS_ENDPOINT, decision 0028), which this
// static server lacks: tests/functions/leads.spec.ts sends them in the Pages runtime, answer and all.
test.describe("footer newsletter", () => {
  for (const [path, lang] of [
    ["/about", "en"],
    ["/sv/about", "sv"],
  ] as const) {
    test(`${path}: required e-mail, a keyboard submit held by the browser's validation, the language and page posted with it`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const form = page.locator("footer form");
      const email = form.getByRole("textbox");
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("required", "");
      const status = form.getByRole("status");
      await expect(status).toBeEmpty();

      // Empty or not an address: the browser's validation stops it; no status appears, nothing leaves.
      const requests = recordRequests(page);
      const url = page.url();
      await email.press("Enter");
      await email.fill("anna@");
      await email.press("Enter");
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await page.waitForTimeout(200);
      await expect(status).toBeEmpty();
      expect(requests()).toEqual([]);
      expect(page.url()).toBe(url);

      // What a valid address goes with: the page's language and path, the clock a first keystroke
      // starts, and the empty honeypot that no one can reach.
      await expect(form).toHaveAttribute("action", "/api/leads/newsletter");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.locator('input[type="hidden"][name="lang"]')).toHaveValue(lang);
      await expect(form.locator('input[type="hidden"][name="page"]')).toHaveValue(path);
      await expect(form.locator('input[type="hidden"][name="started"]')).not.toHaveValue("");
      const honeypot = form.locator('[name="website"]');
      await expect(honeypot).toHaveValue("");
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(form.locator('[aria-hidden="true"]:has([name="website"])')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("blog comment and sidebar forms", () => {
  for (const prefix of ["", "/sv"]) {
    test(`${prefix}/blog-details: SPEC field names, required, the browser's validation before anything is sent`, async ({ page }) => {
      await page.goto(`${prefix}/blog-details`);
      await hydrated(page);
      const comment = page.locator('form:has([name="comment-message"])');
      await expect(comment).toHaveCount(1);

      for (const name of ["comment-name", "comment-email", "comment-message"]) {
        await expect(comment.locator(`[name="${name}"]`)).toHaveAttribute("required", "");
      }
      await expect(comment.locator('[name="comment-email"]')).toHaveAttribute("type", "email");
      // The sidebar search is required and goes to the search page (search.spec.ts follows it there).
      await expect(page.getByRole("search").getByRole("searchbox")).toHaveAttribute("required", "");
      await expect(page.locator('[name="sidebar-newsletter"]')).toHaveAttribute("type", "email");
      // The comment goes with the post it is under (tests/functions/leads.spec.ts sends one).
      await expect(comment).toHaveAttribute("action", "/api/leads/comment");
      await expect(comment.locator('input[type="hidden"][name="post"]')).not.toHaveValue("");

      // Hostile words in the fields, an address that is not one: the browser holds the comment back.
      await comment.locator('[name="comment-name"]').fill(hostile.rtl);
      await comment.locator('[name="comment-email"]').fill("anna nordvik.se");
      await comment.locator('[name="comment-message"]').fill(hostile.long);
      await expect(comment.locator('[name="comment-message"]')).toHaveValue(hostile.long.slice(0, Number(await comment.locator('[name="comment-message"]').getAttribute("maxlength"))));
      const requests = recordRequests(page);
      await comment.locator('[name="comment-name"]').press("Enter");
      expect(await comment.locator('[name="comment-email"]').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await page.locator('[name="sidebar-newsletter"]').press("Enter");
      expect(await page.locator('[name="sidebar-newsletter"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await page.waitForTimeout(300);
      await expect(comment.getByRole("status")).toBeEmpty();
      expect(requests()).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
