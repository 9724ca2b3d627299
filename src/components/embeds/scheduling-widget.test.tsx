import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setConsentClient } from "~/consent/actions";
import { setConsentState } from "~/consent/store";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { consentRequests } from "../../behaviours/consent";
import { calendlyScriptUrl } from "./calendly";
import { startSchedulingWidgets } from "./scheduling-embed";
import { SchedulingWidget } from "./scheduling-widget";

// The consent library itself is not under test: the site script registers how it loads
// (src/consent/consent.ts); here a fake whose "accept" is recorded.
const client = { start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) };
setConsentClient(async () => client);

const url = "https://calendly.com/orkestra-demo/30min";
const m = messages.en;
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${calendlyScriptUrl}"]`)];
const setMedia = (allowed: boolean) => setConsentState({ answered: true, categories: allowed ? ["necessary", "media"] : ["necessary"] });
const openPageLinks = () => screen.queryAllByRole("link", { name: new RegExp(`^${m.scheduling.openPage}`) });

/** The widget's HTML as Astro prerenders it. */
function prerender() {
  document.body.innerHTML = renderToStaticMarkup(
    <TranslationProvider locale="en" messages={m}>
      <SchedulingWidget url={url} />
    </TranslationProvider>,
  );
}

let stop: (() => void) | undefined;

beforeEach(() => {
  // The site script has run (it sets consent up, then marks the page).
  document.documentElement.dataset.hydrated = "true";
});

afterEach(() => {
  stop?.();
  stop = undefined;
  for (const script of scripts()) script.remove();
  setConsentState({ answered: false, categories: [] });
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("SchedulingWidget", () => {
  it("before consent: explains, offers consent and the booking page in a new tab, and loads nothing", () => {
    setMedia(false);
    prerender();
    stop = startSchedulingWidgets();
    expect(screen.getByText(m.consent.media.blocked.replace("{{provider}}", "Calendly"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
    expect(openPageLinks()).toHaveLength(1);
    expect(openPageLinks()[0]).toHaveAttribute("href", url);
    expect(openPageLinks()[0]).toHaveAttribute("target", "_blank");
    expect(scripts()).toHaveLength(0);
    expect(document.querySelector("[data-url]")).toBeNull();
  });

  it("the consent button asks for media consent; with it the widget and its script appear", async () => {
    prerender();
    stop = startSchedulingWidgets();
    screen.getByRole("button", { name: m.consent.media.allow }).click();
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
    expect(scripts()).toHaveLength(0);

    setMedia(true);
    expect(scripts()).toHaveLength(1);
    // The button is gone; focus moved to the calendar instead of falling back to the page.
    expect(screen.queryByRole("button", { name: m.consent.media.allow })).toBeNull();
    expect(screen.getByRole("group", { name: m.scheduling.title })).toHaveFocus();
    const widget = document.querySelector<HTMLElement>("[data-url]");
    expect(widget).toHaveAttribute("data-url", url);
    expect(widget!.style.minWidth).toBe("320px");
    expect(widget!.style.height).toBe("700px");
    expect(screen.getByText(m.scheduling.loading)).toBeInTheDocument();

    scripts()[0]!.dispatchEvent(new Event("load"));
    expect(screen.queryByText(m.scheduling.loading)).toBeNull();
    expect(screen.queryByText(m.scheduling.failed)).not.toBeVisible();
    expect(openPageLinks()).toHaveLength(1);
    expect(openPageLinks()[0]).toHaveAttribute("href", url);
  });

  it("keeps a press of the consent button made before the script ran, and grants once the site script has set consent up", async () => {
    delete document.documentElement.dataset.hydrated;
    prerender();
    // From the first paint: the behaviour inlined in the head marks the press.
    consentRequests(document);
    screen.getByRole("button", { name: m.consent.media.allow }).click();
    stop = startSchedulingWidgets();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.accept).not.toHaveBeenCalled();
    document.documentElement.dataset.hydrated = "true";
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
    expect(document.querySelector("[data-consent-requested]")).toBeNull();
    setMedia(true);
    expect(screen.getByRole("group", { name: m.scheduling.title })).toHaveFocus();
  });

  it("when the script cannot load, says so and links to the booking page", () => {
    setMedia(true);
    prerender();
    stop = startSchedulingWidgets();
    scripts()[0]!.dispatchEvent(new Event("error"));
    expect(screen.getByText(m.scheduling.failed)).toBeVisible();
    expect(screen.queryByText(m.scheduling.loading)).toBeNull();
    expect(openPageLinks()).toHaveLength(1);
  });

  it("removes the script when stopped, and when consent is withdrawn", () => {
    setMedia(true);
    prerender();
    startSchedulingWidgets()();
    expect(scripts()).toHaveLength(0);
    expect(document.querySelector("[data-url]")).toBeNull();

    stop = startSchedulingWidgets();
    expect(scripts()).toHaveLength(1);
    setMedia(false);
    expect(scripts()).toHaveLength(0);
    expect(document.querySelector("[data-url]")).toBeNull();
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
  });
});
