import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { caseVariants, headersFile, nginxPagesMap, redirectsFile, securityHeaders, strictTransportSecurity } from "./hosting";

describe("host configuration", () => {
  it("writes the security headers for every path and a year of caching for assets into _headers", () => {
    const file = headersFile();
    const [all, assets, admin] = file.split("\n\n");
    expect(all!.split("\n")[0]).toBe("/*");
    for (const [name, value] of Object.entries(securityHeaders)) expect(all).toContain(`  ${name}: ${value}\n`);
    expect(all).toContain(`Strict-Transport-Security: ${strictTransportSecurity}`);
    expect(assets).toBe("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    // The content manager: never indexed, and its sign-in popup keeps its opener (the common value dropped first).
    expect(admin).toBe("/admin\n  X-Robots-Tag: noindex, nofollow\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n");
  });

  it("redirects a trailing slash and other spellings of each page, never the page itself", () => {
    const file = redirectsFile(["/", "/ai", "/sv/team/sara-lindgren"]);
    expect(file.split("\n").filter(Boolean)).toEqual([
      "/ai/ /ai 301",
      "/Ai /ai 301",
      "/AI /ai 301",
      "/sv/team/sara-lindgren/ /sv/team/sara-lindgren 301",
      "/Sv/Team/Sara-lindgren /sv/team/sara-lindgren 301",
      "/SV/TEAM/SARA-LINDGREN /sv/team/sara-lindgren 301",
    ]);
    expect(caseVariants("/faq-1")).toEqual(["/Faq-1", "/FAQ-1"]);
  });

  it("maps other spellings to the page for nginx with case-insensitive, anchored expressions", () => {
    const map = nginxPagesMap(["/", "/ai", "/faq-1"]);
    expect(map).toContain('map $uri $orkestra_page {\n  default "";\n  "~*^/ai$" /ai;\n  "~*^/faq-1$" /faq-1;\n}');
  });

  it("keeps nginx's header file in step with the list every host sends", () => {
    const conf = readFileSync(join(import.meta.dirname, "..", "..", "deploy", "nginx", "security-headers.conf"), "utf8");
    const http = readFileSync(join(import.meta.dirname, "..", "..", "deploy", "nginx", "http.conf"), "utf8");
    // A value from a map (the opener policy, which /admin relaxes) is its map's default.
    const mapDefault = (variable: string) => new RegExp(`map \\S+ \\${variable} \\{[^}]*default\\s+"([^"]*)";`).exec(http)?.[1];
    const sent = Object.fromEntries(
      [...conf.matchAll(/^add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/gm)].filter((match) => match[3] !== "$orkestra_hsts").map((match) => [match[1], match[2] ?? mapDefault(match[3]!)]),
    );
    expect(sent).toEqual(securityHeaders);
    expect(http).toMatch(/~\^\/admin\(\\\.html\)\?\$ "same-origin-allow-popups";/);
  });
});
