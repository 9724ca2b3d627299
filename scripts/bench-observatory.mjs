// `npm run bench:observatory`: the MDN HTTP Observatory's checks (@mdn/mdn-http-observatory) against
// the real nginx with the production config, over HTTPS as in production (a throwaway self-signed
// certificate that the scanner is told to trust). Prints the grade, the score and each test's result.
// The scanner is installed on first use into .cache/observatory (it is a bench tool, not a dependency
// of the site or its tests), without install scripts: one of its packages would download a CA bundle
// from the internet, which this bench neither needs (it trusts only its own certificate) nor may do.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./lib/site.mjs";
import { prepareNginx, testNginxConfig } from "./nginx.mjs";

const version = "1.4.8";
const port = Number(process.env.BENCH_OBSERVATORY_PORT || 4390);
const tools = join(projectRoot, ".cache", "observatory");
const scanner = join(tools, "node_modules", "@mdn", "mdn-http-observatory", "src", "scan.js");

if (!existsSync(scanner)) {
  mkdirSync(tools, { recursive: true });
  console.log(`Installing @mdn/mdn-http-observatory@${version} into .cache/observatory ...`);
  execFileSync("npm", ["install", "--prefix", tools, "--no-audit", "--no-fund", "--no-save", "--ignore-scripts", `@mdn/mdn-http-observatory@${version}`], { stdio: "inherit" });
}

// The skipped install step would download the HSTS preload list; localhost is on no such list.
const preload = join(tools, "node_modules", "@mdn", "mdn-http-observatory", "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

// A certificate for localhost, valid for a day, trusted by the scanner only.
const certDir = join(tools, "tls");
mkdirSync(certDir, { recursive: true });
const cert = join(certDir, "localhost.pem");
const key = join(certDir, "localhost-key.pem");
const openssl = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", cert], { stdio: "ignore" });
if (openssl.status !== 0) throw new Error("openssl could not make a certificate");

const setup = prepareNginx({ port, tls: { cert, key } });
testNginxConfig(setup);
const nginx = spawn(setup.command, setup.args, { stdio: ["ignore", "ignore", "inherit"] });
await new Promise((resolve) => setTimeout(resolve, 500));

try {
  const output = execFileSync(process.execPath, [scanner, `localhost:${port}`], { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, encoding: "utf8" });
  const result = JSON.parse(output);
  const out = join(projectRoot, "bench-results");
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "observatory.json"), JSON.stringify(result, null, 2));
  console.log(`\nMDN HTTP Observatory on https://localhost:${port}: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed\n`);
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(`${test.pass ? "pass" : "FAIL"}  ${String(test.scoreModifier).padStart(4)}  ${name.padEnd(30)} ${test.result}`);
  }
  console.log("\nJSON: bench-results/observatory.json");
} finally {
  nginx.kill("SIGQUIT");
}
