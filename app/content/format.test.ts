import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { decapYaml } from "./format";

const root = join(process.cwd(), "content");
const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));

describe("content files in the form the CMS writes", () => {
  it.each(files)("content/%s: a save in /admin changes only what the editor changed (else: npm run content:format)", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    expect(text).toBe(decapYaml(YAML.parse(text)));
  });

  it("writes long copy folded at 80 columns, in the order of its keys", () => {
    const words = (count: number) => Array(count).fill("word").join(" ");
    expect(decapYaml({ en: { b: words(30), a: "x" } })).toBe(`en:\n  b: ${words(15)}\n    ${words(15)}\n  a: x\n`);
  });
});
