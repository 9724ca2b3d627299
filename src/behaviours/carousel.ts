export function carousels(document: Document): void {
  void document;
}
