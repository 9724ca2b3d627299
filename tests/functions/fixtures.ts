import { test as base, expect, type Page } from "@playwright/test";

/** This machine under the names the tests use; anything else would be the internet. */
const localHosts = new Set(["localhost", "127.0.0.1", "cms.localhost"]);

/**
 * `test` whose browser context (only when a test uses one) fails the test on any console error or
 * uncaught exception in any of its pages, popups included (a blocked handshake script is a CSP
 * error), and aborts every request to another host unless the test answers it itself. A test that
 * expects an error takes it out of `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright reads fixture dependencies from the pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, provide) => provide([]),
  context: async ({ context, consoleErrors }, provide) => {
    context.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    });
    context.on("weberror", (error) => consoleErrors.push(`${error.page()?.url() ?? "?"}: ${String(error.error())}`));
    await context.route(/^https?:\/\//, (route) => (localHosts.has(new URL(route.request().url()).hostname) ? route.fallback() : route.abort("blockedbyclient")));
    await provide(context);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };

/** The origin Node reaches the Pages runtime at (Node does not resolve `cms.localhost`). */
export const directOrigin = (baseURL: string | undefined) => `http://127.0.0.1:${new URL(baseURL ?? "").port}`;

/** Opens the sign-in popup from `page` and answers GitHub's consent page in it with `choice`. */
export async function signInThroughPopup(page: Page, url: string, choice: "Authorize" | "Authorize with an expired code" | "Cancel"): Promise<Page> {
  const opened = page.waitForEvent("popup");
  await page.evaluate((address) => window.open(address, "sign-in", "width=960,height=600"), url);
  const popup = await opened;
  await popup.getByRole("button", { name: choice, exact: true }).click();
  return popup;
}

/** Every message that reaches `page`, with the origin it came from, as `window.__messages`. */
export type Received = { data: unknown; origin: string };
export async function recordMessages(page: Page, { echo }: { echo: boolean }) {
  await page.evaluate((echoHandshake) => {
    const received: Received[] = [];
    (window as unknown as { __messages: Received[] }).__messages = received;
    window.addEventListener("message", (event) => {
      received.push({ data: event.data, origin: event.origin });
      // Decap's half of the handshake: echo the announcement to the popup's origin.
      if (echoHandshake && event.data === "authorizing:github") (event.source as Window).postMessage(event.data, event.origin);
    });
  }, echo);
}
export const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Received[] }).__messages);

/** The handshake page's data block and script, as the callback wrote them. */
export function handshakeOf(html: string): { data: { origin: string; message: string }; script: string } {
  const data = /<script type="application\/json" id="handshake">([^]*?)<\/script>/.exec(html)?.[1];
  const script = /<script>([^]*?)<\/script>/.exec(html)?.[1];
  if (data === undefined || script === undefined) throw new Error(`no handshake in the page:\n${html}`);
  return { data: JSON.parse(data) as { origin: string; message: string }, script };
}
