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

describe("plurals", () => {
  it("picks the count's plural form in the language's rules", () => {
    const en = getT(messages.en, "en");
    const sv = getT(messages.sv, "sv");
    expect([0, 1, 2, 21].map((count) => en("blog.sidebar.postsIn", { count }))).toEqual(["0 posts", "1 post", "2 posts", "21 posts"]);
    expect([1, 2].map((count) => sv("blog.sidebar.postsIn", { count }))).toEqual(["1 inlägg", "2 inlägg"]);
    expect([1, 2].map((count) => en("blog.post.commentsHeading", { count }))).toEqual(["1 comment on this post", "2 comments on this post"]);
    expect([1, 2].map((count) => sv("blog.post.comments", { count }))).toEqual(["1 kommentar", "2 kommentarer"]);
  });

  it("falls back to the _other form for a category the messages lack, and leaves keys without forms alone", () => {
    // Welsh has a "two" form; the English messages do not.
    expect(getT(messages.en, "cy" as "en")("blog.post.likes", { count: 2 })).toBe("2 likes");
    expect(getT(messages.en)("blog.list.pageTitle", { page: 1, count: 1 })).toBe("Our Blog, page 1 of 1");
    expect(getT(messages.en)("blog.sidebar.postsIn")).toBe("blog.sidebar.postsIn");
  });

  it("uses the provider's language", () => {
    function Count() {
      const { t } = useTranslation();
      return <p>{t("blog.post.likes", { count: 1 })}</p>;
    }
    render(
      <TranslationProvider locale="sv" messages={messages.sv}>
        <Count />
      </TranslationProvider>,
    );
    expect(screen.getByText("1 gilla-markering")).toBeInTheDocument();
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
