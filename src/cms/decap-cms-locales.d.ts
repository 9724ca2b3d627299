// decap-cms-locales ships no types: the one phrase book /admin rewords (src/cms/admin.ts).
declare module "decap-cms-locales" {
  export const en: { ui: { toast: Record<string, string>; [group: string]: unknown }; [group: string]: unknown };
}
