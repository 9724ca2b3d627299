import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { embeddedThirdParties, hasLeadForm, inlineScripts, inlineStyles, leadsOrigin, pagePolicy, sha256, withPolicyMeta } from "./csp";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `))?.slice(name.length + 1).split(" ");

describe("Content Security Policy per page", () => {
  it("hashes a script's exact text as CSP expects", () => {
    const expected = createHash("sha256").update("console.log(1)").digest("base64");
    expect(sha256("console.log(1)")).toBe(`'sha256-${expected}'`);
  });

  it("finds inline executable scripts and skips external scripts and data blocks", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script type="module">b()</script><script id="_R_">c()</script>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()"]);
  });

  it("allows our origin and the page's own scripts by hash, nothing inline beyond that", () => {
    const policy = pagePolicy({ scripts: ["a()", "b()", "a()"], analytics: false });
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", sha256("a()"), sha256("b()")]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain("google");
  });

  it("names a consent-gated embed's hosts only on the pages that embed it (issue 38)", () => {
    const plain = pagePolicy({ scripts: [], analytics: false });
    expect(plain).not.toMatch(/calendly|youtube/);
    expect(directive(plain, "frame-src")).toBeUndefined();
    const contact = pagePolicy({ scripts: [], embeds: ["scheduling"], analytics: false });
    expect(directive(contact, "script-src")).toEqual(["'self'", "https://assets.calendly.com"]);
    expect(directive(contact, "frame-src")).toEqual(["https://calendly.com"]);
    const video = pagePolicy({ scripts: [], embeds: ["video"], analytics: false });
    expect(directive(video, "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(video).not.toContain("calendly");
  });

  it("finds a page's embeds by the attribute each embed renders, not by a mention in its text", () => {
    expect(embeddedThirdParties(`<div class="x" data-scheduling-frame="" data-url="https://calendly.com/x"></div>`)).toEqual(["scheduling"]);
    expect(embeddedThirdParties(`<dialog id="v" data-video-dialog>`)).toEqual(["video"]);
    expect(embeddedThirdParties(`<p>Paste data-scheduling-frame-like text</p><div data-scheduling-frames="">`)).toEqual([]);
    expect(embeddedThirdParties(`<main><h1>AI</h1></main>`)).toEqual([]);
  });

  it("allows analytics hosts on every page only when the build has an analytics id", () => {
    expect(pagePolicy({ scripts: [], analytics: false })).not.toContain("googletagmanager");
    const policy = pagePolicy({ scripts: [], analytics: true });
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(pagePolicy({ scripts: [], analytics: true }), "script-src")).toContain("https://www.googletagmanager.com");
  });

  it("finds inline <style> elements and each distinct style attribute value, as the browser reads it", () => {
    const html = `<head><style>@font-face{font-family:"Inter"}</style><noscript><style>[data-js-only]{display:none}</style></noscript></head>
      <body><div style="width:97%"><span class="a" style="width:97%"></span><p data-style="x" style="font-family:&quot;Inter&quot;, a&amp;b;content:&#x27;&#39;&#8211;"></p>
      <p>Text that mentions style="color:red"</p><template><i style="--offscreen-h:670px"></i></template></div></body>`;
    expect(inlineStyles(html)).toEqual({
      elements: [`@font-face{font-family:"Inter"}`, "[data-js-only]{display:none}"],
      attributes: ["width:97%", `font-family:"Inter", a&b;content:''–`, "--offscreen-h:670px"],
    });
  });

  it("allows inline styles only by hash: <style> elements, and style attributes with 'unsafe-hashes'", () => {
    const styles = { elements: ["a{}", "b{}"], attributes: ["width:97%", "grid-row:2"] };
    const policy = pagePolicy({ scripts: [], styles, page: "services", analytics: false });
    expect(directive(policy, "style-src")).toEqual([
      "'self'",
      "'unsafe-hashes'",
      sha256("a{}"),
      sha256("b{}"),
      sha256("width:97%"),
      sha256("grid-row:2"),
    ]);
    expect(policy).not.toContain("'unsafe-inline'");
    // 'unsafe-hashes' lets hashes match attributes; a page without style attributes does not need it.
    expect(directive(pagePolicy({ scripts: [], styles: { elements: ["a{}"], attributes: [] }, analytics: false }), "style-src")).toEqual(["'self'", sha256("a{}")]);
    expect(directive(pagePolicy({ scripts: [], analytics: false }), "style-src")).toEqual(["'self'"]);
  });

  it("keeps 'unsafe-inline' for styles only on pages whose embed writes style attributes, with no hash there to cancel it", () => {
    const styles = { elements: ["a{}"], attributes: ["width:97%"] };
    expect(directive(pagePolicy({ scripts: ["a()"], styles, page: "contact", embeds: ["scheduling"], analytics: false }), "style-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://assets.calendly.com",
    ]);
    for (const embeds of [[], ["video"]] as const) {
      expect(directive(pagePolicy({ scripts: ["a()"], styles, embeds, analytics: true }), "style-src"), embeds.join()).not.toContain("'unsafe-inline'");
    }
    // Scripts stay hashed on that page too.
    expect(pagePolicy({ scripts: ["a()"], styles, embeds: ["scheduling"], analytics: false })).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("puts the policy first in <head>, before any script, and escapes it for the attribute", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head></html>`;
    const out = withPolicyMeta(html, `script-src 'self' "q"`);
    expect(out).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;q&quot;"/><script>`);
    expect(() => withPolicyMeta("<html></html>", "x")).toThrow(/charSet/);
  });
});

describe("the search page's policy (issue 28)", () => {
  it("lets only the search page compile WebAssembly, with no eval and no inline script beyond its hashes", () => {
    const search = directive(pagePolicy({ scripts: ["a()"], page: "search", analytics: false }), "script-src");
    expect(search).toEqual(["'self'", "'wasm-unsafe-eval'", sha256("a()")]);
    expect(search).not.toContain("'unsafe-eval'");
    for (const page of ["blog", "faq-2", undefined] as const) {
      expect(directive(pagePolicy({ scripts: [], page, analytics: false }), "script-src"), String(page)).not.toContain("'wasm-unsafe-eval'");
    }
  });
});

describe("the forms endpoint in the policy (decision 0028)", () => {
  it("names a Worker's origin, not the site's own, and nothing for a path or no endpoint", () => {
    expect(leadsOrigin("https://forms.example.com/api/leads", "https://orkestra.example")).toBe("https://forms.example.com");
    expect(leadsOrigin("https://forms.example.com:8443/api/leads", "https://orkestra.example")).toBe("https://forms.example.com:8443");
    expect(leadsOrigin("https://orkestra.example/api/leads", "https://orkestra.example")).toBeUndefined();
    expect(leadsOrigin("/api/leads", "https://orkestra.example")).toBeUndefined();
    expect(leadsOrigin("", "https://orkestra.example")).toBeUndefined();
  });

  it("finds a page's forms that send by their attribute, not by a mention in its text", () => {
    expect(hasLeadForm(`<form class="space-y-3" method="post" action="/api/leads/newsletter" data-lead-form="newsletter">`)).toBe(true);
    expect(hasLeadForm(`<form method="dialog" data-static-form="Nothing was sent">`)).toBe(false);
    expect(hasLeadForm(`<p>Write data-lead-form in a form</p><div data-lead-form="x">`)).toBe(false);
  });

  it("allows posting and fetching to that origin, and only on pages with such a form", () => {
    const withForm = pagePolicy({ scripts: [], analytics: false, leads: "https://forms.example.com" });
    expect(directive(withForm, "form-action")).toEqual(["'self'", "https://forms.example.com"]);
    expect(directive(withForm, "connect-src")).toEqual(["'self'", "https://forms.example.com"]);
    expect(directive(withForm, "script-src")).toEqual(["'self'"]);
    expect(directive(withForm, "frame-src")).toBeUndefined();
    const without = pagePolicy({ scripts: [], analytics: false });
    expect(directive(without, "form-action")).toEqual(["'self'"]);
    expect(directive(without, "connect-src")).toEqual(["'self'"]);
    // Beside analytics' hosts, not instead of them.
    expect(directive(pagePolicy({ scripts: [], analytics: true, leads: "https://forms.example.com" }), "connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://*.google-analytics.com", "https://forms.example.com"]),
    );
  });
});
