/** SPEC §5 forms from the first paint: filled in by the forms work (issue 36). */
export function specForms(document: Document): void {
  void document;
}
