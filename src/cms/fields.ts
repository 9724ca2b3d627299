import type { z } from "zod";

/** A Decap CMS field definition (https://decapcms.org/docs/widgets/), as plain data. */
export type CmsField = { name: string; label: string; widget: string; [option: string]: unknown };

/** Fields whose copy runs to sentences or paragraphs: a multi-line box instead of a one-line input. */
const longFields = new Set(
  "alt answer intro text paragraphs background preamble challenge basis data quote description body approach summary retention reply purpose points detail blurb note items".split(" "),
);

/** What an editor calls each kind of block (the `type` of a legal text's blocks). */
const kindLabels: Record<string, string> = {
  p: "Paragraph",
  ul: "Bulleted list",
  ol: "Lettered list",
  definitions: "Definitions",
  processing: "Processing table",
  cookieSettings: "Cookie settings button",
  // A landing page's blocks (src/content/schemas/landing-page.ts).
  hero: "Hero",
  cards: "Card grid",
  split: "Text and picture",
  steps: "Steps",
  testimonials: "Testimonials",
  pricing: "Pricing table",
  faq: "FAQ",
  cta: "Call to action",
};

/**
 * Plain-word help under a field, by its name; a schema's own `.describe()` wins. Said in what an
 * editor sees on the page, never in markup words (a page's headline, not its h1).
 */
const hints: Record<string, string> = {
  eyebrow: "The small line above a heading.",
  heading: "The section's heading.",
  title: "A short title; a few words read best.",
  intro: "The sentence or two under the heading.",
  description: "Shown under the title in search results and link previews: one or two sentences, about 150 characters.",
  answer: "Separate paragraphs with an empty line.",
  paragraphs: "One entry per paragraph.",
  id: "An id that links and tests use: lower-case letters, digits and hyphens. Change it only with a developer.",
  icon: "The picture next to the text, chosen from the site's icon set.",
  alt: "Describes the picture for people who cannot see it.",
};

const tokenHint = "Write {brand}, {product.ai} or {email} for brand facts; {{name}} is filled in by the page.";

/** "marqueeLabel" -> "Marquee label". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a schema's `.meta()` may tell the CMS: `title` is the field's label (the field's name, made
 * into words, otherwise), `cmsOpen` shows a nested group unfolded, `cmsWidget` picks a widget.
 */
type Meta = { title?: string; cmsOpen?: boolean; cmsWidget?: string; maxBytes?: number };
const metaOf = (schema: z.ZodType): Meta | undefined => (schema as unknown as { meta?: () => Meta | undefined }).meta?.();

/** Said under a list an editor must fill, before any save: Decap marks only the optional fields. */
export const requiredListHint = (min: number) => (min > 1 ? `Required: at least ${min}.` : "Required: add at least one.");

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };
const checksOf = (schema: z.ZodType): Check["_zod"]["def"][] => ((defOf(schema).checks as Check[] | undefined) ?? []).map((check) => check._zod.def);

/** The schema under optional/default/pipe/lazy wrappers, and whether a value may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      optional = true;
      inner = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      // A preprocessed schema (a transform, then the schema) is edited as the schema.
      const from = def.in as z.ZodType;
      inner = defOf(from).type === "transform" ? (def.out as z.ZodType) : from;
    }
    else if (def.type === "lazy") inner = (def.getter as () => z.ZodType)();
    else return { inner, optional };
  }
}

function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const range: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "length_equals") range.min = range.max = check.length as number;
    if (check.check === "min_length") range.min = check.minimum as number;
    if (check.check === "max_length") range.max = check.maximum as number;
  }
  return range;
}

/** The fields of an object schema (its shape, in order). */
function objectFields(shape: Record<string, z.ZodType>, path: string[]): CmsField[] {
  return Object.entries(shape).map(([name, schema]) => field(name, schema, [...path, name]));
}

/** The union of the shapes of several object schemas (a tuple of sections that differ only in their literal ids). */
function mergedShape(members: z.ZodType[]): Record<string, z.ZodType> | undefined {
  const shapes = members.map((member) => defOf(unwrap(member).inner)).filter((def) => def.type === "object").map((def) => def.shape as Record<string, z.ZodType>);
  if (shapes.length !== members.length) return undefined;
  // A field only some sections have may be absent from the others: optional in the CMS.
  const merged: Record<string, z.ZodType> = Object.assign({}, ...shapes);
  return Object.fromEntries(Object.entries(merged).map(([key, schema]) => [key, shapes.every((shape) => key in shape) ? schema : schema.optional()]));
}

function listOf(name: string, element: z.ZodType, path: string[]): Partial<CmsField> {
  const { inner } = unwrap(element);
  const def = defOf(inner);
  // Blocks of several kinds told apart by a literal key (a legal text's paragraphs, lists, tables):
  // Decap's list of types, which writes that key itself.
  if (def.type === "union" && typeof def.discriminator === "string") {
    const key = def.discriminator;
    const types = (def.options as z.ZodType[]).map((option) => {
      const shape = defOf(unwrap(option).inner).shape as Record<string, z.ZodType>;
      const kind = String((defOf(shape[key]!).values as unknown[])[0]);
      const rest = Object.fromEntries(Object.entries(shape).filter(([field]) => field !== key));
      return { name: kind, label: kindLabels[kind] ?? labelOf(kind), widget: "object", fields: objectFields(rest, [...path, "*"]), summary: summaryOf(rest) };
    });
    return { types, typeKey: key };
  }
  if (def.type === "object") return { fields: objectFields(def.shape as Record<string, z.ZodType>, [...path, "*"]), summary: summaryOf(def.shape as Record<string, z.ZodType>) };
  // A list of plain lines (features, paragraphs) shows its boxes at once.
  const item = field(name, element, [...path, "*"]);
  return { field: { ...item, name: "item", label: labelOf(name) }, collapsed: false };
}

/** Which field names a collapsed list item by ("{{fields.question}}"). */
function summaryOf(shape: Record<string, z.ZodType>): string | undefined {
  const key = ["question", "title", "heading", "label", "name", "term", "text", "id"].find((candidate) => candidate in shape);
  return key ? `{{fields.${key}}}` : undefined;
}

/**
 * The fields of an object that may be left out: Decap checks an absent object's fields too, so
 * they are optional to it, and required once any of them is filled (src/cms/validate.ts).
 */
export function allOrNone(fields: readonly CmsField[]): CmsField[] {
  return fields.map((one) => {
    // Nested objects are shown (and checked) with their parent: the same rule all the way down.
    const inner = one.widget === "object" && Array.isArray(one.fields) ? { fields: allOrNone(one.fields as CmsField[]) } : {};
    return one.required === false || one.widget === "hidden" ? { ...one, ...inner } : { ...one, ...inner, required: false, required_if_any: true };
  });
}

/** What a schema error says, as the CMS shows it ("must be ..." becomes "Must be ..."). */
const sentence = (error: unknown): string | undefined => {
  const said = typeof error === "function" ? (error as (issue: object) => unknown)({}) : undefined;
  return typeof said === "string" ? said.charAt(0).toUpperCase() + said.slice(1) : undefined;
};

/**
 * Decap's check of a one-line box before a save, from the schema's: an id, an e-mail address, a
 * web address (https), or any other pattern with the schema's own message (a phone number).
 */
function patternOf(name: string, schema: z.ZodType, check: Check["_zod"]["def"] | undefined): { pattern: [string, string] } | undefined {
  const def = defOf(schema);
  if (check?.pattern instanceof RegExp && name === "id") return { pattern: [check.pattern.source, "Use lower-case letters, digits and hyphens"] };
  if (def.format === "email" && def.pattern instanceof RegExp) return { pattern: [def.pattern.source, sentence(def.error) ?? "Must be an e-mail address"] };
  if (def.format === "url") return { pattern: ["^https://[^\\s/$.?#][^\\s]*$", sentence(def.error) ?? "Must be a full address starting with https://"] };
  if (check?.pattern instanceof RegExp) return { pattern: [check.pattern.source, sentence(check.error) ?? "Not in the expected form"] };
  return undefined;
}

/**
 * An uploaded picture (`mediaPath`, src/content/schemas/media.ts, marked `cmsWidget: "image"`):
 * Decap's image widget, one file, no outside address, and Decap's own refusal of a file over the
 * size the build accepts. Its `picture_pattern` refuses a file that is not a picture before the save.
 */
function imageOf(schema: z.ZodType): Partial<CmsField> | undefined {
  const meta = metaOf(schema);
  if (meta?.cmsWidget !== "image") return undefined;
  return { widget: "image", choose_url: false, media_library: { allow_multiple: false, config: { multiple: false, ...(meta.maxBytes ? { max_file_size: meta.maxBytes } : {}) } } };
}

/**
 * One Decap field for one schema: text as a one-line or multi-line box, numbers, yes/no, choices
 * from an enum, nested objects and lists with their lengths as the schema fixes them. A literal
 * (an id the layout relies on) is kept but not shown. A union has no Decap widget: it is edited as
 * text, and the schema says what it accepts.
 */
export function field(name: string, schema: z.ZodType, path: string[] = [name]): CmsField {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const meta = { ...metaOf(inner), ...metaOf(schema) };
  const base: CmsField = { name, label: meta.title ?? labelOf(name), widget: "string" };
  if (optional) base.required = false;
  const hint = schema.description ?? inner.description ?? hints[name];
  if (hint) base.hint = hint;
  switch (def.type) {
    case "string": {
      const image = imageOf(inner);
      if (image) {
        // Decap's own pattern check misreads an image field's value: src/cms/validate.ts checks it before the save.
        const shape = patternOf(name, inner, checksOf(inner).find((check) => check.format === "regex"));
        return { ...base, ...image, ...(shape ? { picture_pattern: shape.pattern } : {}) };
      }
      const pattern = checksOf(inner).find((check) => check.format === "regex" || check.check === "string_format");
      const long = longFields.has(name);
      // Text the schema lets be empty (a figure's prefix) is optional, as the build accepts it blank.
      const mayBeEmpty = !pattern && !def.format && !(lengthOf(inner).min! >= 1);
      return {
        ...base,
        ...(mayBeEmpty ? { required: false } : {}),
        widget: long ? "text" : "string",
        ...(patternOf(name, inner, pattern) ?? {}),
        ...(long && !base.hint ? { hint: tokenHint } : {}),
      };
    }
    case "number":
    case "int": {
      const int = def.type === "int" || checksOf(inner).some((check) => check.format === "safeint" || check.format === "int32");
      return { ...base, widget: "number", value_type: int ? "int" : "float" };
    }
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "literal":
      return { ...base, widget: "hidden" };
    case "enum": {
      const options = Object.values(def.entries as Record<string, string>);
      return { ...base, widget: "select", options };
    }
    case "object": {
      const fields = objectFields(def.shape as Record<string, z.ZodType>, path);
      return { ...base, widget: "object", fields: optional ? allOrNone(fields) : fields, collapsed: !meta.cmsOpen && path.length > 1 };
    }
    case "record": {
      // A record with fixed keys (every page's title): one field per key.
      const keys = defOf(unwrap(def.keyType as z.ZodType).inner);
      if (keys.type !== "enum") break;
      // A partial record (a member's profiles): each key may stay empty.
      const value = def.valueType as z.ZodType;
      const shape = Object.fromEntries(Object.values(keys.entries as Record<string, string>).map((key) => [key, def.partial ? value.optional() : value]));
      return { ...base, widget: "object", fields: objectFields(shape, path), collapsed: path.length > 1 };
    }
    case "array": {
      const { min, max } = lengthOf(inner);
      const fixed = min !== undefined && min === max;
      // A list that starts empty shows no box to fill: say it is required before a save is refused.
      const mustFill = optional || fixed ? {} : { hint: [base.hint, requiredListHint(min ?? 1)].filter(Boolean).join(" ") };
      return {
        ...base,
        ...mustFill,
        widget: "list",
        collapsed: true,
        ...listOf(name, def.element as z.ZodType, path),
        ...(min ? { min } : {}),
        ...(max ? { max } : {}),
        ...(fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
      };
    }
    case "tuple": {
      const items = def.items as z.ZodType[];
      const shape = mergedShape(items);
      const list = shape ? { fields: objectFields(shape, [...path, "*"]), summary: summaryOf(shape) } : listOf(name, items[0]!, path);
      return { ...base, widget: "list", collapsed: true, ...list, min: items.length, max: items.length, allow_add: false, allow_remove: false, allow_reorder: false };
    }
    case "union":
      return base;
  }
  throw new Error(`src/cms/fields.ts: ${path.join(".")}: no CMS widget for a ${def.type} schema`);
}

/** The fields of a content file's schema (an object, or a record of fixed keys). */
export function fieldsOf(schema: z.ZodType): CmsField[] {
  const root = field("root", schema, []);
  if (!Array.isArray(root.fields)) throw new Error("src/cms/fields.ts: a content file's schema must be an object");
  return root.fields as CmsField[];
}

/** Every field, nested ones too, marked for translation (Decap keeps an unmarked field in English only). */
export function translated(fields: readonly CmsField[]): CmsField[] {
  return fields.map((one) => ({
    ...one,
    // A picture is the same in every language (its description is translated).
    i18n: one.widget === "image" ? "duplicate" : true,
    ...(Array.isArray(one.fields) ? { fields: translated(one.fields as CmsField[]) } : {}),
    ...(one.field ? { field: translated([one.field as CmsField])[0] } : {}),
    ...(Array.isArray(one.types) ? { types: translated(one.types as CmsField[]) } : {}),
  }));
}
