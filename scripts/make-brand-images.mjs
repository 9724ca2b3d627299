// Renders the Open Graph card and the touch icon from our own SVG/HTML with the system Chromium.
// Run once after a brand change: npm exec -- node scripts/make-brand-images.mjs (outputs are committed).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, projectRoot } from "./lib/site.mjs";

const mark = readFileSync(join(projectRoot, "public", "favicon.svg"), "utf8");
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(join(projectRoot, "node_modules", "@fontsource-variable", file)).toString("base64")}`;
const css = `
@font-face{font-family:G;src:url(${font("space-grotesk/files/space-grotesk-latin-wght-normal.woff2")});font-weight:300 700}
@font-face{font-family:I;src:url(${font("inter/files/inter-latin-wght-normal.woff2")});font-weight:100 900}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;background:#060b1c;color:#fff;font-family:I;position:relative;overflow:hidden}
.grid{position:absolute;inset:0;background-image:linear-gradient(to right,rgb(255 255 255/.06) 1px,transparent 1px),linear-gradient(to bottom,rgb(255 255 255/.06) 1px,transparent 1px);background-size:48px 48px}
.glow{position:absolute;width:900px;height:500px;border-radius:50%;background:#1d46db;filter:blur(140px);opacity:.55;right:-300px;top:-200px}
.brand{position:absolute;left:80px;top:72px;display:flex;align-items:center;gap:18px;font-family:G;font-weight:700;font-size:40px}
.brand svg{width:56px;height:56px}
h1{position:absolute;left:80px;top:210px;width:900px;font-family:G;font-weight:700;font-size:82px;line-height:1.02;letter-spacing:-.03em}
p{position:absolute;left:80px;bottom:72px;font-size:28px;color:#b5effa}
.chart{position:absolute;right:80px;top:360px}
`;
const chart = `<svg class="chart" width="300" height="120" viewBox="0 0 300 120" aria-hidden="true"><path d="M0 90 C40 80 60 60 100 66 S160 40 200 34 S260 20 300 12 L300 52 C260 58 240 66 200 70 S140 92 100 96 S40 110 0 112Z" fill="#7fe3f5" opacity=".18"/><path d="M0 100 C40 92 60 74 100 80 S160 56 200 52 S260 36 300 32" fill="none" stroke="#7fe3f5" stroke-width="4" stroke-linecap="round"/><circle cx="300" cy="32" r="7" fill="#f26a1b"/></svg>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(
  `<style>${css}</style><div class="grid"></div><div class="glow"></div><div class="brand">${mark}Orkestra</div><h1>The OS for Autonomous Supply Chains.</h1><p>Forecasts, purchase orders and supplier e-mail, run by AI.</p>${chart}`,
);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(projectRoot, "public", "og", "orkestra.png") });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(`<style>*{margin:0}body{width:180px;height:180px}svg{width:180px;height:180px;display:block}</style>${mark.replace('rx="9"', 'rx="0"')}`);
await page.screenshot({ path: join(projectRoot, "public", "apple-touch-icon.png") });
await browser.close();
console.log("public/og/orkestra.png, public/apple-touch-icon.png");
