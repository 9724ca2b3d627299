import { accordions } from "./accordion";
import { carousels } from "./carousel";
import { consentRequests } from "./consent";
import { dialogs } from "./dialog";
import { staticForms } from "./forms";

/**
 * Behaviours that work from the first paint (issue 36): each is a self-contained function of the
 * document (no outer names, no imports) whose text the layout inlines in the page's head, where it
 * listens on the document for events of markup that is still to come. A click on a widget is then
 * never lost while a module script or an island is on its way; the build hashes the script for the CSP.
 */
const behaviours = {
  /** `<details name>` accordions: the open item stays open (SPEC §4), arrow keys move between items. */
  accordion: accordions,
  /** Scroll-snap carousels: previous/next buttons that loop, arrow keys, the position announced. */
  carousel: carousels,
  consent: consentRequests, // consent-gated embeds' "allow": a press is kept until the embed's module runs
  /** Native `<dialog>`s: opened by `data-dialog-open`, closed by a click on the backdrop. */
  dialog: dialogs,
  /**
   * SPEC §5's sign-in, sign-up and reset forms: the alerts in a native dialog, never a reload. The
   * site script starts the same function on every page, for the footer's and the blog's forms.
   */
  forms: staticForms,
} satisfies Record<string, (document: Document) => void>;

export type Behaviour = keyof typeof behaviours;

/** The inline script that starts these behaviours (each once, in a fixed order); "" for none. */
export function earlyScript(names: readonly Behaviour[]): string {
  const wanted = new Set(names);
  return (Object.keys(behaviours) as Behaviour[])
    .filter((name) => wanted.has(name))
    .map((name) => `(${behaviours[name].toString()})(document);`)
    .join("");
}
