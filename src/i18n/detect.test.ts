// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { detectLanguage, rememberLanguage, rememberSwitcherChoices } from "./detect";

type FakeOptions = {
  url?: string;
  cookie?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  languages?: string[];
  language?: string;
  htmlLang?: string | null;
  throwingLocal?: boolean;
  throwingSession?: boolean;
};

function fakeStorage(initial: Record<string, string> = {}, throwing = false) {
  const data = new Map(Object.entries(initial));
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    data,
    getItem: (key: string) => (throwing ? fail() : (data.get(key) ?? null)),
    setItem: (key: string, value: string) => (throwing ? fail() : void data.set(key, value)),
  };
}

/** Just enough of `window` for the detector, with a spy on `location.replace`. */
function fakeWindow(options: FakeOptions = {}) {
  const url = new URL(options.url ?? "/", "https://orkestra.example");
  const replace = vi.fn();
  const local = fakeStorage(options.local, options.throwingLocal);
  const session = fakeStorage(options.session, options.throwingSession);
  const win = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, replace },
    document: {
      cookie: options.cookie ?? "",
      documentElement: { getAttribute: (name: string) => (name === "lang" ? (options.htmlLang === undefined ? "en" : options.htmlLang) : null) },
    },
    localStorage: local,
    sessionStorage: session,
    navigator: { languages: options.languages ?? [], language: options.language ?? "" },
  };
  return { win: win as unknown as Window, replace, local, session };
}

const detect = (options: FakeOptions) => {
  const fake = fakeWindow(options);
  const result = detectLanguage(fake.win, ["en", "sv"], "en");
  return { ...fake, result };
};

describe("detectLanguage: order of sources (SPEC §9)", () => {
  it("falls back to English with nothing to go on, and does not redirect", () => {
    const { result, replace } = detect({ languages: ["de-DE", "fr"] });
    expect(result).toBe("en");
    expect(replace).not.toHaveBeenCalled();
  });

  it("query lng beats the cookie", () => {
    expect(detect({ url: "/?lng=sv", cookie: "i18next=en" }).result).toBe("sv");
    expect(detect({ url: "/?lng=en", cookie: "i18next=sv" }).result).toBe("en");
  });

  it("the cookie beats localStorage", () => {
    expect(detect({ cookie: "theme=dark; i18next=sv", local: { i18nextLng: "en" } }).result).toBe("sv");
    expect(detect({ cookie: "i18next=en", local: { i18nextLng: "sv" } }).result).toBe("en");
  });

  it("localStorage beats sessionStorage", () => {
    expect(detect({ local: { i18nextLng: "sv" }, session: { i18nextLng: "en" } }).result).toBe("sv");
    expect(detect({ local: { i18nextLng: "en" }, session: { i18nextLng: "sv" } }).result).toBe("en");
  });

  it("sessionStorage beats the browser language", () => {
    expect(detect({ session: { i18nextLng: "sv" }, languages: ["en-GB"] }).result).toBe("sv");
    expect(detect({ session: { i18nextLng: "en" }, languages: ["sv-SE"] }).result).toBe("en");
  });

  it("reads the browser language with the region cut off", () => {
    expect(detect({ languages: ["sv-SE", "en-US"] }).result).toBe("sv");
    expect(detect({ languages: ["en-GB", "sv-SE"] }).result).toBe("en");
    expect(detect({ languages: ["sv_FI"] }).result).toBe("sv");
  });

  it("skips unsupported browser languages and takes the first supported one", () => {
    expect(detect({ languages: ["de-DE", "sv-SE"] }).result).toBe("sv");
  });

  it("uses navigator.language when navigator.languages is empty", () => {
    expect(detect({ languages: [], language: "sv-SE" }).result).toBe("sv");
  });

  it("the browser language beats html lang, which comes last", () => {
    expect(detect({ languages: ["en-US"], htmlLang: "sv" }).result).toBe("en");
    expect(detect({ languages: ["de"], htmlLang: "sv" }).result).toBe("sv");
  });

  it("ignores unsupported and malformed values at every level", () => {
    const { result } = detect({
      url: "/?lng=de",
      cookie: "i18next=xx",
      local: { i18nextLng: "" },
      session: { i18nextLng: "fr-FR" },
      languages: ["sv-SE"],
    });
    expect(result).toBe("sv");
  });

  it("is case-insensitive", () => {
    expect(detect({ url: "/?lng=SV" }).result).toBe("sv");
    expect(detect({ cookie: "i18next=sv-SE" }).result).toBe("sv");
  });
});

describe("detectLanguage: redirect", () => {
  it("sends a Swedish visitor on / to /sv", () => {
    const { replace } = detect({ languages: ["sv-SE"] });
    expect(replace).toHaveBeenCalledWith("/sv");
  });

  it("keeps the path, the other query parameters and the hash, minus lng", () => {
    const { replace } = detect({ url: "/ai?lng=sv&utm_source=mail#pricing" });
    expect(replace).toHaveBeenCalledExactlyOnceWith("/sv/ai?utm_source=mail#pricing");
  });

  it("drops an emptied query string entirely", () => {
    const { replace } = detect({ url: "/pricing?lng=sv" });
    expect(replace).toHaveBeenCalledWith("/sv/pricing");
  });

  it("keeps a query on the home page", () => {
    const { replace } = detect({ url: "/?lng=sv&ref=x" });
    expect(replace).toHaveBeenCalledWith("/sv?ref=x");
  });

  it("never redirects on Swedish paths and caches nothing there", () => {
    for (const url of ["/sv", "/sv/", "/sv/ai", "/sv/ai?lng=en"]) {
      const { result, replace, local } = detect({ url, languages: ["en-GB"], local: {} });
      expect(result, url).toBeNull();
      expect(replace, url).not.toHaveBeenCalled();
      expect(local.data.size, url).toBe(0);
    }
  });

  it("does not mistake a path starting with 'sv' for a Swedish page", () => {
    const { result, replace } = detect({ url: "/svenska", languages: ["sv-SE"] });
    expect(result).toBe("sv");
    expect(replace).toHaveBeenCalledWith("/sv/svenska");
  });

  it("does not redirect English visitors", () => {
    const { replace } = detect({ url: "/ai?lng=en", languages: ["sv-SE"] });
    expect(replace).not.toHaveBeenCalled();
  });
});

describe("detectLanguage: caching", () => {
  it("caches the result in localStorage", () => {
    expect(detect({ url: "/?lng=sv" }).local.data.get("i18nextLng")).toBe("sv");
    expect(detect({ languages: ["en-US"] }).local.data.get("i18nextLng")).toBe("en");
  });

  it("a cached choice is read back on the next visit", () => {
    const first = detect({ url: "/?lng=sv", languages: ["en-GB"] });
    const second = detect({ url: "/", languages: ["en-GB"], local: Object.fromEntries(first.local.data) });
    expect(second.result).toBe("sv");
  });

  it("survives storage that throws: detection and the redirect still work", () => {
    const { result, replace } = detect({ throwingLocal: true, throwingSession: true, languages: ["sv-SE"] });
    expect(result).toBe("sv");
    expect(replace).toHaveBeenCalledWith("/sv");
  });

  it("skips a throwing localStorage and reads sessionStorage", () => {
    expect(detect({ throwingLocal: true, session: { i18nextLng: "sv" }, languages: ["en"] }).result).toBe("sv");
  });

  it("returns null instead of throwing when the window is unusable", () => {
    expect(detectLanguage({} as Window, ["en", "sv"], "en")).toBeNull();
  });
});

describe("rememberLanguage", () => {
  afterEach(() => {
    document.cookie = "i18next=; path=/; max-age=0";
    window.localStorage.clear();
  });

  it("stores an explicit choice in localStorage", () => {
    rememberLanguage("en");
    expect(window.localStorage.getItem("i18nextLng")).toBe("en");
    rememberLanguage("sv");
    expect(window.localStorage.getItem("i18nextLng")).toBe("sv");
  });

  it("overwrites a stale i18next cookie, which would otherwise win", () => {
    document.cookie = "i18next=sv; path=/";
    rememberLanguage("en");
    expect(document.cookie).toContain("i18next=en");
  });

  it("does not set a cookie when there was none", () => {
    rememberLanguage("sv");
    expect(document.cookie).not.toContain("i18next=");
  });

  it("the stored choice then wins over the browser language", () => {
    rememberLanguage("en");
    const { result, replace } = detect({ languages: ["sv-SE"], local: { i18nextLng: window.localStorage.getItem("i18nextLng") ?? "" } });
    expect(result).toBe("en");
    expect(replace).not.toHaveBeenCalled();
  });

  it("does not throw when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => rememberLanguage("sv")).not.toThrow();
  });
});

describe("rememberSwitcherChoices (the inline head script's click listener)", () => {
  // Installed once, from its source, as the inline head script runs it: self-contained, before any module.
  new Function(`(${rememberSwitcherChoices.toString()})(document, ["en", "sv"], ${rememberLanguage.toString()})`)();
  const click = (html: string) => {
    document.body.innerHTML = html;
    const inner = document.querySelector("span") ?? document.querySelector("a")!;
    inner.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    inner.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  };
  afterEach(() => {
    document.body.innerHTML = "";
    document.cookie = "i18next=; path=/; max-age=0";
    window.localStorage.clear();
  });

  it("remembers the language of a switcher link as it is clicked, also on a child of the link", () => {
    click('<a href="/sv/ai" hreflang="sv" lang="sv"><span>Svenska</span></a>');
    expect(window.localStorage.getItem("i18nextLng")).toBe("sv");
    click('<a href="/ai" hreflang="en" lang="en">English</a>');
    expect(window.localStorage.getItem("i18nextLng")).toBe("en");
  });

  it("overwrites a stale i18next cookie", () => {
    document.cookie = "i18next=sv; path=/";
    click('<a href="/ai" hreflang="en" lang="en">English</a>');
    expect(document.cookie).toContain("i18next=en");
  });

  it("ignores other links and languages the site does not have", () => {
    click('<a href="/ai" lang="sv">AI</a>');
    click('<a href="/de" hreflang="de" lang="de">Deutsch</a>');
    expect(window.localStorage.getItem("i18nextLng")).toBeNull();
  });
});
