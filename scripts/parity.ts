// npm run parity -- <before> [<after>] [--allow file.json]
//
// Builds two revisions of the site and compares every output file (build/client and build/nginx):
// the proof that a refactor changed the code, not the site. <after> defaults to the working tree
// (HEAD plus uncommitted and untracked files). Both are built in the same scratch checkout,
// .cache/parity/tree, because Astro's island ids hash the component's absolute path.
//
// --allow names a JSON list of { "files": "<regular expression>", "reason": "...", "renumber"?: "<regular
// expression>" }: differing files it matches are reported with their reason instead of failing the run.
// With "renumber", a file is allowed only if it is identical once each side's matches (React's useId
// values, say) are renumbered in order of first appearance, .gz and .br compared uncompressed: ids may
// change, which element carries which id may not. With "pagefind" as well, the Pagefind files it
// matches are allowed only if every page's decoded index fragment is the same once renumbered (a
// fragment's name, the metadata and the entry file follow from the fragments' hashes).
// Exit code 1 on any other difference.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

type Allowed = { files: string; reason: string; renumber?: string; pagefind?: boolean };

const root = join(import.meta.dirname, "..");
const scratch = join(root, ".cache", "parity");
const tree = join(scratch, "tree");

const args = process.argv.slice(2);
const allowAt = args.indexOf("--allow");
const allowFile = allowAt >= 0 ? args.splice(allowAt, 2)[1] : undefined;
const [before, after] = args;
if (!before) {
  console.error("usage: npm run parity -- <before-rev> [<after-rev>] [--allow allowed.json]");
  process.exit(2);
}
const allowed: Allowed[] = allowFile ? (JSON.parse(readFileSync(allowFile, "utf8")) as Allowed[]) : [];

const git = (cwd: string, ...argv: string[]) => execFileSync("git", argv, { cwd, encoding: "utf8" }).trim();

function checkout(rev: string | undefined): string {
  if (!existsSync(tree)) {
    mkdirSync(scratch, { recursive: true });
    git(root, "worktree", "add", "--detach", tree, "HEAD");
    // Hard links, not a symlink: Astro keeps its cache in node_modules/.astro, which must not be shared.
    execFileSync("cp", ["-al", join(root, "node_modules"), join(tree, "node_modules")]);
    rmSync(join(tree, "node_modules", ".astro"), { recursive: true, force: true });
  }
  // Revisions are named in this checkout (the scratch one has a HEAD of its own).
  git(tree, "checkout", "--quiet", "--force", "--detach", git(root, "rev-parse", "--verify", `${rev ?? "HEAD"}^{commit}`));
  git(tree, "clean", "-fdq", "-e", "node_modules", "-e", "build-parity-*");
  if (rev) return rev;
  // The working tree: every file git would not ignore, as it is on disk now.
  for (const file of git(root, "ls-files", "--cached", "--others", "--exclude-standard").split("\n")) {
    if (!file) continue;
    const from = join(root, file);
    if (existsSync(from)) cpSync(from, join(tree, file));
    else rmSync(join(tree, file), { force: true });
  }
  return "working tree";
}

function build(rev: string | undefined, name: string): { dir: string; label: string } {
  const label = checkout(rev);
  const dir = join(tree, `build-parity-${name}`);
  rmSync(dir, { recursive: true, force: true });
  console.log(`building ${label} ...`);
  try {
    execFileSync("npm", ["run", "build"], { cwd: tree, stdio: "pipe", env: { ...process.env, BUILD_DIR: dir } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    console.error(`${stdout}${stderr}\nthe build of ${label} failed`);
    process.exit(2);
  }
  return { dir, label };
}

function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(dir, path).split(sep).join("/"), createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return out;
}

const a = build(before, "before");
const b = build(after, "after");
const [left, right] = [hashes(a.dir), hashes(b.dir)];
const differing: string[] = [];
for (const file of new Set([...left.keys(), ...right.keys()])) {
  if (left.get(file) !== right.get(file)) {
    differing.push(`${file}${left.has(file) ? (right.has(file) ? "" : " (only before)") : " (only after)"}`);
  }
}
/** The file's text with every match of `pattern` replaced by its order of first appearance. */
function renumbered(path: string, pattern: string): string {
  const raw = readFileSync(path);
  const text = (path.endsWith(".gz") ? gunzipSync(raw) : path.endsWith(".br") ? brotliDecompressSync(raw) : raw).toString("utf8");
  const seen = new Map<string, number>();
  return text.replace(new RegExp(pattern, "g"), (match) => {
    if (!seen.has(match)) seen.set(match, seen.size);
    return `#${seen.get(match)}#`;
  });
}

/** Every page's Pagefind fragment, decoded, in URL order, with `pattern`'s matches renumbered. */
function fragments(dir: string, pattern: string): string {
  const folder = join(dir, "client", "pagefind", "fragment");
  const pages = readdirSync(folder).map((name) => {
    const text = gunzipSync(readFileSync(join(folder, name))).toString("utf8");
    return JSON.parse(text.slice(text.indexOf("{"))) as { url: string };
  });
  const all = JSON.stringify(pages.sort((x, y) => x.url.localeCompare(y.url)));
  const seen = new Map<string, number>();
  return all.replace(new RegExp(pattern, "g"), (match) => `#${seen.get(match) ?? seen.set(match, seen.size).get(match)}#`);
}

const sameFragments = new Map<string, boolean>();
function explains(entry: Allowed, file: string): boolean {
  if (!new RegExp(entry.files).test(file)) return false;
  if (!entry.renumber) return true;
  if (entry.pagefind) {
    if (!sameFragments.has(entry.renumber)) sameFragments.set(entry.renumber, fragments(a.dir, entry.renumber) === fragments(b.dir, entry.renumber));
    return sameFragments.get(entry.renumber)!;
  }
  if (!left.has(file) || !right.has(file)) return false;
  return renumbered(join(a.dir, file), entry.renumber) === renumbered(join(b.dir, file), entry.renumber);
}

const reasons = new Map<string, string[]>();
const unexplained: string[] = [];
for (const line of differing.sort()) {
  const file = line.split(" ")[0]!;
  const allow = allowed.find((entry) => explains(entry, file));
  if (allow) reasons.set(allow.reason, [...(reasons.get(allow.reason) ?? []), line]);
  else unexplained.push(line);
}

console.log(`\n${left.size} files before (${a.label}), ${right.size} after (${b.label}); ${left.size - differing.filter((d) => !d.includes("only after")).length} identical`);
for (const [reason, files] of reasons) console.log(`\n${files.length} differ, listed: ${reason}\n  ${files.slice(0, 8).join("\n  ")}${files.length > 8 ? "\n  ..." : ""}`);
if (unexplained.length) {
  console.log(`\n${unexplained.length} differ without a listed reason:\n  ${unexplained.join("\n  ")}`);
  console.log(`\ncompare: diff ${a.dir}/<file> ${b.dir}/<file>`);
  process.exit(1);
}
console.log(differing.length ? "\nparity: every difference is listed" : "\nparity: byte-identical");
