import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { contentDir, readData, readPage } from "../files";
import { readPricing } from "../../../tests/setup/content";
import { plansSchema, pricingSchema, withPlans } from "./pricing";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** content/plans.yaml as it is, changed by `edit`, written to a scratch content folder; reads it there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
function readEditedPlans(edit: (data: any) => void) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  const data = YAML.parse(readFileSync(join(contentDir, "plans.yaml"), "utf8"));
  edit(data);
  writeFileSync(join(dir, "plans.yaml"), YAML.stringify(data));
  return () => readData("plans", plansSchema, dir);
}

describe("pricing: plans once, words per language (issue 27)", () => {
  it("puts the plans' prices and allowances into each language's cards", () => {
    const { en, sv } = readPricing();
    const words = readPage("pricing", pricingSchema);
    const pro = (tab: 0 | 1) => en.home.tabs[tab].plans[1]!;
    // SPEC §9's figures; the words around them are whatever content/pages/pricing.yaml says.
    expect([pro(0).price, pro(1).price, pro(0).featured]).toEqual([499, 479, true]);
    expect(pro(0).accounts).toBe(words.en.users.upTo.replaceAll("{{users}}", "5"));
    const entries = (locale: "en" | "sv") => words[locale].home[1]!.features.findIndex((feature) => feature.includes("{{entries}}"));
    expect(pro(0).features[entries("en")]).toBe(words.en.home[1]!.features[entries("en")]!.replaceAll("{{entries}}", "10,000"));
    expect(sv.home.tabs[0].plans[1]!.features[entries("sv")]).toBe(words.sv.home[1]!.features[entries("sv")]!.replaceAll("{{entries}}", "10 000"));
    expect(sv.home.tabs[0].plans[0]!.accounts).toBe(words.sv.users.exactly.replaceAll("{{users}}", "2"));
    // Pro on /go: "up to 5" billed monthly, 5 billed yearly (SPEC §9).
    expect(en.feature.tabs.map((tab) => tab.plans[1]!.accounts)).toEqual([words.en.users.upTo, words.en.users.exactly].map((template) => template.replaceAll("{{users}}", "5")));
    expect(en.feature.tabs[0].plans[2]).toMatchObject({ price: null, accounts: words.en.users.custom });
  });

  it("names the file and the field when a plan's facts are wrong", () => {
    const read = readEditedPlans((data) => {
      data.home.plans[0].price = { monthly: 299 };
      data.home.plans[1].users = { monthly: "five", quarterly: 5 };
      data.feature.periods = ["monthly", "weekly"];
    });
    expect(read).toThrow(/^Content does not match its schema:\n/);
    expect(read).toThrow(/-[^/]+\/plans\.yaml: home\.plans\.0\.price: must have one entry for each period of the table \(monthly, quarterly\)/);
    expect(read).toThrow(/plans\.yaml: home\.plans\.1\.users\.monthly: must be a number of user accounts/);
    expect(read).toThrow(/plans\.yaml: feature\.periods\.1: must be monthly, quarterly or yearly/);
  });

  it("refuses copy whose plans are not the plans of content/plans.yaml", () => {
    const copy = readPage("pricing", pricingSchema).en;
    const plans = readData("plans", plansSchema);
    const swapped = { ...copy, home: [copy.home[1]!, copy.home[0]!, copy.home[2]!] };
    expect(() => withPlans(swapped, plans, "en")).toThrow(/pricing\.yaml: en\.home: must have the plans of content\/plans\.yaml home, in its order \(basic, pro, max\), not pro, basic, max/);
  });
});
