// The parts of the font tools' untyped APIs that scripts/subset-fonts.ts and its test use.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer> };
  export default fontverter;
}
