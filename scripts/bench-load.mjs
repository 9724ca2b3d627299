// `npm run bench:load`: load on the real nginx with the production config (deploy/nginx) over the
// build, with autocannon: 30 s at 100 connections on the home page, a product page, a blog post and a
// missing path. Reports requests per second and latency percentiles; fails when any request errors or
// a page answers anything but 2xx (the missing path must answer 404, every time).
//   BENCH_LOAD_SECONDS=10 BENCH_LOAD_CONNECTIONS=50 npm run bench:load   shorter or lighter runs
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { builtPaths, projectRoot } from "./lib/site.mjs";
import { prepareNginx, testNginxConfig } from "./nginx.mjs";

const port = Number(process.env.BENCH_LOAD_PORT || 4380);
const duration = Number(process.env.BENCH_LOAD_SECONDS || 30);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS || 100);

const paths = builtPaths();
const post = paths.find((path) => /^\/blog\/(?!page\/)[a-z0-9-]+$/.test(path)) ?? "/blog";
const targets = [
  { name: "home", path: "/", status: 200 },
  { name: "product page", path: "/ai", status: 200 },
  { name: "blog post", path: post, status: 200 },
  { name: "missing path", path: "/no-such-page", status: 404 },
];

const setup = prepareNginx({ port });
testNginxConfig(setup);
const nginx = spawn(setup.command, setup.args, { stdio: ["ignore", "ignore", "inherit"] });
const origin = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt++) {
  try {
    await fetch(origin + "/");
    break;
  } catch {
    if (attempt > 50) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const results = [];
let failed = false;
try {
  for (const target of targets) {
    console.log(`\n${target.name} (${target.path}): ${duration} s at ${connections} connections...`);
    // Browsers ask for compressed responses; so does this load.
    const result = await autocannon({ url: origin + target.path, connections, duration, headers: { "accept-encoding": "br, gzip" } });
    const unexpected = target.status === 200 ? result.non2xx : result.requests.total - (result["4xx"] ?? 0);
    const row = {
      target: `${target.name} ${target.path}`,
      requestsPerSecond: Math.round(result.requests.average),
      totalRequests: result.requests.total,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors + result.timeouts,
      unexpectedStatus: unexpected,
    };
    results.push(row);
    if (row.errors > 0 || row.unexpectedStatus > 0) failed = true;
  }
} finally {
  nginx.kill("SIGQUIT");
}

const pad = (text, width) => String(text).padEnd(width);
const targetWidth = Math.max(...results.map((row) => row.target.length)) + 2;
console.log(`\n${pad("target", targetWidth)}${pad("req/s", 9)}${pad("p50 ms", 8)}${pad("p90 ms", 8)}${pad("p99 ms", 8)}${pad("errors", 8)}unexpected`);
for (const row of results) {
  console.log(`${pad(row.target, targetWidth)}${pad(row.requestsPerSecond, 9)}${pad(row.latencyMs.p50, 8)}${pad(row.latencyMs.p90, 8)}${pad(row.latencyMs.p99, 8)}${pad(row.errors, 8)}${row.unexpectedStatus}`);
}
const out = join(projectRoot, "bench-results");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "load.json"), JSON.stringify({ duration, connections, results }, null, 2));
console.log(`\nJSON: bench-results/load.json${failed ? "\nFAILED: errors or unexpected status codes" : ""}`);
process.exit(failed ? 1 : 0);
