// The content manager at /admin (decision 0018): Decap CMS, bundled from npm with the site's own
// React, so nothing loads from another host. Its configuration is made at build time from the
// content schemas (app/cms/config.ts) and handed over in the page as JSON.
import CMS from "decap-cms-app";
import { defaultLocale } from "~/i18n/locales";
import type { CmsField } from "./fields";
import { registerPreviews } from "./previews";
import { missingFields, missingInLanguages } from "./validate";

type Config = {
  collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[];
  fontFaces: string;
  tokens: Record<string, Record<string, string>>;
};
type Entry = { get(key: string): unknown; getIn(path: string[]): { toJS(): unknown } | undefined };

const { fontFaces, tokens, ...config } = JSON.parse(document.getElementById("cms-config")?.textContent ?? "{}") as Config;

/** The fields of the entry being saved: its file's, or its folder collection's. */
function fieldsOf(entry: Entry): CmsField[] {
  const collection = config.collections.find((one) => one.name === entry.get("collection"));
  return collection?.files?.find((file) => file.name === entry.get("slug"))?.fields ?? collection?.fields ?? [];
}

// Refuse a save that leaves a required field empty in any language, naming each one.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: draft }) => {
    const entry = draft as unknown as Entry;
    const fields = fieldsOf(entry);
    const i18n = entry.getIn(["i18n"])?.toJS() as Record<string, { data: unknown }> | undefined;
    const data = entry.getIn(["data"])?.toJS();
    const problems = i18n
      ? missingInLanguages(fields, { [defaultLocale]: data, ...Object.fromEntries(Object.entries(i18n).map(([language, part]) => [language, part.data])) })
      : missingFields(fields, data);
    if (problems.length > 0) throw new Error(`these required fields are empty: ${problems.join("; ")}`);
    return undefined;
  },
});

// Previews first: Decap reads its registered templates when it starts.
void registerPreviews(CMS, config.collections, fontFaces, tokens).then(() =>
  CMS.init({ config: config as unknown as Parameters<typeof CMS.init>[0] extends { config?: infer C } | undefined ? C : never }),
);
