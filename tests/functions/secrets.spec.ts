import { spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../scripts/lib/site.mjs";
import { barePagesPort, exchangesOf, githubOrigin, uniqueCode } from "./github";
import { expect, test } from "./fixtures";

/**
 * A Pages project whose secrets were never set: its own `wrangler pages dev` for this one test, with
 * GitHub's origin (the stand-in, to see that no code reaches it) and nothing else. Sign-in must say
 * what is missing instead of sending the editor to GitHub with an empty client id.
 */
test("without GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, sign-in answers with an error page, never a redirect", async () => {
  // workerd takes a while to start on a busy machine.
  test.setTimeout(240_000);
  const origin = `http://127.0.0.1:${barePagesPort}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GITHUB_")));
  // Its own process group, so that stopping it stops workerd too.
  const wrangler = spawn(process.execPath, [join(projectRoot, "node_modules/wrangler/bin/wrangler.js"), "pages", "dev", `${process.env.BUILD_DIR || "build"}/client`, "--port", String(barePagesPort), "--ip", "127.0.0.1", "--binding", `GITHUB_OAUTH_ORIGIN=${githubOrigin}`], {
    cwd: projectRoot,
    env: { ...env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" },
    detached: true,
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => wrangler.once("exit", resolve));
  try {
    await expect
      .poll(() => fetch(`${origin}/`).then((response) => response.status, () => 0), { timeout: 200_000, intervals: [500] })
      .toBe(200);

    const auth = await fetch(`${origin}/api/auth?provider=github&scope=repo`, { redirect: "manual" });
    expect(auth.status).toBe(500);
    expect(auth.headers.get("location")).toBeNull();
    expect(auth.headers.getSetCookie()).toEqual([]);
    expect(auth.headers.get("cache-control")).toBe("no-store");
    const page = await auth.text();
    expect(page).toContain("<h1>Sign-in failed</h1>");
    expect(page).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing from the host's environment.");

    const code = uniqueCode("unset");
    const back = await fetch(`${origin}/api/callback?code=${code}&state=${"A".repeat(43)}`, { redirect: "manual", headers: { Cookie: `cms_oauth_state=${"A".repeat(43)}` } });
    expect(back.status).toBe(500);
    expect(await back.text()).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing from the host's environment.");
    expect(await exchangesOf(code)).toEqual([]);
  } finally {
    if (wrangler.exitCode === null && wrangler.pid) process.kill(-wrangler.pid, "SIGTERM");
    await exited;
  }
});
