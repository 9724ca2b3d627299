import type CMS from "decap-cms-app";

/** Preview panes in the site's look (filled in below). */
export function registerPreviews(cms: typeof CMS): void {
  void cms;
}
