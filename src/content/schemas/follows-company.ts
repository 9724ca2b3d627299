import type { z } from "zod";

/** What a schema that follows the company facts reads of them: the offices' ids. */
export type CompanyShape = { offices: readonly { id: string }[] };

/** The schemas whose shape follows content/company.json, each with the function that builds it. */
const builders = new WeakMap<z.ZodType, (company: CompanyShape) => z.ZodType>();

/**
 * A schema whose shape depends on the company facts (the contact page's words, one entry per
 * office): built for `company` (the facts the build imports), and built again by `schemaFor` for
 * the facts a reader finds in its content folder. `astro dev` (and `npm run cms`) makes its
 * collections once, at start-up: a reader that took the schema as it was then would refuse the
 * words of an office published since (issue 53).
 */
export function followsCompany<S extends z.ZodType>(build: (company: CompanyShape) => S, company: CompanyShape): S {
  const schema = build(company);
  const cache = new Map<string, S>([[idsOf(company), schema]]);
  builders.set(schema, (now) => {
    const key = idsOf(now);
    if (!cache.has(key)) cache.set(key, build(now));
    return cache.get(key)!;
  });
  return schema;
}

const idsOf = (company: CompanyShape) => company.offices.map((office) => office.id).join("\n");

/**
 * `schema` as the company facts `company` (content/company.json as a reader finds it) shape it; a
 * schema that does not follow them, or facts too broken to shape anything (the company
 * collection reports them), leave it as it is.
 */
export function schemaFor<S extends z.ZodType>(schema: S, company: unknown): S {
  const build = builders.get(schema);
  if (!build || !isShape(company)) return schema;
  return build(company) as S;
}

function isShape(company: unknown): company is CompanyShape {
  const offices = (company as { offices?: unknown } | null | undefined)?.offices;
  return Array.isArray(offices) && offices.length > 0 && offices.every((office) => typeof (office as { id?: unknown } | null)?.id === "string");
}
