import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts, pagePolicy, sha256, withPolicyMeta } from "./csp";

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
    expect(directive(policy, "script-src")).toEqual(["'self'", sha256("a()"), sha256("b()"), "https://assets.calendly.com"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain("google");
  });

  it("allows the consent-gated embeds on every page, since client-side navigation keeps the first page's policy", () => {
    const policy = pagePolicy({ scripts: [], analytics: false });
    expect(directive(policy, "script-src")).toContain("https://assets.calendly.com");
    expect(directive(policy, "frame-src")).toEqual(["https://calendly.com", "https://www.youtube-nocookie.com"]);
  });

  it("allows analytics hosts on every page only when the build has an analytics id", () => {
    expect(pagePolicy({ scripts: [], analytics: false })).not.toContain("googletagmanager");
    const policy = pagePolicy({ scripts: [], analytics: true });
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(pagePolicy({ scripts: [], analytics: true }), "script-src")).toContain("https://www.googletagmanager.com");
  });

  it("puts the policy first in <head>, before any script, and escapes it for the attribute", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head></html>`;
    const out = withPolicyMeta(html, `script-src 'self' "q"`);
    expect(out).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;q&quot;"/><script>`);
    expect(() => withPolicyMeta("<html></html>", "x")).toThrow(/charSet/);
  });
});
