import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "~/i18n/messages";
import { consentCookieName, readStoredConsent } from "./cookie";

vi.mock("./consent-client", () => ({ start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) }));

const clearCookie = () => (document.cookie = `${consentCookieName}=; max-age=0; path=/`);
beforeEach(clearCookie);
afterEach(clearCookie);

async function setup(locale: "en" | "sv" = "en") {
  // Fresh consent state per test; the translation context must come from the same module graph.
  vi.resetModules();
  const { ConsentBanner } = await import("./consent-banner");
  const { TranslationProvider } = await import("~/i18n/translate");
  const store = await import("./store");
  const client = await import("./consent-client");
  (await import("./index")).startConsent(locale);
  const tree = (
    <MemoryRouter initialEntries={[locale === "en" ? "/" : "/sv"]}>
      <TranslationProvider locale={locale} messages={messages[locale]}>
        <ConsentBanner />
        <main id="main" tabIndex={-1} />
      </TranslationProvider>
    </MemoryRouter>
  );
  return { tree, store, client };
}

const t = messages.en.consent.banner;

describe("ConsentBanner (decision 0009)", () => {
  it("is in the prerendered HTML, named, with the privacy link", async () => {
    const { tree } = await setup();
    const html = renderToString(tree);
    expect(html).toContain('role="dialog"');
    expect(html).toContain(`aria-label="${t.label}"`);
    expect(html).toContain(t.acceptAll);
    expect(html).toContain('href="/privacy"');
  });

  it("Accept all stores every category, hides the banner and hands focus to the page", async () => {
    const user = userEvent.setup();
    const { tree } = await setup();
    render(tree);
    const accept = screen.getByRole("button", { name: t.acceptAll });
    accept.focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog", { name: t.label })).not.toBeInTheDocument();
    expect(readStoredConsent(document.cookie)?.categories.sort()).toEqual(["analytics", "media", "necessary"]);
    expect(document.activeElement?.id).toBe("main");
  });

  it("Reject all stores necessary only", async () => {
    const user = userEvent.setup();
    const { tree } = await setup();
    render(tree);
    await user.click(screen.getByRole("button", { name: t.rejectAll }));
    expect(readStoredConsent(document.cookie)?.categories).toEqual(["necessary"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("Manage preferences opens the library's preferences, and the banner stays until an answer", async () => {
    const user = userEvent.setup();
    const { tree, client, store } = await setup("sv");
    render(tree);
    await user.click(screen.getByRole("button", { name: messages.sv.consent.banner.manage }));
    await vi.waitFor(() => expect(client.showPreferences).toHaveBeenCalledWith("sv"));
    expect(screen.getByRole("dialog", { name: messages.sv.consent.banner.label })).toBeInTheDocument();
    act(() => store.setConsentState({ answered: true, categories: ["necessary", "media"] }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
