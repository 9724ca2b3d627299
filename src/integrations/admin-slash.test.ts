import { describe, expect, it, vi } from "vitest";
import { adminSlashRedirect, adminTrailingSlash } from "./hosting";

const response = () => ({ statusCode: 200, headers: {} as Record<string, string>, setHeader(name: string, value: string) { this.headers[name] = value; }, end: vi.fn() });

describe("astro dev's /admin/ redirect", () => {
  it("sends /admin/ to /admin with a 301, keeping the query", () => {
    const res = response();
    const next = vi.fn();
    adminSlashRedirect({ url: "/admin/?x=1" }, res, next);
    expect([res.statusCode, res.headers.Location, next.mock.calls.length]).toEqual([301, "/admin?x=1", 0]);
    expect(res.end).toHaveBeenCalled();
  });

  it("lets every other request through", () => {
    for (const url of ["/admin", "/ai/", "/", "/admin/x"]) {
      const next = vi.fn();
      adminSlashRedirect({ url }, response(), next);
      expect(next, url).toHaveBeenCalledOnce();
    }
  });

  it("goes first in the stack even after Astro put its trailing-slash check (404) first", () => {
    const plugin = adminTrailingSlash();
    const astroTrailingSlash: typeof adminSlashRedirect = () => undefined;
    const server = { middlewares: { stack: [] as { route: string; handle: typeof adminSlashRedirect }[] } };
    const post = plugin.configureServer.handler(server);
    // Astro's post hook runs before ours ("order: post"), unshifting its own check.
    server.middlewares.stack.unshift({ route: "", handle: astroTrailingSlash });
    post();
    expect(server.middlewares.stack.map((one) => one.handle)).toEqual([adminSlashRedirect, astroTrailingSlash]);
    expect(plugin.configureServer.order).toBe("post");
  });
});
