// One-off migration (issue 27), next to migrate-content.mjs and deleted with it: writes a page whose
// module holds a list of items (team members, portfolio projects) as one file per item,
// content/<folder>/<slug>.yaml (an `order` field keeps today's order), plus the page's own copy as
// content/pages/<name>.yaml, brand facts as {tokens}. Language-neutral facts about an item (slug,
// and a member's name, title and links) are left out: they come from app/config/site.ts. Checks that
// the files read back through readPage/readItems (and, for the team, withFacts) equal the modules.
//   node scripts/migrate-items.mjs team|portfolio
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { createJiti } from "jiti";
import YAML from "yaml";

const jobs = {
  team: { list: "members", page: "teamPageSchema", item: "memberSchema", drop: ["slug", "name", "title", "links"], compose: (schemas, member, locale) => schemas.withFacts(member, locale) },
  portfolio: { list: "projects", page: "portfolioPageSchema", item: "projectSchema", drop: ["slug"], compose: (_, project) => project },
};
const [name] = process.argv.slice(2);
const job = jobs[name];
if (!job) throw new Error(`usage: migrate-items.mjs ${Object.keys(jobs).join("|")}`);
const root = join(import.meta.dirname, "..");
const options = { alias: { "~": join(root, "app") }, moduleCache: true };
const load = async (jiti, locale) => (await jiti.import(join(root, `app/content/${locale}/${name}.ts`)))[name];

// The content modules as they are, from a process of their own (a module graph evaluates once)...
if (process.argv.includes("--actual")) {
  const jiti = createJiti(import.meta.url, options);
  process.stdout.write(JSON.stringify({ en: await load(jiti, "en"), sv: await load(jiti, "sv") }));
  process.exit(0);
}
const run = spawnSync(process.execPath, [import.meta.filename, name, "--actual"], { encoding: "utf8", maxBuffer: 1 << 26 });
if (run.status !== 0) throw new Error(run.stderr);
const actual = JSON.parse(run.stdout);

// ...and here with every brand fact replaced by its token (as migrate-content.mjs does).
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
  const json = JSON.stringify(await load(jiti, locale)).replace(/\{office\.london\.city\}, \{office\.hamburg\.city\} (and|och) \{office\.stockholm\.city\}/g, "{offices}");
  withTokens[locale] = JSON.parse(json);
}

// Split: the page's copy without the list, and one file per item with its place in the list.
const slugs = withTokens.en[job.list].map((item) => item.slug);
if (!isDeepStrictEqual(withTokens.sv[job.list].map((item) => item.slug), slugs)) throw new Error(`${name}: the languages list different items`);
const page = {};
const items = Object.fromEntries(slugs.map((slug) => [slug, {}]));
for (const locale of ["en", "sv"]) {
  const { [job.list]: list, ...rest } = withTokens[locale];
  page[locale] = rest;
  for (const [index, item] of list.entries()) {
    const copy = Object.fromEntries(Object.entries(item).filter(([key]) => !job.drop.includes(key)));
    items[item.slug][locale] = { order: index + 1, ...copy };
  }
}
const stringify = (data) => YAML.stringify(data, { lineWidth: 0, blockQuote: "literal" });
const scratch = mkdtempSync(join(tmpdir(), "migrate-items-"));
mkdirSync(join(scratch, "pages"));
mkdirSync(join(scratch, name));
writeFileSync(join(scratch, "pages", `${name}.yaml`), stringify(page));
for (const [slug, data] of Object.entries(items)) writeFileSync(join(scratch, name, `${slug}.yaml`), stringify(data));

// Read back through the site's own readers, with the real facts.
const fresh = createJiti(import.meta.url, { ...options, moduleCache: false, jsx: true });
const { readPage, readItems } = await fresh.import(join(root, "app/content/files.ts"));
const schemas = await fresh.import(join(root, `app/content/schemas/${name}.ts`));
const pageBack = readPage(name, schemas[job.page], scratch);
const itemsBack = readItems(name, schemas[job.item], scratch);
for (const locale of ["en", "sv"]) {
  const back = { ...pageBack[locale], [job.list]: itemsBack[locale].map((item) => job.compose(schemas, item, locale)) };
  if (!isDeepStrictEqual(back, actual[locale])) {
    rmSync(scratch, { recursive: true });
    throw new Error(`${name} (${locale}): the files read back differ from the module`);
  }
}
mkdirSync(join(root, "content", name), { recursive: true });
cpSync(join(scratch, "pages", `${name}.yaml`), join(root, "content", "pages", `${name}.yaml`));
cpSync(join(scratch, name), join(root, "content", name), { recursive: true });
rmSync(scratch, { recursive: true });
console.log(`content/pages/${name}.yaml and content/${name}/{${slugs.join(",")}}.yaml: written, read back equal to app/content/{en,sv}/${name}.ts`);
