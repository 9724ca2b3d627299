import { site as brand } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { home4Schema } from "../../src/content/schemas/landing";
import { messages } from "../../src/i18n/messages";
import type { Tab } from "./browsers";
import { answerConsent, byText, expect, focusedName, test, thirdPartyRequests, until } from "./fixtures";

/**
 * The video lightbox on /home-4 (SPEC §4) in Firefox and WebKit: consent first, then the player from
 * the video host (a local stand-in), and Escape closing the dialog with focus back on Play whether
 * the player is loaded or not. In these engines a key pressed while focus is inside the cross-origin
 * player never reaches the page, so the dialog must not put focus there (issue 25).
 */
const home4 = readPage("home-4", home4Schema);
const languages = [
  { lang: "en", prefix: "", m: messages.en, title: home4.en.video.title },
  { lang: "sv", prefix: "/sv", m: messages.sv, title: home4.sv.video.title },
] as const;

const videoUrl = `${brand.links.videoEmbedBase}${brand.links.videoId}`;

/** The address of the player in the dialog, or null while there is none. */
const playerSrc = (tab: Tab) => tab.evaluate(() => document.querySelector("dialog iframe")?.getAttribute("src") ?? null);

/** Whether focus is on the element of `selector` (Play). */
const focusedOn = (tab: Tab, selector: string) => tab.evaluate((css) => document.activeElement === document.querySelector(css), selector);

/** Marks the player's iframe once its document has loaded (the page cannot look inside it). */
const watchPlayerLoad = (tab: Tab) =>
  tab.evaluate(() => {
    new MutationObserver(() => {
      const frame = document.querySelector<HTMLIFrameElement>("dialog iframe");
      if (frame && !frame.dataset.watched) {
        frame.dataset.watched = "1";
        frame.addEventListener("load", () => (frame.dataset.loaded = "1"));
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

async function closeWithEscape(tab: Tab, play: string, what: string) {
  await tab.press("Escape");
  await until(tab, `the dialog to close with Escape (${what})`, () => !document.querySelector("dialog")?.open);
  expect(await focusedOn(tab, play), `focus back on Play (${what})`).toBe(true);
  expect(await playerSrc(tab), `the player is removed (${what})`).toBeNull();
}

for (const { lang, prefix, m, title } of languages) {
  test(`${lang}: Play asks for consent first; Escape and the close button return focus; after consent the player loads and Escape still closes`, async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    // No wait for the page's scripts: Play and the dialog work from the first paint.
    await tab.goto(`${site.origin}${prefix}/home-4`);
    const play = await byText(tab, "button[aria-haspopup=dialog]", m.landing.video.play);

    // Before consent: the dialog offers consent and loads nothing from the video host.
    await tab.click(play);
    await until(tab, "the dialog to open", (name) => document.querySelector("dialog")?.open && document.querySelector("dialog")?.textContent?.includes(name), title);
    expect(await playerSrc(tab)).toBeNull();
    await closeWithEscape(tab, play, "before consent");
    await tab.click(play);
    await until(tab, "the dialog to open again", () => document.querySelector("dialog")?.open);
    await tab.click(await byText(tab, "dialog button", m.landing.video.close));
    await until(tab, "the close button to close the dialog", () => !document.querySelector("dialog")?.open);
    expect(await focusedOn(tab, play), "focus back on Play (close button)").toBe(true);
    expect(thirdPartyRequests(tab, site), "requests before consent").toEqual([]);

    // Consent given in the dialog: the player loads, and the keyboard can still close the dialog.
    await tab.click(play);
    await until(tab, "the dialog to open a third time", () => document.querySelector("dialog")?.open);
    await watchPlayerLoad(tab);
    await tab.click(await byText(tab, "dialog button", m.consent.media.allow));
    await until(tab, "the player to load", () => document.querySelector<HTMLIFrameElement>("dialog iframe")?.dataset.loaded);
    expect(await playerSrc(tab)).toMatch(new RegExp(`^${videoUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\?`));
    expect(thirdPartyRequests(tab, site).some((url) => url.startsWith(videoUrl))).toBe(true);
    // Focus stays in the page, on the dialog's own control, where keys still reach the dialog.
    expect.soft(await focusedName(tab), "focus after consent").toBe(m.landing.video.close);
    await closeWithEscape(tab, play, "player loaded after consent");
  });
}

test("consent given earlier: Play opens the player at once; Escape closes it and focus returns to Play", async ({ tab, site }) => {
  const { m } = languages[0];
  await answerConsent(tab, site, ["analytics", "media"]);
  await tab.goto(`${site.origin}/home-4`);
  const play = await byText(tab, "button[aria-haspopup=dialog]", m.landing.video.play);
  await watchPlayerLoad(tab);
  await tab.click(play);
  await until(tab, "the player to load", () => document.querySelector<HTMLIFrameElement>("dialog iframe")?.dataset.loaded);
  await closeWithEscape(tab, play, "player loaded at once");
  // And again, now that the page's scripts have surely run.
  await tab.click(play);
  await until(tab, "the dialog to open again", () => Boolean(document.querySelector("dialog iframe")));
  await closeWithEscape(tab, play, "second opening");
});
