import { renderToStaticMarkup } from "react-dom/server";
import { AuthPanel } from "./auth-panel";
import type { AuthPageCopy } from "./types";

/**
 * The auth side panel has no behaviour, so loaders render it to HTML at build time (`.server` keeps
 * this module, the panel and its visuals out of the client bundles), as the home visuals do.
 */
export function renderAuthPanel(copy: AuthPageCopy): string {
  return renderToStaticMarkup(<AuthPanel copy={copy} />);
}
