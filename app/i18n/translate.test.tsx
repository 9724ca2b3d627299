import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import { getT, TranslationProvider, useTranslation, type MessageKey } from "./translate";

describe("getT", () => {
  it("reads nested keys in each language", () => {
    expect(getT(messages.en)("header.getStarted")).toBe("Get Started");
    expect(getT(messages.sv)("header.getStarted")).toBe("Kom igång");
    expect(getT(messages.en)("feature.title")).toBe("Start using the product in 3 steps!");
    expect(getT(messages.sv)("feature.title")).toBe("Börja använda Orkestra i 3 steg!");
  });

  it("interpolates values without escaping them", () => {
    expect(getT(messages.en)("footer.copyright", { year: 2031 })).toBe("© 2031 Orkestra. All rights reserved.");
    expect(getT(messages.sv)("footer.copyright", { year: "<b>" })).toBe("© <b> Orkestra. Alla rättigheter förbehållna.");
  });

  it("leaves unknown placeholders and unknown keys visible instead of failing silently", () => {
    expect(getT(messages.en)("footer.copyright")).toContain("{{year}}");
    expect(getT(messages.en)("no.such.key" as MessageKey)).toBe("no.such.key");
    expect(getT(undefined)("header.getStarted")).toBe("header.getStarted");
  });
});

describe("useTranslation", () => {
  function Label() {
    const { t, i18n } = useTranslation();
    return <p lang={i18n.language}>{t("nav.contact")}</p>;
  }

  it("translates in the language of the nearest provider", () => {
    render(
      <TranslationProvider locale="sv" messages={messages.sv}>
        <Label />
      </TranslationProvider>,
    );
    expect(screen.getByText("Kontakt")).toHaveAttribute("lang", "sv");
  });

  it("shows keys, in English, without a provider", () => {
    render(<Label />);
    expect(screen.getByText("nav.contact")).toHaveAttribute("lang", "en");
  });
});
