/**
 * The attributes that make a prerendered form one that validates and sends nothing (SPEC §5): spread
 * them on the <form> (`<form method="dialog" {...staticForm(t("…notSent"))}>`), give it a
 * `role="status"` element, and src/chrome/forms.ts does the rest on every page that loads the site
 * script. Kept apart from forms.ts so markup never imports the browser code.
 */
export function staticForm(message: string): { "data-static-form": string } {
  return { "data-static-form": message };
}
