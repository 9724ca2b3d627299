// `npm run lint`'s dependency check: the rules of .dependency-cruiser.cjs over src/, the imports of the
// .astro files (views, layouts, pages, sections and components written in Astro) included.
//
// dependency-cruiser cannot parse .astro files, so it cruises a stand-in of the project in a temporary
// folder: src/ copied, with each `<name>.astro` replaced by `<name>.astro.ts`, the TypeScript of its
// frontmatter and of the <script>s Astro bundles (an import of "./<name>.astro" finds it: the resolver
// tries the name with ".ts" added); everything else at the top level (node_modules, scripts, tests,
// content, ...) linked, so resolved paths, rules and messages read as in the project. Module names in
// the report are given back their .astro names. Exits non-zero when a rule is broken.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The module code of an .astro file as TypeScript: its frontmatter (between the opening `---` lines)
 * and the contents of each <script> Astro processes, which is one with no attribute but `src` (any
 * other attribute, `is:inline` or `type` included, leaves it to the browser as written); a processed
 * `src` becomes an import. HTML comments are left out.
 */
export function astroModuleCode(source) {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const template = (frontmatter ? source.slice(frontmatter[0].length) : source).replace(/<!--[\s\S]*?-->/g, "");
  const parts = frontmatter ? [frontmatter[1]] : [];
  for (const [, attributes, body] of template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributeText = attributes.trim().replace(/\/$/, "").trim();
    const src = /^src\s*=\s*(?:"([^"]*)"|'([^']*)')$/.exec(attributeText);
    if (src) parts.push(`import ${JSON.stringify(src[1] ?? src[2])};`);
    else if (attributeText === "") parts.push(body);
  }
  return parts.join("\n");
}

/** Copies `from` (a folder of src/) to `to`, each .astro file as its module code in `<name>.astro.ts`. */
function copySource(from, to) {
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith(".astro") });
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".astro")) continue;
    const path = join(entry.parentPath, entry.name);
    writeFileSync(`${join(to, relative(from, path))}.ts`, astroModuleCode(readFileSync(path, "utf8")));
  }
}

async function main() {
  const standIn = mkdtempSync(join(tmpdir(), "orkestra-depcruise-"));
  try {
    for (const entry of readdirSync(root)) {
      if (entry === "src" || entry === ".git") continue;
      if (entry === "tsconfig.json") cpSync(join(root, entry), join(standIn, entry));
      else symlinkSync(join(root, entry), join(standIn, entry));
    }
    copySource(join(root, "src"), join(standIn, "src"));

    const options = await extractDepcruiseOptions(join(root, ".dependency-cruiser.cjs"));
    process.chdir(standIn);
    const tsConfig = options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : {};
    // Linked folders keep their names in the stand-in (node_modules/…, tests/…), as in the project.
    const result = await cruise(["src"], { ...options, preserveSymlinks: true, outputType: "err" }, {}, { tsConfig });
    process.stdout.write(String(result.output).replaceAll(".astro.ts", ".astro"));
    process.exitCode = result.exitCode;
  } finally {
    process.chdir(root);
    rmSync(standIn, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
