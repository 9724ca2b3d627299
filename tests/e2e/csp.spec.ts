import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { consent as enConsent } from "../../src/i18n/messages/en/consent";
import { homeOffscreenHeights } from "../../src/sections/home/offscreen-heights";
import { builtPaths, pageFile } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { recordCspViolations, unappliedStyleAttributes } from "./csp-helpers";
import { expect, hydrated, test } from "./fixtures";
import { calendlyScriptUrl, fakeWidgetScript } from "./scheduling-helpers";

/**
 * Inline styles under each page's Content Security Policy (issue 26, decision 0010): allowed by hash
 * only, so the styles the build found still apply and nothing else does; 'unsafe-inline' for styles
 * only on the contact pages, where Calendly's script writes style attributes of its own. Every page
 * is walked for violations in walks.spec.ts, and in Firefox and WebKit in tests/engines/walk.spec.ts.
 */

const styleSources = (path: string) => {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(pageFile(path), "utf8"))?.[1] ?? "";
  const policy = meta.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return {
    script: policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "",
    style: policy.split("; ").find((part) => part.startsWith("style-src ")) ?? "",
  };
};

test("no page allows inline scripts, and only the contact pages allow inline styles, without a hash that would cancel it", () => {
  const inline = builtPaths().filter((path) => styleSources(path).style.includes("'unsafe-inline'"));
  expect(inline.sort()).toEqual(["/contact", "/sv/contact"]);
  for (const path of builtPaths()) {
    const { script, style } = styleSources(path);
    expect(script, path).toMatch(/^script-src 'self' .*'sha256-/);
    expect(script, path).not.toContain("'unsafe-inline'");
    expect(style, path).toMatch(/^style-src 'self' /);
    if (inline.includes(path)) expect(style, path).not.toContain("'sha256-");
    // Every page has the fonts' <style>, by hash.
    else expect(style, path).toMatch(/'sha256-/);
  }
});

test("a page's policy names a third-party host only where the page embeds that third party (issue 38)", () => {
  const policyOf = (path: string) => (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(pageFile(path), "utf8"))?.[1] ?? "").replace(/&amp;/g, "&");
  const hostsOf = (path: string) => policyOf(path).match(/https:\/\/[^\s;]+/g) ?? [];
  const withHosts = builtPaths().filter((path) => hostsOf(path).length > 0);
  // The test build has no analytics id: only the booking widget's and the video's pages name a host.
  expect(withHosts.sort()).toEqual(["/contact", "/home-4", "/sv/contact", "/sv/home-4"]);
  for (const path of ["/contact", "/sv/contact"]) expect([...new Set(hostsOf(path))].sort(), path).toEqual(["https://assets.calendly.com", "https://calendly.com"]);
  for (const path of ["/home-4", "/sv/home-4"]) expect(hostsOf(path), path).toEqual(["https://www.youtube-nocookie.com"]);
});

test("the content manager at /admin has its own policy: scripts from this origin only, no inline script", () => {
  const { script, style } = styleSources("/admin");
  // Decap CMS compiles its config validators at run time (ajv) and emotion injects its styles.
  expect(script).toBe("script-src 'self' 'unsafe-eval'");
  expect(style).toBe("style-src 'self' 'unsafe-inline'");
  expect(builtPaths()).not.toContain("/admin");
});

/** Values as the page computes them, for elements that match `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluateAll((elements, name) => elements.map((element) => getComputedStyle(element).getPropertyValue(name)), property);

test("styles that come from style attributes apply: reserved heights, loop lengths, gradients, bar widths, grid places", async ({ page }) => {
  await answerConsent(page, "reject");
  const violations = await recordCspViolations(page);
  await page.goto("/");
  await hydrated(page);
  // Hashed style attributes: the far sections' reserved heights (at 1440 px, the lg band) and the
  // loop lengths of the logo and hashtag rows (integrations-section.tsx, voices-section.tsx).
  expect(await computed(page, ".offscreen", "contain-intrinsic-block-size")).toEqual(Object.values(homeOffscreenHeights).map((heights) => `auto ${heights[3]}px`));
  expect(await computed(page, "[data-marquee-track]", "animation-duration")).toEqual(["50s", "46s", "45s"]);
  // The monograms: initials on a gradient picked from the name (monogram.tsx).
  const monograms = await page.locator("span[aria-hidden='true']").evaluateAll((spans) =>
    spans.filter((span) => /^[A-ZÅÄÖ]{2}$/.test(span.textContent ?? "")).map((span) => [span.getAttribute("style"), getComputedStyle(span).backgroundImage]),
  );
  expect(monograms.length).toBeGreaterThanOrEqual(3);
  for (const [style, image] of monograms) {
    const [, from, to] = /linear-gradient\(135deg, #(\w+), #(\w+)\)/.exec(style ?? "") ?? [];
    const rgb = (hex = "") => `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
    expect(image).toBe(`linear-gradient(135deg, ${rgb(from)}, ${rgb(to)})`);
  }
  expect(await violations()).toEqual([]);

  // Per-item values: the data-health bars' widths and the timeline's grid places.
  await page.goto("/visibility");
  const bars = await page.locator('[style^="width:"]').evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("style"), Math.round((100 * element.getBoundingClientRect().width) / element.parentElement!.getBoundingClientRect().width)]),
  );
  expect(bars.length).toBeGreaterThanOrEqual(4);
  for (const [style, percent] of bars) expect(style).toBe(`width:${percent}%`);
  expect(await violations()).toEqual([]);
  await page.goto("/services");
  expect(await computed(page, '[style="grid-column:1 / 3;grid-row:1"]', "grid-column")).toEqual(["1 / 3"]);
  expect(await page.evaluate(unappliedStyleAttributes)).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("the consent preferences are styled by the library's stylesheet, which the page's policy does not block", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("dialog", { name: enConsent.consent.banner.label }).getByRole("button", { name: enConsent.consent.banner.manage }).click();
  const preferences = page.getByRole("dialog", { name: enConsent.consent.preferences.title });
  await expect(preferences).toBeVisible();
  // The library's position and the theme's radius (src/consent/consent-theme.css), both from the stylesheet.
  expect(await preferences.evaluate((dialog) => [getComputedStyle(dialog).position, getComputedStyle(dialog).borderTopLeftRadius])).toEqual(["fixed", "20px"]);
  expect(await violations()).toEqual([]);
});

test("a style attribute written by a script is refused on a page without the exception", async ({ page, consoleErrors }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/about");
  await hydrated(page);
  const applied = await page.evaluate(() => {
    const element = document.createElement("div");
    element.setAttribute("style", "color: red");
    document.body.append(element);
    return element.style.length;
  });
  expect(applied).toBe(0);
  await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-attr inline/)]);
  // The browser reports the refusal on the console too; that is the point here.
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/inline style.*Content Security Policy/)]);
});

test("on /contact, after consent, the scheduling script may set its container's style attribute", async ({ page }) => {
  await answerConsent(page, "accept");
  const violations = await recordCspViolations(page);
  // The stand-in does what Calendly's widget.js does when it finds its container.
  const script = `for (const element of document.querySelectorAll(".calendly-inline-widget")) element.setAttribute("style", "position: relative;" + element.getAttribute("style"));\n${fakeWidgetScript}`;
  await page.route(calendlyScriptUrl, (route) => route.fulfill({ contentType: "text/javascript", body: script }));
  await page.goto("/contact");
  const frame = page.locator(".calendly-inline-widget iframe");
  await frame.scrollIntoViewIfNeeded();
  expect(await frame.evaluate((iframe) => getComputedStyle(iframe.parentElement!).position)).toBe("relative");
  expect(await page.evaluate(unappliedStyleAttributes)).toEqual([]);
  expect(await violations()).toEqual([]);
});
