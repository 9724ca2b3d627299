import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import { decapJson } from "../../src/content/format";
import { buildFrom, expand, expect, openEntry, project, publish, readYaml, statusButton, test } from "./cms-kit";

// Issue 39: people, projects and company facts are content. An office's address changes in /admin
// (Company facts); a member and a project are one new file each, a hidden member's file stays off the
// site, and the team is reordered by the files alone; one build shows it all in both languages.

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
/** A built page's HTML, or undefined when the build has no such page. */
const built = (buildDir: string, path: string) => {
  const file = join(project, buildDir, "client", `${path}.html`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

test("an editor changes the head office's address, a phone number in the wrong form is refused, and new member and project files build into pages in both languages", async ({ context, repo }) => {
  const companyFile = join(repo.content, "company.json");
  const company = readJson(companyFile);
  const head = company.offices[0];
  const newStreet = "1 Canada Square";

  // By hand, as a developer or a file upload would: a new member, a new project, a hidden member and
  // the order changed. openEntry commits them as the published content.
  const team = join(repo.content, "team");
  const slugs = readdirSync(team).map((file) => file.replace(/\.yaml$/, ""));
  const members = Object.fromEntries(slugs.map((slug) => [slug, readYaml(join(team, `${slug}.yaml`))]));
  const ordered = Object.entries(members).sort(([, a], [, b]) => a.en.order - b.en.order);
  const [first, last] = [ordered[0]!, ordered.at(-1)!];
  const newcomer = structuredClone(first[1]);
  for (const part of [newcomer.en, newcomer.sv]) {
    Object.assign(part, { order: 1, name: "Ines Moreau", links: { linkedin: "https://www.linkedin.com/in/orkestra-ines-moreau" } });
  }
  newcomer.en.title = "Head of Customer Success";
  newcomer.sv.title = "chef för kundframgång";
  writeFileSync(join(team, "ines-moreau.yaml"), YAML.stringify(newcomer));
  // The last member moves to the top: a tie with place 1 is settled by the file names.
  const lastFile = join(team, `${last[0]}.yaml`);
  const moved = readYaml(lastFile);
  moved.en.order = moved.sv.order = 1;
  writeFileSync(lastFile, YAML.stringify(moved));
  // A hire not yet announced: a whole file, hidden. (Every member today has written posts, and the
  // build refuses a post whose author is hidden.)
  const draft = structuredClone(newcomer);
  for (const part of [draft.en, draft.sv]) Object.assign(part, { name: "Noor Haddad", hidden: true });
  writeFileSync(join(team, "noor-haddad.yaml"), YAML.stringify(draft));
  cpSync(join(repo.content, "portfolio", "nordic-distributor.yaml"), join(repo.content, "portfolio", "baltic-grocer.yaml"));

  const page = await openEntry(context, "company", "company");
  const office = await expand(page, head.id);
  const phone = office.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phone).toHaveValue(head.phone);
  await phone.fill("020 7946 0958");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Refused before the save, with what the field needs under it; nothing is written.
  await expect(office.getByText(/Phone didn't match the pattern: Must be an international number/)).toBeVisible();
  await expect(statusButton(page)).toBeHidden();
  expect(readJson(companyFile)).toEqual(company);

  // Corrected from the keyboard, as an editor does: the wrong number deleted, the right one typed.
  await phone.press("End");
  for (const _ of "020 7946 0958") await phone.press("Backspace");
  await expect(phone).toHaveValue("");
  await phone.pressSequentially(head.phone);
  await expect(phone).toHaveValue(head.phone);
  await office.getByRole("textbox", { name: "Street", exact: true }).fill(newStreet);
  await publish(page);
  const edited = structuredClone(company);
  edited.offices[0].street = newStreet;
  // Written as the CMS writes JSON, so the file changed in that one line.
  await expect.poll(() => readFileSync(companyFile, "utf8")).toBe(decapJson(edited));

  const buildDir = relative(project, test.info().outputPath("build"));
  const build = buildFrom(repo.content, buildDir);
  expect(build.ok, build.output.slice(-3000)).toBe(true);

  // The head office's address on the contact page, in every footer and in the terms' party, in both languages.
  for (const path of ["/contact", "/sv/contact", "/", "/sv/terms", "/terms"]) {
    const html = built(buildDir, path === "/" ? "/index" : path)!;
    expect(html, path).toContain(newStreet);
    expect(html, path).not.toContain(head.street);
  }

  // The new member has a page in both languages with its alternates; the hidden one has none.
  for (const [prefix, hreflang] of [["", "sv"], ["/sv", "en"]] as const) {
    const member = built(buildDir, `${prefix}/team/ines-moreau`);
    expect(member, `${prefix}/team/ines-moreau`).toBeDefined();
    expect(member).toMatch(/<h1[^>]*>[^<]*Ines Moreau/);
    expect(member).toContain(`hreflang="${hreflang}"`);
    expect(built(buildDir, `${prefix}/team/noor-haddad`)).toBeUndefined();
    expect(built(buildDir, `${prefix}/portfolio/baltic-grocer`)).toBeDefined();
    // The list: the moved member first, then the newcomer, then the first member; the hidden one is gone.
    const list = built(buildDir, `${prefix}/team`)!;
    const at = (slug: string) => list.indexOf(`${prefix}/team/${slug}"`);
    expect(at(last[0])).toBeGreaterThan(-1);
    expect(at(last[0])).toBeLessThan(at("ines-moreau"));
    expect(at("ines-moreau")).toBeLessThan(at(first[0]));
    expect(at("noor-haddad")).toBe(-1);
  }
  const sitemap = readFileSync(join(project, buildDir, "client/sitemap.xml"), "utf8");
  for (const path of ["/team/ines-moreau", "/sv/team/ines-moreau", "/portfolio/baltic-grocer", "/sv/portfolio/baltic-grocer"]) expect(sitemap).toContain(`${path}<`);
  expect(sitemap).not.toContain("/team/noor-haddad<");
});
