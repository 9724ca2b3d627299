// Cuts the self-hosted variable fonts to the characters and weights the site uses. The outputs are
// committed (src/styles/fonts/); rerun after changing src/styles/font-subsets.ts or the font packages:
//   npm run fonts
// scripts/subset-fonts.test.ts fails when a committed file differs from what this produces.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { LATIN, WEIGHTS, fontSubsets, type FontMetrics } from "../src/styles/font-subsets.ts";

const require = createRequire(import.meta.url);
export const fontsDir = join(import.meta.dirname, "..", "src", "styles", "fonts");

/** The characters of a CSS unicode-range list such as "U+0000-00FF,U+0131". */
export function charactersOf(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** A source font of `fontSubsets`, resolved as a package path. */
export function readSource(source: string): Promise<Buffer> {
  return readFile(require.resolve(source));
}

/** One cut file: LATIN's characters, the weight axis narrowed to WEIGHTS, the licence names kept. */
export async function subsetFile(source: string): Promise<Buffer> {
  return subsetFont(await readSource(source), charactersOf(LATIN), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
    // Copyright, names, version, licence and its URL (OFL 1.1 asks to keep the notice with the font).
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
}

/** The vertical metrics and average width of a cut file, for its metric-matched fallback (src/styles/fonts.ts). */
export async function metricsOf(font: Buffer): Promise<FontMetrics> {
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(font);
  return { ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

/** metrics.json: each cut file's metrics by file name. */
export async function metricsFile(): Promise<string> {
  const entries = [];
  for (const { file } of fontSubsets) entries.push([file, await metricsOf(await readFile(join(fontsDir, file)))]);
  return JSON.stringify(Object.fromEntries(entries), null, 2) + "\n";
}

if (import.meta.main) {
  for (const { source, file } of fontSubsets) {
    const output = await subsetFile(source);
    await writeFile(join(fontsDir, file), output);
    console.log(`${file}: ${output.length} bytes`);
  }
  await writeFile(join(fontsDir, "metrics.json"), await metricsFile());
  console.log("metrics.json written");
}
