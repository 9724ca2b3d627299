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

/** Fill every text field of the forms matched by `selector` with `value`. */
async function fillAll(page: Page, selector: string, value: string) {
  const fields = page.locator(`${selector} input:not([type=checkbox]), ${selector} textarea`);
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await fields.nth(index).fill(value);
    await expect(fields.nth(index)).toHaveValue(value);
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
        // footer's sends nothing with or without its script (method="dialog").
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

test.describe("footer newsletter", () => {
  for (const [path, text] of [
    ["/about", "nothing was sent or stored"],
    ["/sv/about", "Ingenting skickades eller sparades"],
  ] as const) {
    test(`${path}: required e-mail, keyboard submit, honest status, nothing sent`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const form = page.locator("footer form");
      const email = form.getByRole("textbox");
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("required", "");
      const status = form.getByRole("status");
      await expect(status).toBeEmpty();

      // Empty: the browser's validation stops it; no status appears.
      await email.press("Enter");
      await page.waitForTimeout(200);
      await expect(status).toBeEmpty();

      await email.fill("anna@nordvik.se");
      const requests = recordRequests(page);
      const url = page.url();
      await email.press("Enter");
      await expect(status).toContainText(text);
      expect(requests()).toEqual([]);
      expect(page.url()).toBe(url);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("blog comment and sidebar forms", () => {
  for (const prefix of ["", "/sv"]) {
    test(`${prefix}/blog-details: SPEC field names, required, nothing sent`, async ({ page }) => {
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

      await comment.locator('[name="comment-name"]').fill(hostile.rtl);
      await comment.locator('[name="comment-email"]').fill("anna@nordvik.se");
      await comment.locator('[name="comment-message"]').fill(hostile.long);
      const requests = recordRequests(page);
      await comment.locator('[name="comment-name"]').press("Enter");
      await expect(comment.getByRole("status")).not.toBeEmpty();
      await page.locator('[name="sidebar-newsletter"]').fill("anna@nordvik.se");
      await page.locator('[name="sidebar-newsletter"]').press("Enter");
      await page.waitForTimeout(300);
      expect(requests()).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
