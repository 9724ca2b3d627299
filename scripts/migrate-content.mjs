// One-off migration (issue 27): writes a page's copy from its TypeScript content modules
// (app/content/en|sv/<module>.ts) to content/pages/<name>.yaml, brand facts as {tokens}, and checks
// that the file read back with the facts resolved equals the module's output. Deleted with the last
// TypeScript content module.
//   node scripts/migrate-content.mjs <module> <export> [<file name>]
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { createJiti } from "jiti";
import YAML from "yaml";

const [module, exportName, fileName = module] = process.argv.slice(2);
const root = join(import.meta.dirname, "..");
const options = { alias: { "~": join(root, "app") }, moduleCache: true };

const load = async (jiti, locale) => (await jiti.import(join(root, `app/content/${locale}/${module}.ts`)))[exportName];

// The content modules as they are, from a process of their own (a module graph evaluates once)...
if (process.argv.includes("--actual")) {
  const jiti = createJiti(import.meta.url, options);
  process.stdout.write(JSON.stringify({ en: await load(jiti, "en"), sv: await load(jiti, "sv") }));
  process.exit(0);
}
const run = spawnSync(process.execPath, [import.meta.filename, module, exportName, fileName, "--actual"], { encoding: "utf8", maxBuffer: 1 << 26 });
if (run.status !== 0) throw new Error(run.stderr);
const actual = JSON.parse(run.stdout);

// ...and here with every brand fact replaced by its token before any content module is evaluated.
const jiti = createJiti(import.meta.url, options);
const { site, team, integrations } = await jiti.import(join(root, "app/config/site.ts"));
site.name = "{brand}";
site.email = "{email}";
for (const id of Object.keys(site.products)) site.products[id] = `{product.${id}}`;
for (const office of site.offices) {
  for (const field of ["street", "postcode", "city", "phone"]) office[field] = `{office.${office.id}.${field}}`;
  office.country = { en: `{office.${office.id}.country}`, sv: `{office.${office.id}.country}` };
}
for (const member of team) {
  member.name = `{team.${member.id}.name}`;
  member.title = { en: `{team.${member.id}.title}`, sv: `{team.${member.id}.title}` };
}
integrations.splice(0, integrations.length, "{integrations}");
const withTokens = {};
for (const locale of ["en", "sv"]) {
  // A list of the three office cities reads better as one token.
  const json = JSON.stringify(await load(jiti, locale)).replace(/\{office\.london\.city\}, \{office\.hamburg\.city\} (and|och) \{office\.stockholm\.city\}/g, "{offices}");
  withTokens[locale] = JSON.parse(json);
}

const { facts, resolveTokens } = await createJiti(import.meta.url, { ...options, moduleCache: false }).import(join(root, "app/content/tokens.ts"));
for (const locale of ["en", "sv"]) {
  const back = resolveTokens(withTokens[locale], facts(locale), locale);
  if (!isDeepStrictEqual(back, actual[locale])) throw new Error(`${module} (${locale}): the file read back differs from the module`);
}
const file = join(root, "content", "pages", `${fileName}.yaml`);
writeFileSync(file, YAML.stringify(withTokens, { lineWidth: 0, blockQuote: "literal" }));
console.log(`${file}: written, reads back equal to app/content/{en,sv}/${module}.ts`);
