import type { Thing, WithContext } from "schema-dts";

/** A JSON-LD block as a head tag: src/layouts/Base.astro renders it as `<script type="application/ld+json">`. */
export type JsonLdTag = { "script:ld+json": WithContext<Thing> };

/**
 * Structured data for a page, typed by schema-dts so a misspelt property fails the typecheck:
 * `[...pageMeta(...), jsonLd<FAQPage>({ "@context": "https://schema.org", "@type": "FAQPage", ... })]`.
 */
export function jsonLd<T extends Thing>(data: WithContext<T>): JsonLdTag {
  return { "script:ld+json": data as WithContext<Thing> };
}
