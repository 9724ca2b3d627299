import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from "puppeteer-core";
import WebDriver, { type Client } from "webdriver";

/**
 * Firefox and WebKit from Debian's packages, behind one small interface, so every engine test and the
 * screenshot script drive both the same way (Playwright's own Firefox and WebKit builds cannot be
 * downloaded here; ../shared/STACK-NOTES.md):
 * - Firefox ESR through WebDriver BiDi with puppeteer-core (no geckodriver needed);
 * - WebKitGTK's MiniBrowser through WebDriver classic: WebKitWebDriver on an Xvfb display, driven by
 *   WebdriverIO's protocol client `webdriver`.
 */
export type EngineName = "firefox" | "webkit";
export const engineNames: readonly EngineName[] = ["firefox", "webkit"];

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const miniBrowserPath = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Keys the tests press; `Shift+Tab` style chords hold the first key while pressing the second. */
export type Key = "Escape" | "Tab" | "Shift+Tab" | "Enter" | "Space" | "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "Backspace";

/** One top-level page in a fresh profile (no cookies, no storage). */
export type Tab = {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  back(): Promise<void>;
  /** The inner size of the window (the layout viewport). */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `fn` in the page (its source is sent, so it may use only its arguments); awaits promises. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click on the centre of the first element that matches, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** A real pointer click at a point of the viewport, on whatever is on top there (an overlay). */
  clickAt(x: number, y: number): Promise<void>;
  /** Key presses, one after another, as a keyboard sends them to the focused element. */
  press(...keys: Key[]): Promise<void>;
  /** Types text into the focused element. */
  type(text: string): Promise<void>;
  /** A PNG of the viewport, or of the whole page. */
  screenshot(fullPage: boolean): Promise<Buffer>;
  /** Errors the browser itself reported (Firefox: console and page errors); the probe reports the rest. */
  readonly browserErrors: string[];
  /**
   * Every http(s) URL the page requested, where the engine reports them (Firefox); null where it
   * cannot (WebDriver classic), and the site proxy's record stands in.
   */
  readonly requests: string[] | null;
  close(): Promise<void>;
};

export type EngineOptions = {
  /** `host:port` of the third-party proxy (tests/engines/site-proxy.ts); none for direct access. */
  proxy?: string;
  /** Report `prefers-reduced-motion: reduce` to pages (screenshots). */
  reducedMotion?: boolean;
};

export type Engine = { readonly name: EngineName; newTab(): Promise<Tab>; close(): Promise<void> };

/**
 * Brings the element of `selector` to the middle of the viewport and waits until it stays put for a
 * few frames there (sections skipped by content-visibility render as they near the viewport and can
 * move it; WebKit has no scroll anchoring). A click computed on a moving element can land on another.
 * Then, if the element is part of a widget, waits until the widget's island has hydrated: a widget
 * below the fold hydrates only as it nears the viewport, a page's main widget when the browser is
 * idle, and until then a click on it does nothing (decision 0014; Astro removes an island's `ssr`
 * attribute once it has hydrated). Runs in the page.
 */
async function settleInView(selector: string): Promise<string> {
  const element = document.querySelector(selector);
  if (!element) return `No element matches ${selector}`;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const place = () => {
    const rect = element.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",");
  };
  for (let round = 0; round < 10; round++) {
    element.scrollIntoView({ block: "center", inline: "center" });
    let still = 0;
    for (let last = place(), count = 0; still < 3 && count < 60; count++) {
      await frame();
      const now = place();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const rect = element.getBoundingClientRect();
    const middle = rect.top + rect.height / 2;
    if (still >= 3 && middle >= 0 && middle <= innerHeight) {
      const deadline = performance.now() + 15_000;
      while (element.closest("astro-island[ssr]") && performance.now() < deadline) await frame();
      return element.closest("astro-island[ssr]") ? `the widget of ${selector} did not hydrate` : "";
    }
  }
  return `${selector} did not come to rest in view`;
}

export function launchEngine(name: EngineName, options: EngineOptions = {}): Promise<Engine> {
  return name === "firefox" ? launchFirefox(options) : launchWebKit(options);
}

// ---------------------------------------------------------------------------------------------------
// Firefox

async function launchFirefox({ proxy, reducedMotion }: EngineOptions): Promise<Engine> {
  const [proxyHost, proxyPort] = proxy ? proxy.split(":") : [];
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      ...(proxy
        ? { "network.proxy.type": 1, "network.proxy.http": proxyHost, "network.proxy.http_port": Number(proxyPort), "network.proxy.ssl": proxyHost, "network.proxy.ssl_port": Number(proxyPort) }
        : {}),
      // Scrollbars over the page, as on a phone, so a 390 px viewport lays out 390 px.
      "ui.useOverlayScrollbars": 1,
      ...(reducedMotion ? { "ui.prefersReducedMotion": 1 } : {}),
    },
  });
  return {
    name: "firefox",
    async newTab() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxTab(context, page);
    },
    close: () => browser.close(),
  };
}

function firefoxTab(context: BrowserContext, page: Page): Tab {
  const browserErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") browserErrors.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => browserErrors.push(`page error: ${String(error)}`));
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/^https?:/.test(request.url())) requests.push(request.url());
  });
  return {
    engine: "firefox",
    browserErrors,
    requests,
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    async back() {
      await page.goBack({ waitUntil: "load" });
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      const problem = await page.evaluate(settleInView, selector);
      if (problem) throw new Error(problem);
      await page.click(selector);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    async press(...keys) {
      for (const key of keys) {
        // puppeteer's BiDi keyboard knows the space bar only by its character.
        const [held, pressed] = key.includes("+") ? (key.split("+") as [KeyInput, KeyInput]) : [undefined, (key === "Space" ? " " : key) as KeyInput];
        if (held) await page.keyboard.down(held);
        await page.keyboard.press(pressed);
        if (held) await page.keyboard.up(held);
      }
    },
    type: (text) => page.keyboard.type(text),
    async screenshot(fullPage) {
      return Buffer.from(await page.screenshot({ fullPage, type: "png" }));
    },
    close: () => context.close(),
  };
}

// ---------------------------------------------------------------------------------------------------
// WebKit

/** WebDriver's code points for the keys the tests use. */
const webDriverKeys: Record<string, string> = {
  Escape: "\uE00C",
  Tab: "\uE004",
  Enter: "\uE007",
  Space: "\uE00D",
  Shift: "\uE008",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Home: "\uE011",
  End: "\uE010",
  Backspace: "\uE003",
};

/** A free TCP port on loopback, for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a program in its own process group, so that it and its children stop together. */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: "ignore", detached: true });
}

function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForDriver(port: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/** An X display number nobody holds (Xvfb writes a lock file per display). */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const { existsSync } = await import("node:fs");
  for (let number = 90 + Math.floor(Math.random() * 400); ; number++) {
    if (existsSync(`/tmp/.X${number}-lock`)) continue;
    const child = startGroup("Xvfb", [`:${number}`, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], process.env);
    const display = `:${number}`;
    for (let attempt = 0; attempt < 100 && !existsSync(`/tmp/.X11-unix/X${number}`); attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    if (child.exitCode === null) return { display, child };
  }
}

async function launchWebKit({ proxy, reducedMotion }: EngineOptions): Promise<Engine> {
  // GTK's own look for the MiniBrowser window: a header bar that cannot shrink below ~450 px would
  // keep the page from a 390 px viewport, and GTK's animation switch is what WebKitGTK reports as
  // prefers-reduced-motion.
  const config = mkdtempSync(join(tmpdir(), "engine-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), "headerbar, headerbar *, entry, button { min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 1px; }\n");
  writeFileSync(join(config, "gtk-3.0", "settings.ini"), `[Settings]\ngtk-enable-animations = ${reducedMotion ? "false" : "true"}\n`);
  const xvfb = await startXvfb();
  const port = await freePort();
  // A session start that hangs (seen a few times on a loaded machine) is asked for again, replacing it.
  const driver = startGroup("WebKitWebDriver", [`--port=${port}`, "--replace-on-new-session"], { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config });
  const stop = () => {
    stopGroup(driver);
    stopGroup(xvfb.child);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await waitForDriver(port);
  } catch (error) {
    stop();
    throw error;
  }
  const sessions = new Set<Client>();
  return {
    name: "webkit",
    async newTab() {
      const client = await WebDriver.newSession({
        hostname: "127.0.0.1",
        port,
        logLevel: "silent",
        connectionRetryTimeout: 20_000,
        connectionRetryCount: 2,
        capabilities: {
          browserName: "MiniBrowser",
          "wdio:enforceWebDriverClassic": true,
          acceptInsecureCerts: true,
          // MiniBrowser's own proxy switch: WebDriver's proxy capability left HTTPS unproxied here.
          "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation", ...(proxy ? [`--proxy=http://${proxy}`, "--ignore-host=localhost", "--ignore-host=127.0.0.1"] : [])] },
        } as WebdriverIO.Capabilities,
      });
      sessions.add(client);
      return webkitTab(client, () => sessions.delete(client));
    },
    async close() {
      await Promise.allSettled([...sessions].map((client) => client.deleteSession()));
      stop();
    },
  };
}

/** WebDriver's element reference key. */
const elementKey = "element-6066-11e4-a52e-4f735466cecf";

function webkitTab(client: Client, forget: () => void): Tab {
  /** Window size minus viewport size, learnt on the first resize. */
  let chrome: [number, number] = [0, 0];
  const keyActions = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const parts = key.split("+").map((part) => webDriverKeys[part] ?? part);
      return [...parts.map((value) => ({ type: "keyDown", value })), ...parts.reverse().map((value) => ({ type: "keyUp", value }))];
    });
  return {
    engine: "webkit",
    browserErrors: [],
    requests: null,
    goto: (url) => client.navigateTo(url).then(() => undefined),
    back: () => client.back().then(() => undefined),
    async setViewport(width, height) {
      // The window's header bar (a few pixels, see launchWebKit) sits above the viewport: once the
      // window has taken a size, the difference is known and added. The window resizes a moment
      // after WebDriver answers, so each step waits for the size it asked for.
      for (let attempt = 0; attempt < 100; attempt++) {
        const [extraWidth, extraHeight] = chrome;
        const outer = [width + extraWidth, height + extraHeight];
        await client.setWindowRect(0, 0, outer[0]!, outer[1]!);
        const [innerWidth, innerHeight, outerWidth, outerHeight] = (await client.executeScript("return [innerWidth, innerHeight, outerWidth, outerHeight]", [])) as number[];
        if (innerWidth === width && innerHeight === height) return;
        // The page learns its new size a moment after the window: a difference that is not a header
        // bar's (negative, or hundreds of pixels) is a stale reading.
        const extra = [outerWidth! - innerWidth!, outerHeight! - innerHeight!];
        if (outerWidth === outer[0] && outerHeight === outer[1] && extra.every((value) => value >= 0 && value < 200)) chrome = extra as [number, number];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`WebKit: the viewport did not become ${width} x ${height}`);
    },
    evaluate: (fn, ...args) => client.executeScript(`return (${fn.toString()}).apply(null, arguments)`, args as never) as never,
    async click(selector) {
      const found = (await client.findElement("css selector", selector)) as unknown as Record<string, string>;
      if (!found[elementKey]) throw new Error(`No element matches ${selector}`);
      // An element off screen answers "element not interactable": bring it into view first.
      const problem = await client.executeScript(`return (${settleInView.toString()}).apply(null, arguments)`, [selector]);
      if (problem) throw new Error(String(problem));
      await client.elementClick(found[elementKey]!);
    },
    async clickAt(x, y) {
      const actions = [{ type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) }, { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }];
      await client.performActions([{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }]);
      await client.releaseActions();
    },
    async press(...keys) {
      await client.performActions([{ type: "key", id: "keyboard", actions: keyActions(keys) }]);
    },
    async type(text) {
      const actions = [...text].flatMap((value) => [{ type: "keyDown", value }, { type: "keyUp", value }]);
      await client.performActions([{ type: "key", id: "keyboard", actions }]);
    },
    async screenshot(fullPage) {
      if (!fullPage) return Buffer.from(await client.takeScreenshot(), "base64");
      // WebDriver captures the viewport only: the window grows to the page's height for the capture.
      const [width, height, pageHeight] = (await client.executeScript("return [innerWidth, innerHeight, document.documentElement.scrollHeight]", [])) as number[];
      await this.setViewport(width!, pageHeight!);
      const png = Buffer.from(await client.takeScreenshot(), "base64");
      await this.setViewport(width!, height!);
      return png;
    },
    async close() {
      forget();
      await client.deleteSession();
    },
  };
}
