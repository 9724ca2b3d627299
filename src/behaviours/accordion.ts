export function accordions(document: Document): void {
  void document;
}
