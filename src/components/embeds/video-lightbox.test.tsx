import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setConsentClient } from "~/consent/actions";
import { setConsentState } from "~/consent/store";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { consentRequests } from "../../behaviours/consent";
import { dialogs } from "../../behaviours/dialog";
import { startVideoLightboxes } from "./video-embed";
import { VideoLightbox } from "./video-lightbox";
import { standInForDialogs } from "../../../tests/setup/dialog";

const client = { start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) };
setConsentClient(async () => client);

const embedUrl = "https://www.youtube-nocookie.com/embed/abc";
const title = "A title for the test";
const m = messages.en;
const setMedia = (allowed: boolean) => setConsentState({ answered: true, categories: allowed ? ["necessary", "media"] : ["necessary"] });
const dialog = () => document.querySelector("dialog")!;
const play = () => screen.getByRole("button", { name: new RegExp(`^${m.landing.video.play}`) });
const frame = () => document.querySelector("dialog iframe");

/** The lightbox's HTML as Astro prerenders it, with the behaviours the page's head starts. */
function prerender() {
  document.body.innerHTML = renderToStaticMarkup(
    <TranslationProvider locale="en" messages={m}>
      <VideoLightbox embedUrl={embedUrl} title={title} duration="2:30">
        <div>still</div>
      </VideoLightbox>
    </TranslationProvider>,
  );
}

let stop: (() => void) | undefined;
// The behaviours listen on the document for good: start them once for the file.
dialogs(document);
consentRequests(document);

beforeEach(() => {
  standInForDialogs();
  document.documentElement.dataset.hydrated = "true";
});

afterEach(() => {
  stop?.();
  stop = undefined;
  setConsentState({ answered: false, categories: [] });
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("VideoLightbox", () => {
  it("prerenders Play, the no-JS link and a closed dialog whose player waits in a template", () => {
    prerender();
    expect(play()).toHaveAttribute("aria-haspopup", "dialog");
    expect(play().dataset.dialogOpen).toBe(dialog().id);
    expect(dialog().open).toBe(false);
    expect(dialog()).toHaveAttribute("data-light-dismiss");
    expect(frame()).toBeNull();
    // Template content belongs to an inert document of its own (hence no toHaveAttribute).
    expect(dialog().querySelector("template")!.content.querySelector("iframe")?.getAttribute("src")).toBe(`${embedUrl}?autoplay=1&rel=0`);
    const noJs = document.querySelector("[data-nojs-show] a");
    expect(noJs).toHaveAttribute("href", embedUrl);
    expect(noJs).toHaveAttribute("target", "_blank");
  });

  it("opens before its script has run, with the consent prompt and no player", () => {
    prerender();
    play().click();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
    expect(frame()).toBeNull();
  });

  it("with consent given in the dialog, shows the player and moves focus to the close button; closing removes the player and focuses Play", async () => {
    prerender();
    stop = startVideoLightboxes();
    play().click();
    await settle();
    screen.getByRole("button", { name: m.consent.media.allow }).click();
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
    expect(frame()).toBeNull();
    setMedia(true);
    expect(frame()).toHaveAttribute("title", title);
    expect(screen.queryByRole("button", { name: m.consent.media.allow })).toBeNull();
    expect(screen.getByRole("button", { name: m.landing.video.close })).toHaveFocus();

    dialog().close();
    await settle();
    expect(frame()).toBeNull();
    expect(play()).toHaveFocus();
  });

  it("keeps a press of allow made before its script ran", async () => {
    delete document.documentElement.dataset.hydrated;
    prerender();
    play().click();
    screen.getByRole("button", { name: m.consent.media.allow }).click();
    stop = startVideoLightboxes();
    document.documentElement.dataset.hydrated = "true";
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
    setMedia(true);
    expect(frame()).not.toBeNull();
    expect(screen.getByRole("button", { name: m.landing.video.close })).toHaveFocus();
  });

  it("with consent given earlier, opening shows the player at once; consent withdrawn takes it away", async () => {
    setMedia(true);
    prerender();
    stop = startVideoLightboxes();
    expect(frame()).toBeNull();
    play().click();
    await settle();
    expect(frame()).not.toBeNull();
    setMedia(false);
    expect(frame()).toBeNull();
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
  });
});
