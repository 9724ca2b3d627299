import { describe, expect, it } from "vitest";
import { landingFixture } from "../../tests/setup/landing-page";
import { cmsConfig } from "./config";
import type { CmsField } from "./fields";
import { landingRefusals } from "./landing";

const collection = cmsConfig().collections.find((one) => one.name === "landing") as { fields: CmsField[]; folder: string; slug: string; identifier_field: string };
const site = { paths: ["/", "/pricing", "/contact", "/lp/test-campaign", "/lp/spring-fair"], others: [{ file: "spring-fair", address: "spring-fair" }] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the data freely
const copy = () => landingFixture("test-campaign") as any;

describe("landing pages in /admin (issue 39)", () => {
  it("is a folder of files named by their address, with a block of each of the site's kinds", () => {
    expect(collection).toMatchObject({ folder: "content/landing", identifier_field: "address", slug: "{{slug}}" });
    const blocks = collection.fields.find((field) => field.name === "blocks")!;
    expect((blocks.types as CmsField[]).map((type) => type.label)).toEqual(["Hero", "Card grid", "Text and picture", "Steps", "Testimonials", "Pricing table", "FAQ", "Call to action"]);
    expect(collection.fields.find((field) => field.name === "noindex")).toMatchObject({ label: "Hide from search engines", widget: "boolean", i18n: "duplicate" });
  });

  it("passes the example page, and refuses what the build refuses, naming each field as the editor sees it", () => {
    expect(landingRefusals(collection.fields, copy(), "test-campaign", site)).toEqual([]);
    const data = copy();
    data.en.address = data.sv.address = "spring-fair";
    data.sv.blocks[0].primary.link = "/pricing-old";
    data.sv.blocks.pop();
    const refused = landingRefusals(collection.fields, data, "", site).map((one) => `${one.words}: ${one.needs}`);
    expect(refused).toEqual([
      'English › Address: "spring-fair" is already the address of the landing page content/landing/spring-fair.yaml; pick another',
      "Swedish › Blocks: must be the same blocks in the same order as in English (hero, cards, split, pricing, faq, cta); they are hero, cards, split, pricing, faq",
      "Swedish › Blocks 1 › Hero › Primary › Link: /pricing-old is no page of this site (check the address, e.g. /pricing or /portfolio/uk-home-retailer)",
    ]);
  });

  it("lets a page keep its own address when it is saved again", () => {
    const data = copy();
    data.en.address = data.sv.address = "spring-fair";
    expect(landingRefusals(collection.fields, data, "spring-fair", site)).toEqual([]);
  });
});
