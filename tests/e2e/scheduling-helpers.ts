import type { Page } from "@playwright/test";
import { calendlyScriptUrl } from "../../src/components/embeds/calendly";

export { calendlyScriptUrl };

/** The scheduling provider's hosts (the widget script and the booking pages). */
export const isSchedulingHost = (url: string) => /(^|\.)calendly\.com$/.test(new URL(url).hostname);

/**
 * A stand-in for Calendly's widget.js: like the real one, it fills every inline widget element with
 * an iframe. It loads nothing itself (about:blank), so no test ever reaches the internet.
 */
export const fakeWidgetScript = `(() => {
  for (const element of document.querySelectorAll(".calendly-inline-widget")) {
    if (element.querySelector("iframe")) continue;
    const frame = document.createElement("iframe");
    frame.title = "Select a Date & Time - Calendly";
    frame.src = "about:blank";
    frame.style.cssText = "width:100%;height:100%;border:0";
    element.append(frame);
  }
})();`;

/**
 * Answer the widget script from the local stand-in (call after the page fixture is set up: a route
 * registered later wins over the fixture's, which aborts every third-party request). Returns the
 * list of script requests answered.
 */
export async function serveSchedulingWidget(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route(calendlyScriptUrl, (route) => {
    answered.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: fakeWidgetScript });
  });
  return answered;
}

/** Make the widget script fail as if the provider were unreachable. */
export async function failSchedulingWidget(page: Page): Promise<void> {
  await page.route(calendlyScriptUrl, (route) => route.abort("failed"));
}

/** Every request the page makes to the scheduling provider, answered or not. */
export function recordSchedulingRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/^https?:/.test(request.url()) && isSchedulingHost(request.url())) urls.push(request.url());
  });
  return urls;
}
