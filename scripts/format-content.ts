// npm run content:format: rewrites every YAML and JSON content file and every blog post in the form Decap
// CMS writes (src/content/format.ts), so a save in /admin changes only the lines the editor changed.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import { decapFrontMatter, decapJson, decapYaml, fieldOrderOf, postFieldOrder, splitFrontMatter } from "../src/content/format.ts";

const root = join(import.meta.dirname, "..", "content");
const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml") || file.endsWith(".json") || (file.startsWith("blog") && file.endsWith(".md")));

function formatted(text: string, file: string): string {
  // A comment's keys in the order of its CMS fields; other files keep theirs.
  if (file.endsWith(".yaml")) return decapYaml(YAML.parse(text), fieldOrderOf(file));
  if (file.endsWith(".json")) return decapJson(JSON.parse(text));
  const parts = splitFrontMatter(text);
  if (!parts) throw new Error(`${file}: no front matter (the file must start with a --- line)`);
  return decapFrontMatter({ ...YAML.parse(parts.yaml), body: parts.body }, postFieldOrder);
}

let changed = 0;
for (const file of files) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = formatted(before, file);
  if (after !== before) {
    writeFileSync(path, after);
    changed += 1;
    console.log(`formatted ${relative(process.cwd(), path)}`);
  }
}
console.log(`${changed} of ${files.length} content files rewritten`);
