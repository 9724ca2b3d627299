// @vitest-environment node
// The WebAssembly font tools check their input against Node's own Uint8Array, not jsdom's.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fontverter from "fontverter";
import { describe, expect, it } from "vitest";
import { LATIN, WEIGHTS, fontSubsets } from "../src/styles/font-subsets";
import { charactersOf, fontsDir, metricsFile, readSource, subsetFile } from "./subset-fonts";

/** The weight axis (min, default, max) from a font's `fvar` table, read from its SFNT bytes. */
function weightAxis(sfnt: Buffer): [number, number, number] | undefined {
  const tables = sfnt.readUInt16BE(4);
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (sfnt.toString("latin1", record, record + 4) !== "fvar") continue;
    const fvar = sfnt.readUInt32BE(record + 8);
    const axes = fvar + sfnt.readUInt16BE(fvar + 4);
    const count = sfnt.readUInt16BE(fvar + 8);
    const size = sfnt.readUInt16BE(fvar + 10);
    for (let axis = 0; axis < count; axis++) {
      const at = axes + axis * size;
      if (sfnt.toString("latin1", at, at + 4) !== "wght") continue;
      const fixed = (offset: number) => sfnt.readInt32BE(at + offset) / 65536;
      return [fixed(4), fixed(8), fixed(12)];
    }
  }
  return undefined;
}

describe("subset fonts", () => {
  it("reads a CSS unicode-range list", () => {
    expect(charactersOf("U+0041-0043,U+00E5, U+2212")).toBe("ABCå−");
    expect(charactersOf(LATIN)).toContain("ö");
    expect(charactersOf(LATIN)).not.toContain("ń");
  });

  it.each(fontSubsets)("$file is committed as the script cuts it, variable from 400 to 700", async ({ source, file }) => {
    const committed = await readFile(join(fontsDir, file));
    expect(committed.equals(await subsetFile(source)), `run npm run fonts to refresh ${file}`).toBe(true);
    const sfnt = await fontverter.convert(committed, "sfnt");
    const [min, , max] = weightAxis(sfnt) ?? [];
    expect([min, max]).toEqual([WEIGHTS.min, WEIGHTS.max]);
    expect(committed.length).toBeLessThan((await readSource(source)).length);
  });
});

describe("font metrics", () => {
  it("metrics.json holds the committed files' metrics, as npm run fonts writes them", async () => {
    expect(await readFile(join(fontsDir, "metrics.json"), "utf8"), "run npm run fonts to refresh metrics.json").toBe(await metricsFile());
  });
});
