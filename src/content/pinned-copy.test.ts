import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { locales } from "~/i18n/locales";
import { contentDir } from "./files";
import { facts, resolveTokens } from "./tokens";

/**
 * Issue 27: marketers edit content/ in the CMS, and an edit must never turn `npm test` red. So no
 * test may spell out copy from a content file, unless SPEC quotes it (SPEC's wording is the contract)
 * or it is also code (UI messages, brand facts in site.ts). Tests read such copy from the files.
 */

const root = process.cwd();
/** The product spec sits beside the project (CONTRIBUTING.md); without it contract and copy look alike. */
const specPath = join(root, "../shared/SPEC.md");
/** The test literals SPEC quotes, as the last run with SPEC found them. */
const specQuotesPath = join(root, "src/content/spec-quotes.json");
/** Shorter literals (ids, single words, typed input) are too often copy by chance. */
const minLength = 12;

/** Lower case, one space for any run of white space: how copy is compared below. */
const normal = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Every content file's copy, as written and with its tokens resolved, its pieces apart. */
function contentCopy(): { file: string; text: string }[] {
  const copy: { file: string; text: string }[] = [];
  for (const path of files(contentDir, (path) => /\.(ya?ml|md)$/.test(path))) {
    const file = relative(root, path);
    const raw = readFileSync(path, "utf8");
    const [, front = "", body = ""] = path.endsWith(".md") ? (/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(raw) ?? ["", "", raw]) : ["", raw, ""];
    const data: unknown = YAML.parse(front);
    const texts = strings(data);
    for (const locale of locales) {
      try {
        texts.push(...strings(resolveTokens(data, facts(locale), file)));
      } catch {
        // A file with an unknown token fails its own schema test; its copy as written is still checked.
      }
    }
    // Markdown as a reader sees it: link targets and emphasis marks dropped.
    if (body) texts.push(body.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`#>]/g, ""));
    copy.push({ file, text: texts.map(normal).join("\u0000") });
  }
  return copy;
}

/** Text that is code, so tests may pin it: the UI messages and the brand facts. */
function codeText(): string {
  const sources = [...files(join(root, "src/i18n/messages"), (path) => path.endsWith(".ts") && !path.endsWith(".test.ts")), join(root, "src/config/site.ts")];
  return normal(sources.map((path) => readFileSync(path, "utf8")).join("\n"));
}

/** Literals that may stand in tests although the copy has them too, each with the reason. */
const allowList = new Map([
  ["2 April 2025", "SPEC §9's effective date, 2025-04-02, as the legal pages write it in English"],
  ["2 april 2025", "the same date as the Swedish legal pages write it"],
]);

/** Brand facts (src/config/site.ts) in both languages, longest first: code, not copy, wherever they stand. */
const factValues = [...new Set(locales.flatMap((locale) => [...facts(locale).values()]))].map(normal).sort((a, b) => b.length - a.length);
const withoutFacts = (text: string) => factValues.reduce((rest, fact) => rest.replaceAll(fact, " "), text).replace(/\s+/g, " ").trim();

/** The literal runs of a regular expression's source ("/Book\s+demo/i" has "Book demo"). */
function regexRuns(source: string): string[] {
  const pattern = source.slice(1, source.lastIndexOf("/"));
  const runs: string[] = [];
  let run = "";
  const cut = () => {
    runs.push(run);
    run = "";
  };
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === "\\") {
      const next = pattern[++index] ?? "";
      if (next === "s") {
        run += " ";
        if ("+*?".includes(pattern[index + 1] ?? "_")) index++;
      }
      else if (/[a-zA-Z0-9]/.test(next)) cut();
      else run += next;
    } else if (char === "[") {
      cut();
      while (index < pattern.length && pattern[index] !== "]") index += pattern[index] === "\\" ? 2 : 1;
    } else if ("^$|()[]{}*+?.".includes(char)) cut();
    else run += char;
  }
  cut();
  return runs;
}

/** Every string, template and regular-expression literal run of a test file, with its line. */
function literals(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) => found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) add(node, node.text);
    else if (ts.isJsxText(node)) add(node, node.text);
    else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) for (const run of regexRuns(node.getText())) add(node, run);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const testFiles = [
  ...files(join(root, "tests"), (path) => /\.tsx?$/.test(path)),
  ...["src", "scripts"].flatMap((dir) => files(join(root, dir), (path) => /\.test\.(tsx?|mjs)$/.test(path))),
].filter((path) => path !== join(root, "src/content/pinned-copy.test.ts"));

describe("tests do not pin copy a marketer may change (issue 27)", () => {
  it("spell out no content-file copy that SPEC does not quote", async () => {
    const copy = contentCopy();
    const allCopy = copy.map((file) => file.text).join("\u0000");
    const code = codeText();
    // With SPEC beside the project, its text decides, and the literals it allows are written to
    // spec-quotes.json; a checkout without it (CI) reads that list instead.
    const spec = existsSync(specPath) ? normal(readFileSync(specPath, "utf8")) : undefined;
    const recorded = new Set(JSON.parse(readFileSync(specQuotesPath, "utf8")) as string[]);
    const quoted = new Set<string>();
    const pinned: string[] = [];
    for (const path of testFiles) {
      for (const { line, text } of literals(path)) {
        const words = normal(text);
        // Text made of brand facts (an address, "{brand} in {offices}") is code, however long.
        if (words.length < minLength || !allCopy.includes(words) || withoutFacts(words).length < minLength || code.includes(words) || allowList.has(text)) continue;
        if (spec ? spec.includes(words) : recorded.has(words)) {
          quoted.add(words);
          continue;
        }
        const source = copy.find((piece) => piece.text.includes(words));
        if (source) pinned.push(`${relative(root, path)}:${line}: ${JSON.stringify(text)} (from ${source.file})`);
      }
    }
    expect(pinned, "read these from the content files (content, readPage, readItems) or assert structure").toEqual([]);
    // A new SPEC quote in a test: `npx vitest run src/content/pinned-copy.test.ts -u` records it.
    if (spec) await expect(`${JSON.stringify([...quoted].sort(), null, 2)}\n`).toMatchFileSnapshot(specQuotesPath);
    // Parsing every test file takes a few seconds on a busy machine.
  }, 30_000);
});
