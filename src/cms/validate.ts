import { isLocale, languageNames } from "~/i18n/locales";
import type { CmsField } from "./fields";

const empty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (typeof value === "number" && Number.isNaN(value));

/**
 * A required field left empty: its words ("Swedish › Groups 1 › Items 2 › Answer"), its language and
 * its place in the data (`["groups", 0, "items", 1, "answer"]`); `needs` says what a filled field
 * lacks (an upload that is not a picture).
 */
export type Refusal = { words: string; language?: string; path: (string | number)[]; needs?: string };


/**
 * The required fields an entry leaves empty, each in the words an editor sees ("Swedish › Groups 1 ›
 * Items 2 › Answer") and with its place in the data, so the editor can be taken to it
 * (src/cms/refusal.ts). Decap checks required fields of the default language only; this runs before
 * every save (src/cms/admin.ts, preSave) for every language, so a blank Swedish answer is refused
 * in /admin rather than at the next build.
 */
export function refusals(fields: readonly CmsField[], data: unknown, trail: string[] = [], path: (string | number)[] = []): Refusal[] {
  const record = (data ?? {}) as Record<string, unknown>;
  const refused = (words: string[], at: (string | number)[]): Refusal[] => [{ words: words.join(" › "), path: at }];
  // `required_if_any`: required once any field beside it is filled (a plan's prices: all or none).
  const anyFilled = fields.some((field) => field.widget !== "hidden" && !empty(record[field.name]));
  return fields.flatMap((field) => {
    if (field.widget === "hidden") return [];
    const value = record[field.name];
    const here = [...trail, field.label];
    const place = [...path, field.name];
    const required = field.required !== false || (field.required_if_any === true && anyFilled);
    const object = Array.isArray(field.fields) && field.widget === "object";
    // Decap shows (and checks) an absent object's fields as empty ones: so does this.
    if (object && empty(value) && !required) return refusals(field.fields as CmsField[], {}, here, place);
    if (empty(value) || (Array.isArray(value) && value.length === 0 && required)) return required ? refused(here, place) : [];
    const picture = field.picture_pattern as [string, string] | undefined;
    if (picture && !new RegExp(picture[0], "i").test(String(value))) return [{ words: here.join(" › "), path: place, needs: picture[1] }];
    if (object) return refusals(field.fields as CmsField[], value, here, place);
    if (field.widget === "list" && Array.isArray(value)) {
      const item = field.field as CmsField | undefined;
      return value.flatMap((entry, index) => {
        const at = [...here.slice(0, -1), `${field.label} ${index + 1}`];
        const itemPlace = [...place, index];
        if (Array.isArray(field.fields)) return refusals(field.fields as CmsField[], entry, at, itemPlace);
        if (Array.isArray(field.types)) {
          const kind = (field.types as CmsField[]).find((type) => type.name === (entry as Record<string, unknown>)?.[String(field.typeKey ?? "type")]);
          return kind ? refusals(kind.fields as CmsField[], entry, [...at, kind.label], itemPlace) : refused(at, itemPlace);
        }
        return item && empty(entry) ? refused(at, itemPlace) : [];
      });
    }
    return [];
  });
}

/** The same for each language of a translated entry (`{ en: data, sv: data }`). */

export function refusalsInLanguages(fields: readonly CmsField[], byLanguage: Record<string, unknown>): Refusal[] {
  return Object.entries(byLanguage).flatMap(([language, data]) =>
    refusals(fields, data, [isLocale(language) ? languageNames[language] : language]).map((one) => ({ ...one, language })),
  );
}
