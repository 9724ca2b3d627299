import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { site } from "~/config/site";
import { contentDir, readData, readPage } from "./files";
import { memberFacts } from "./members";
import { faqSchema } from "./schemas/faq";
import { plansSchema } from "./schemas/pricing";
import { facts, fillTokens, resolveTokens } from "./tokens";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The FAQ file and the plans as they are, changed by `edit` (and `editPlans`), written to a scratch
 * content folder; reads the FAQ there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
function readEdited(edit: (data: any) => void, raw?: string, editPlans: (plans: any) => void = () => undefined) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  mkdirSync(join(dir, "pages"));
  const data = YAML.parse(readFileSync(join(contentDir, "pages", "faq.yaml"), "utf8"));
  edit(data);
  writeFileSync(join(dir, "pages", "faq.yaml"), raw ?? YAML.stringify(data));
  const plans = YAML.parse(readFileSync(join(contentDir, "plans.yaml"), "utf8"));
  editPlans(plans);
  writeFileSync(join(dir, "plans.yaml"), YAML.stringify(plans));
  // The FAQ names team members ({team.<slug>.name}): their files beside it, as in content/.
  cpSync(join(contentDir, "team"), join(dir, "team"), { recursive: true });
  return () => readPage("faq", faqSchema, dir);
}

/** The FAQ's answer to "What does it cost?" in one language. */
const costAnswer = (faq: ReturnType<typeof readPage<typeof faqSchema>>, locale: "en" | "sv") =>
  faq[locale].groups.flatMap((group) => group.items).find((item) => item.id === "pricing")!.answer;

describe("content files (issue 27)", () => {
  it("reads a page in both languages with its brand tokens resolved", () => {
    const faq = readPage("faq", faqSchema);
    expect(faq.en.groups[0].items[0]?.question).toBe(`What is ${site.name}?`);
    expect(faq.sv.groups[0].items[0]?.question).toBe(`Vad är ${site.name}?`);
    expect(JSON.stringify(faq)).not.toMatch(/\{[a-z0-9.-]+\}/);
  });

  it("names the file, the field and what was expected when a field is empty or missing", () => {
    const read = readEdited((data) => {
      data.sv.groups[2].items[3].answer = "  ";
      delete data.en.help.title;
    });
    expect(read).toThrow(/pages\/faq\.yaml: en\.help\.title: is required\n/);
    expect(read).toThrow(/pages\/faq\.yaml: sv\.groups\.2\.items\.3\.answer: is required and cannot be empty/);
  });

  it("refuses a topic with a question too many, a stray field, a bad id and a missing language", () => {
    const read = readEdited((data) => {
      data.en.groups[0].items.push({ id: "extra", question: "Q?", answer: "A." });
      data.en.help.subtitle = "Not a field";
      data.en.groups[1].items[0].id = "Not An Id";
      delete data.sv;
    });
    expect(read).toThrow(/en\.groups\.0\.items: must have exactly 8 entries/);
    expect(read).toThrow(/en\.help: Unrecognized key: "subtitle"/);
    expect(read).toThrow(/en\.groups\.1\.items\.0\.id: must be lower-case letters, digits and hyphens/);
    expect(read).toThrow(/sv: is required \(the Swedish copy\)/);
  });

  it("names an unknown token and where it stands, and a file that is not YAML", () => {
    expect(readEdited((data) => (data.en.switch.toTabs = "Browse {brnd} by topic"))).toThrow(/faq\.yaml: en\.switch\.toTabs: unknown token \{brnd\}/);
    expect(readEdited(() => undefined, "en: [unclosed\n")).toThrow(/content-[^/]+\/pages\/faq\.yaml: /);
  });

  it("fills what it knows and leaves the rest as written, for the CMS preview", () => {
    const sv = facts("sv");
    expect(sv.get("offices")).toMatch(/ och /);
    expect(fillTokens("{brand}: {offices}, {brnd} and {{name}}", sv)).toBe(`${site.name}: ${sv.get("offices")}, {brnd} and {{name}}`);
  });
});

describe("plan tokens", () => {
  const plans = readData("plans", plansSchema);

  it("resolve from content/plans.yaml, written as each language writes prices and numbers", () => {
    expect(resolveTokens("{plan.home.pro.name} {plan.home.pro.price.monthly}, up to {plan.home.pro.users} users, {plan.home.pro.entries} entries", facts("en", plans), "x")).toBe(
      "PRO €499, up to 5 users, 10,000 entries",
    );
    expect(resolveTokens("{plan.home.max.price.quarterly}, {plan.home.max.entries}", facts("sv", plans), "x")).toBe("979 €, 20 000");
    expect(resolveTokens("{plan.feature.pro.users.monthly}/{plan.feature.pro.users.yearly}", facts("en", plans), "x")).toBe("5/5");
    // A custom price or allowance has no number to write, so it has no token.
    expect(() => resolveTokens("{plan.feature.enterprise.price.monthly}", facts("en", plans), "x")).toThrow(/unknown token/);
  });

  it("state the FAQ's prices exactly as the copy did before the tokens", () => {
    const faq = readPage("faq", faqSchema);
    expect(costAnswer(faq, "en")).toContain(
      "Basic €299 with 2 user accounts and up to 5,000 data entries, PRO €499 with up to 5 user accounts and 10,000 data entries, and MAX €999 with up to 10 user accounts, 20,000 data entries",
    );
    expect(costAnswer(faq, "en")).toContain("Billed quarterly, they cost €279, €479 and €979 a month.");
    expect(costAnswer(faq, "sv")).toContain("Basic 299 € med 2 användarkonton och upp till 5 000 dataposter, PRO 499 € med upp till 5 användarkonton");
    expect(costAnswer(faq, "sv")).toContain("kostar de 279 €, 479 € och 979 € i månaden.");
  });

  it("follow a price changed in content/plans.yaml into the FAQ answer", () => {
    const faq = readEdited(
      () => undefined,
      undefined,
      (data) => {
        data.home.plans[1].price.monthly = 1499;
        data.home.plans[0].entries = 7500;
      },
    )();
    expect(costAnswer(faq, "en")).toContain("PRO €1,499 with up to 5 user accounts");
    expect(costAnswer(faq, "en")).toContain("up to 7,500 data entries");
    expect(costAnswer(faq, "sv")).toContain("PRO 1 499 € med upp till 5 användarkonton");
  });

  it("name the file and the field of an unknown plan token, and a broken plans file", () => {
    const unknown = readEdited((data) => (data.sv.groups[1].items[0].answer = "Från {plan.home.gold.price.monthly} i månaden."));
    expect(unknown).toThrow(/pages\/faq\.yaml: sv\.groups\.1\.items\.0\.answer: unknown token \{plan\.home\.gold\.price\.monthly\} \(content\/plans\.yaml has no such plan fact/);
    const broken = readEdited(() => undefined, undefined, (data) => (data.home.plans[0].price.monthly = "cheap"));
    expect(broken).toThrow(/content-[^/]+\/plans\.yaml: home\.plans\.0\.price\.monthly: must be a price in whole euro \(a number\)/);
  });
});

describe("brand tokens", () => {
  it("resolve per language, lists in the language's style", () => {
    // Read from the company facts and the team, which editors change: the shape is what is tested.
    const cities = site.offices.map((office) => office.city);
    const [office] = site.offices;
    const [slug, member] = [...memberFacts(contentDir)][0]!;
    expect(resolveTokens("{brand} in {offices}", facts("en"), "x")).toBe(cities.length > 1 ? `${site.name} in ${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}` : `${site.name} in ${cities[0]}`);
    expect(resolveTokens(`{office.${office!.id}.country}: {team.${slug}.title}`, facts("sv", undefined, memberFacts(contentDir)), "x")).toBe(`${office!.country.sv}: ${member.title.sv}`);
  });
});
