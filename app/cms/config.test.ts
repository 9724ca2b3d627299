import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import type { CmsField } from "./fields";

const config = cmsConfig();
const collection = (name: string) => config.collections.find((one) => one.name === name)!;
const fileOf = (collectionName: string, name: string) => (collection(collectionName) as { files: { name: string; file: string; fields: CmsField[] }[] }).files.find((one) => one.name === name)!;
const at = (fields: CmsField[], ...names: string[]): CmsField => {
  let field: CmsField | undefined;
  let list = fields;
  for (const name of names) {
    field = list.find((one) => one.name === name);
    if (!field) throw new Error(`no field ${names.join(".")}`);
    list = (field.fields as CmsField[]) ?? [];
  }
  return field!;
};

describe("the CMS configuration made from the content schemas", () => {
  it("edits every page file, the plans, the item folders and the blog, in both languages where there are two", () => {
    const files = config.collections.flatMap((one) => ("files" in one ? one.files.map((file) => file.file) : [one.folder]));
    expect(files).toContain("content/pages/faq.yaml");
    expect(files).toContain("content/pages/titles.yaml");
    expect(files).toContain("content/plans.yaml");
    expect(files).toEqual(expect.arrayContaining(["content/team", "content/portfolio", "content/blog"]));
    expect(files.filter((file) => file.startsWith("content/pages/"))).toHaveLength(23);
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "sv"], default_locale: "en" });
    expect(collection("blog").i18n).toMatchObject({ structure: "multiple_folders" });
  });

  it("marks every field of a translated file for translation, nested ones too", () => {
    const unmarked: string[] = [];
    const walk = (fields: CmsField[], path: string) => {
      for (const one of fields) {
        if (one.i18n === undefined) unmarked.push(`${path}.${one.name}`);
        if (Array.isArray(one.fields)) walk(one.fields as CmsField[], `${path}.${one.name}`);
        if (one.field) walk([one.field as CmsField], `${path}.${one.name}`);
      }
    };
    walk(fileOf("faqs", "faq").fields, "faq");
    expect(unmarked).toEqual([]);
  });

  it("turns the schema's rules into widgets: long copy as text, fixed lists, ids kept, choices as selects", () => {
    const faq = fileOf("faqs", "faq").fields;
    const groups = at(faq, "groups");
    expect(groups).toMatchObject({ widget: "list", min: 4, max: 4, allow_add: false });
    expect(at(faq, "groups", "id")).toMatchObject({ widget: "hidden" });
    const items = at(faq, "groups", "items");
    expect(items).toMatchObject({ widget: "list", min: 8, max: 8, summary: "{{fields.question}}" });
    expect(at(faq, "groups", "items", "answer")).toMatchObject({ widget: "text", hint: expect.stringContaining("empty line") });
    expect(at(faq, "groups", "items", "question")).toMatchObject({ widget: "string" });
    expect(at(faq, "groups", "items", "id")).toMatchObject({ pattern: [expect.any(String), expect.any(String)] });
  });

  it("asks for a whole-euro price and the users for each tab of each pricing table, and leaves the tabs alone", () => {
    const plans = fileOf("plans", "plans").fields;
    expect(collection("plans").i18n).toBeUndefined();
    const homePrice = at(plans, "home", "plans", "price");
    expect((homePrice.fields as CmsField[]).map((one) => [one.name, one.widget, one.value_type, one.required])).toEqual([
      ["monthly", "number", "int", undefined],
      ["quarterly", "number", "int", undefined],
    ]);
    expect(homePrice.required).toBe(false);
    expect((at(plans, "feature", "plans", "users").fields as CmsField[]).map((one) => one.name)).toEqual(["monthly", "yearly"]);
    expect(at(plans, "home", "periods").widget).toBe("hidden");
  });

  it("keeps the local backend to this machine and the production backend configurable", () => {
    expect(config.local_backend.url).toBe("http://localhost:8081/api/v1");
    expect(config.backend.name).toBe("github");
    expect(config.load_config_file).toBe(false);
  });
});
