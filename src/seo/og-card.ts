import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { buildCacheDir } from "../config/build-cache";

/**
 * Open Graph cards (1200 × 630) with each page's title in the brand style, drawn at build time from
 * our own fonts and logo with satori (layout to SVG) and resvg (SVG to PNG): no browser, nothing
 * fetched. Cards are cached by content (`buildCacheDir`), so a second build (the analytics test build)
 * and unchanged pages cost nothing.
 */

// The build runs from the project root (this module is bundled, so its own location says nothing).
const root = process.cwd();
const fontFile = (pkg: string, file: string) => readFileSync(join(root, "node_modules", "@fontsource", pkg, "files", file));
const fonts = [
  { name: "Space Grotesk", data: fontFile("space-grotesk", "space-grotesk-latin-700-normal.woff"), weight: 700 as const, style: "normal" as const },
  { name: "Inter", data: fontFile("inter", "inter-latin-500-normal.woff"), weight: 500 as const, style: "normal" as const },
  { name: "Inter", data: fontFile("inter", "inter-latin-600-normal.woff"), weight: 600 as const, style: "normal" as const },
];
const logo = `data:image/svg+xml;base64,${readFileSync(join(root, "public", "favicon.svg")).toString("base64")}`;
const cacheDir = buildCacheDir("og");
/** Bump when the card's design changes, so cached cards are drawn again. */
const design = 3;

export type OgCard = { title: string; label: string; host: string };

/** Longer titles get a smaller size so every card keeps its title on at most four lines. */
const titleSize = (title: string) => (title.length <= 34 ? 78 : title.length <= 60 ? 66 : title.length <= 90 ? 56 : 48);

// satori takes React-like element objects; written as plain objects, no JSX needed.
type Node = { type: string; props: Record<string, unknown> & { children?: Node | string | (Node | string)[]; style?: Record<string, unknown> } };
const el = (type: string, style: Record<string, unknown>, children?: Node["props"]["children"], props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

function card({ title, label, host }: OgCard): Node {
  // Absolute positions: the title block sits on a fixed baseline whatever its length.
  return el(
    "div",
    {
      width: 1200,
      height: 630,
      display: "flex",
      position: "relative",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundColor: "#060b1c",
      backgroundImage:
        "radial-gradient(circle at 88% 8%, rgba(29,70,219,0.65), rgba(6,11,28,0) 55%), radial-gradient(circle at 10% 110%, rgba(127,227,245,0.18), rgba(6,11,28,0) 45%)",
    },
    [
      el("div", { position: "absolute", left: 80, top: 72, display: "flex", alignItems: "center", gap: 18 }, [
        el("img", { width: 56, height: 56 }, undefined, { src: logo, width: 56, height: 56 }),
        el("div", { fontFamily: "Space Grotesk", fontSize: 40, fontWeight: 700 }, "Orkestra"),
      ]),
      el("div", { position: "absolute", left: 80, right: 120, bottom: 150, display: "flex", flexDirection: "column", gap: 22 }, [
        el("div", { fontSize: 26, fontWeight: 600, color: "#7fe3f5", letterSpacing: 3, textTransform: "uppercase" }, label),
        el("div", { fontFamily: "Space Grotesk", fontWeight: 700, fontSize: titleSize(title), lineHeight: 1.06, letterSpacing: -1.5 }, title),
      ]),
      el("div", { position: "absolute", left: 80, right: 80, bottom: 64, display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 26, fontWeight: 500, color: "#cdd6ee" }, [
        el("div", { display: "flex" }, host),
        el("div", { display: "flex", width: 220, height: 8, borderRadius: 4, backgroundImage: "linear-gradient(90deg, #1d46db, #7fe3f5 70%, #f26a1b)" }),
      ]),
    ],
  );
}

/** The PNG of a card, from the cache when the same card was drawn before. */
export async function ogCard(input: OgCard): Promise<Buffer> {
  const key = createHash("sha1").update(JSON.stringify({ design, ...input })).digest("hex");
  const cached = join(cacheDir, `${key}.png`);
  if (existsSync(cached)) return readFileSync(cached);
  const svg = await satori(card(input) as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts });
  // Off the main thread: with Astro's build concurrency (astro.config.ts) the next pages render meanwhile.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, png);
  return png;
}
