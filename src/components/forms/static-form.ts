/**
 * The attribute that makes a prerendered form one that validates and sends nothing (SPEC §5): spread
 * it on the <form> (`<form method="dialog" {...staticForm(t("…notSent"))}>`), give the form a
 * `role="status"` element, and src/behaviours/forms.ts holds its submit back and announces the
 * message there, on every page (the site script starts it). Kept apart from that module so markup
 * never imports the browser code.
 */
export function staticForm(message: string): { "data-static-form": string } {
  return { "data-static-form": message };
}
