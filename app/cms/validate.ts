import { isLocale, languageNames } from "~/i18n/locales";
import type { CmsField } from "./fields";

const empty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (typeof value === "number" && Number.isNaN(value));

/**
 * The required fields an entry leaves empty, in the words an editor sees ("Swedish › Groups 1 ›
 * Items 2 › Answer"). Decap checks required fields of the default language only; this runs before
 * every save (app/cms/admin.ts, preSave) for every language, so a blank Swedish answer is refused
 * in /admin rather than at the next build.
 */
export function missingFields(fields: readonly CmsField[], data: unknown, trail: string[] = []): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  // `required_if_any`: required once any field beside it is filled (a plan's prices: all or none).
  const anyFilled = fields.some((field) => field.widget !== "hidden" && !empty(record[field.name]));
  return fields.flatMap((field) => {
    if (field.widget === "hidden") return [];
    const value = record[field.name];
    const here = [...trail, field.label];
    const required = field.required !== false || (field.required_if_any === true && anyFilled);
    const object = Array.isArray(field.fields) && field.widget === "object";
    // Decap shows (and checks) an absent object's fields as empty ones: so does this.
    if (object && empty(value) && !required) return missingFields(field.fields as CmsField[], {}, here);
    if (empty(value) || (Array.isArray(value) && value.length === 0 && required)) return required ? [here.join(" › ")] : [];
    if (object) return missingFields(field.fields as CmsField[], value, here);
    if (field.widget === "list" && Array.isArray(value)) {
      const item = field.field as CmsField | undefined;
      return value.flatMap((entry, index) => {
        const at = [...here.slice(0, -1), `${field.label} ${index + 1}`];
        if (Array.isArray(field.fields)) return missingFields(field.fields as CmsField[], entry, at);
        if (Array.isArray(field.types)) {
          const kind = (field.types as CmsField[]).find((type) => type.name === (entry as Record<string, unknown>)?.[String(field.typeKey ?? "type")]);
          return kind ? missingFields(kind.fields as CmsField[], entry, [...at, kind.label]) : [[...at].join(" › ")];
        }
        return item && empty(entry) ? [at.join(" › ")] : [];
      });
    }
    return [];
  });
}

/** The same for each language of a translated entry (`{ en: data, sv: data }`). */
export function missingInLanguages(fields: readonly CmsField[], byLanguage: Record<string, unknown>): string[] {
  return Object.entries(byLanguage).flatMap(([language, data]) => missingFields(fields, data, [isLocale(language) ? languageNames[language] : language]));
}
