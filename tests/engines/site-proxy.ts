import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TLSSocket } from "node:tls";
import { calendlyScriptUrl } from "../../src/components/embeds/calendly";
import { site as brand } from "../../src/config/site";
import { fakeWidgetScript } from "../e2e/scheduling-helpers";

/**
 * One local server per test worker that stands between Firefox or WebKit and the world, because
 * WebDriver classic (WebKit) can neither intercept requests nor run a script before the page's own:
 *
 * - as the **origin** of the site, it forwards to the static server and puts `probe.js` first in
 *   every page's `<head>` (after the CSP meta, which allows same-origin scripts), so errors, rejected
 *   promises, console errors and CSP violations are recorded in both engines the same way;
 * - as the browsers' **HTTP(S) proxy** for every other host, it records each third-party request and
 *   answers the known third parties from local stand-ins (the video player, the booking widget)
 *   over TLS with a throwaway certificate (the sessions accept it), and refuses the rest. Nothing
 *   reaches the internet, and a request before consent shows up in `requests`.
 */
export type SiteProxy = {
  /** The site's origin as the browsers open it (`http://localhost:PORT`). */
  origin: string;
  /** `127.0.0.1:PORT`, for the browsers' proxy settings. */
  proxy: string;
  /** Every third-party URL requested since the last `reset()` (CONNECT-refused hosts as `https://host/`). */
  requests: string[];
  /** Third-party hosts answered with a network failure instead of their stand-in. */
  failing: Set<string>;
  reset(): void;
  close(): Promise<void>;
};

const probe = readFileSync(join(import.meta.dirname, "probe.js"));
const videoFixture = readFileSync(join(import.meta.dirname, "..", "fixtures", "video-embed.html"));
const video = new URL(brand.links.videoEmbedBase);
const calendly = new URL(calendlyScriptUrl);
/** The hosts answered over TLS from stand-ins (the booking widget's iframe comes from calendly.com). */
const standInHosts = [video.hostname, calendly.hostname, "calendly.com"];

/** Stand-ins for the third parties the site embeds after consent. */
function standIn(url: URL): { type: string; body: Buffer | string } | undefined {
  if (url.hostname === video.hostname && url.pathname.startsWith(video.pathname)) return { type: "text/html", body: videoFixture };
  if (url.hostname === calendly.hostname && url.pathname === calendly.pathname) return { type: "text/javascript", body: fakeWidgetScript };
  return undefined;
}

/** A certificate for the stand-in hosts, made fresh for each run (openssl is on every Debian). */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "engine-cert-"));
  const names = standInHosts.map((name) => `DNS:${name}`).join(",");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj", "/CN=engine test stand-in", "-addext", `subjectAltName=${names}`, "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
  const pair = { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** The page with the probe as the first script of its head. */
function withProbe(html: string): string {
  const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/i.exec(html);
  const at = csp ? csp.index + csp[0].length : html.indexOf("<head>") + "<head>".length;
  return `${html.slice(0, at)}<script src="/__engine-probe.js"></script>${html.slice(at)}`;
}

export async function startSiteProxy(upstream: string): Promise<SiteProxy> {
  const requests: string[] = [];
  const failing = new Set<string>();
  const upstreamUrl = new URL(upstream);

  function answerThirdParty(url: URL, res: ServerResponse) {
    requests.push(url.href);
    const answer = failing.has(url.hostname) ? undefined : standIn(url);
    if (!answer) {
      res.writeHead(502, { "Content-Type": "text/plain" }).end("Refused by the engine test proxy: no stand-in for this host.");
      return;
    }
    res.writeHead(200, { "Content-Type": answer.type, "Cache-Control": "no-store" }).end(answer.body);
  }

  function forwardToSite(req: IncomingMessage, res: ServerResponse) {
    if (req.url === "/__engine-probe.js") {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" }).end(probe);
      return;
    }
    // Uncompressed, so that pages can be read and the probe put in; everything else passes through.
    const headers = { ...req.headers, host: upstreamUrl.host, "accept-encoding": "identity" };
    const outgoing = httpRequest({ host: upstreamUrl.hostname, port: upstreamUrl.port, method: req.method, path: req.url, headers }, (answer) => {
      const isHtml = /text\/html/.test(String(answer.headers["content-type"]));
      if (!isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.from(withProbe(Buffer.concat(chunks).toString("utf8")));
        const { etag: _etag, "content-length": _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": body.length, "cache-control": "no-store" }).end(req.method === "HEAD" ? undefined : body);
      });
    });
    outgoing.on("error", () => res.writeHead(502).end());
    req.pipe(outgoing);
  }

  const server = createServer((req, res) => {
    // A proxy request names an absolute URL; a request to the site names a path.
    if (/^https?:\/\//.test(req.url ?? "")) answerThirdParty(new URL(req.url!), res);
    else forwardToSite(req, res);
  });

  // HTTPS to a third party: the stand-ins' host names are answered over TLS in this process.
  const tlsServer = createServer((req, res) => answerThirdParty(new URL(req.url ?? "/", `https://${req.headers.host}`), res));
  const credentials = throwawayCertificate();
  server.on("connect", (req: IncomingMessage, socket: Socket) => {
    const host = (req.url ?? "").replace(/:\d+$/, "");
    const served = standInHosts.includes(host) && !failing.has(host);
    if (!served) {
      requests.push(`https://${host}/`);
      socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n", () => {
      const secure = new TLSSocket(socket, { isServer: true, ...credentials });
      tlsServer.emit("connection", secure);
    });
    socket.on("error", () => socket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    proxy: `127.0.0.1:${port}`,
    requests,
    failing,
    reset() {
      requests.length = 0;
      failing.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        tlsServer.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
