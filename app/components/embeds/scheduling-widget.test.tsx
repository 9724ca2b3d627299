import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setConsentClient } from "~/consent/actions";
import { setConsentState } from "~/consent/store";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { calendlyScriptUrl } from "./calendly";
import { SchedulingWidget } from "./scheduling-widget";

// The consent library itself is not under test: the page's script registers how it loads
// (src/chrome/consent.ts); here a fake whose "accept" is recorded.
const client = { start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) };
setConsentClient(async () => client);

const url = "https://calendly.com/orkestra-demo/30min";
const m = messages.en;
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${calendlyScriptUrl}"]`)];
const setMedia = (allowed: boolean) => act(() => setConsentState({ answered: true, categories: allowed ? ["necessary", "media"] : ["necessary"] }));

function renderWidget() {
  return render(
    <TranslationProvider locale="en" messages={m}>
      <SchedulingWidget url={url} />
    </TranslationProvider>,
  );
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  setConsentState({ answered: false, categories: [] });
});

describe("SchedulingWidget", () => {
  it("before consent: explains, offers consent and the booking page in a new tab, and loads nothing", () => {
    setConsentState({ answered: true, categories: ["necessary"] });
    const { container } = renderWidget();
    expect(screen.getByText(m.consent.media.blocked.replace("{{provider}}", "Calendly"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: new RegExp(`^${m.scheduling.openPage}`) });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(scripts()).toHaveLength(0);
    expect(container.querySelector("[data-url]")).toBeNull();
  });

  it("the consent button asks for media consent; with it the widget and its script appear", async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole("button", { name: m.consent.media.allow }));
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
    expect(scripts()).toHaveLength(0);

    setMedia(true);
    expect(scripts()).toHaveLength(1);
    // The button is gone; focus moved to the calendar instead of falling back to the page.
    expect(screen.getByRole("group", { name: m.scheduling.title })).toHaveFocus();
    const widget = container.querySelector<HTMLElement>("[data-url]");
    expect(widget).toHaveAttribute("data-url", url);
    expect(widget!.style.minWidth).toBe("320px");
    expect(widget!.style.height).toBe("700px");
    expect(screen.getByText(m.scheduling.loading)).toBeInTheDocument();

    act(() => scripts()[0]!.dispatchEvent(new Event("load")));
    expect(screen.queryByText(m.scheduling.loading)).toBeNull();
    expect(screen.getByRole("link", { name: new RegExp(`^${m.scheduling.openPage}`) })).toHaveAttribute("href", url);
  });

  it("when the script cannot load, says so and links to the booking page", () => {
    setConsentState({ answered: true, categories: ["necessary", "media"] });
    renderWidget();
    act(() => scripts()[0]!.dispatchEvent(new Event("error")));
    expect(screen.getByText(m.scheduling.failed)).toBeInTheDocument();
    expect(screen.queryByText(m.scheduling.loading)).toBeNull();
    expect(screen.getAllByRole("link", { name: new RegExp(`^${m.scheduling.openPage}`) })).toHaveLength(1);
  });

  it("removes the script when it unmounts, and when consent is withdrawn", () => {
    setConsentState({ answered: true, categories: ["necessary", "media"] });
    const first = renderWidget();
    expect(scripts()).toHaveLength(1);
    first.unmount();
    expect(scripts()).toHaveLength(0);

    const second = renderWidget();
    expect(scripts()).toHaveLength(1);
    setMedia(false);
    expect(scripts()).toHaveLength(0);
    expect(second.container.querySelector("[data-url]")).toBeNull();
    expect(screen.getByRole("button", { name: m.consent.media.allow })).toBeInTheDocument();
  });
});
