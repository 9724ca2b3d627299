// The content manager at /admin (decision 0018): Decap CMS, bundled from npm with the site's own
// React, so nothing loads from another host. Its configuration is made at build time from the
// content schemas (src/cms/config.ts) and handed over in the page as JSON.
import CMS from "decap-cms-app";
import { en } from "decap-cms-locales";
import { name as siteName } from "~content/company.json";
import mark from "../../public/favicon.svg?raw";
import { defaultLocale } from "~/i18n/locales";
import { followAddressEdits } from "./address";
import { openFoldsFromLabels } from "./folds";
import type { CmsField } from "./fields";
import { landingRefusals, type LandingData } from "./landing";
import type { PreviewCopy } from "./preview-data";
import { registerPreviews } from "./previews";
import { addRefusalStyle, pointAt, pointAtDecapRefusal, unmarkAll } from "./refusal";
import { refusals, refusalsInLanguages, type Refusal } from "./validate";
import { registerWidgets } from "./widgets";

type Config = {
  backend: { base_url?: string };
  collections: { name: string; i18n?: unknown; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[];
  fontFaces: string;
  tokens: Record<string, Record<string, string>>;
  landing: LandingData;
  previews?: PreviewCopy;
};
type Entry = { get(key: string): unknown; getIn(path: string[]): { toJS(): unknown } | undefined };

const { fontFaces, tokens, landing, previews, ...config } = JSON.parse(document.getElementById("cms-config")?.textContent ?? "{}") as Config;

const collectionOf = (entry: Entry) => config.collections.find((one) => one.name === entry.get("collection"));

/** The fields of the entry being saved: its file's, or its folder collection's. */
function fieldsOf(entry: Entry): CmsField[] {
  const collection = collectionOf(entry);
  return collection?.files?.find((file) => file.name === entry.get("slug"))?.fields ?? collection?.fields ?? [];
}

// Decap's own words for a refused save, as an editor would say it (its toasts last eight seconds;
// the list of fields below stays until closed).
const enMedia = (en as unknown as { mediaLibrary: { mediaLibrary: Record<string, string> } }).mediaLibrary;
const enEditor = (en as unknown as { editor: { editorControlPane: { i18n: Record<string, string> } } }).editor;
const enToolbar = (en as unknown as { editor: { editorToolbar: Record<string, string> } }).editor.editorToolbar;
const decapRefusal = "Not saved: a field is empty or not in the form it needs. It is opened and marked in red, with what it needs.";
CMS.registerLocale("en", {
  ...en,
  editor: {
    ...enEditor,
    editorToolbar: {
      ...enToolbar,
      // Decap's "Delete unpublished entry" reads as if it deleted the live page: it throws away a
      // draft (of a new entry, or of a published one when the backend reports its file as added).
      deleteUnpublishedEntry: "Delete this draft (the site does not change)",
    },
    editorControlPane: {
      ...enEditor.editorControlPane,
      i18n: {
        ...enEditor.editorControlPane.i18n,
        // Decap replaces every field of this language, filled ones too: say so before it does.
        copyFromLocaleConfirm:
          "Fill in this language from %{locale}? Every field takes the %{locale} text, including fields this language has already filled in: what they say is replaced. Cancel leaves this language as it is.",
      },
    },
  },
  ui: {
    ...en.ui,
    toast: {
      ...en.ui.toast,
      onFailToPersist: "Not saved: %{details}",
      missingRequiredField: decapRefusal,
    },
  },
  mediaLibrary: {
    ...enMedia,
    mediaLibrary: {
      ...enMedia.mediaLibrary,
      // The limit of the image fields (src/content/schemas/media.ts), said as an editor can act on it.
      fileTooLarge: "Not uploaded: the file is larger than %{size} kB. Save the photo smaller (2,000 pixels wide is plenty) and upload it again.",
    },
  },
});

/** The list of refused fields and the marks, gone. */
function closeRefusal() {
  document.getElementById("cms-refusal")?.remove();
  unmarkAll();
}

/** The address of the entry the list was made for. */
let refusedAt = "";

// The list speaks of one entry: it goes when the editor opens another, or the collection.
addEventListener("hashchange", () => {
  if (location.hash !== refusedAt) closeRefusal();
});

/**
 * The fields a save left empty, listed until the editor closes the list, a save goes through or
 * the editor leaves the entry. Each is a button that takes the editor to the field
 * (src/cms/refusal.ts); the first is shown at once.
 */
function showRefusal(problems: readonly Refusal[]) {
  closeRefusal();
  if (problems.length === 0) return;
  refusedAt = location.hash;
  addRefusalStyle();
  const panel = document.createElement("section");
  panel.id = "cms-refusal";
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", "cms-refusal-title");
  panel.style.cssText =
    "position:fixed;z-index:1000;right:1rem;bottom:1rem;max-width:26rem;max-height:60vh;overflow:auto;padding:1rem 1.25rem;background:#fff;color:#0a1330;border:2px solid #c8102e;border-radius:8px;box-shadow:0 8px 24px rgb(10 19 48 / 0.2);font:14px/1.5 system-ui,sans-serif";
  const title = Object.assign(document.createElement("h2"), { id: "cms-refusal-title", textContent: "Not saved yet" });
  title.style.cssText = "margin:0 0 0.25rem;font-size:16px";
  const intro = Object.assign(document.createElement("p"), { textContent: "Fill in or correct these fields, then save again (select one to go to it):" });
  intro.style.margin = "0 0 0.5rem";
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 0.75rem;padding-left:1.25rem";
  for (const problem of problems) {
    const show = Object.assign(document.createElement("button"), { type: "button", textContent: problem.needs ? `${problem.words}: ${problem.needs}` : problem.words, title: "Show this field" });
    show.style.cssText = "padding:0;border:0;background:none;color:#0a1330;font:inherit;text-align:left;text-decoration:underline;cursor:pointer";
    show.addEventListener("click", () => void pointAt(problem));
    const item = document.createElement("li");
    item.append(show);
    list.append(item);
  }
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: "Close" });
  close.style.cssText = "padding:0.25rem 0.75rem;border:1px solid #0a1330;border-radius:4px;background:#fff;cursor:pointer";
  close.addEventListener("click", closeRefusal);
  panel.append(title, intro, list, close);
  document.body.append(panel);
  void pointAt(problems[0]!);
}

// Decap's own refusal (the default language) has no list: take the editor to the field it marked.
new MutationObserver((changes) => {
  if (changes.some((change) => [...change.addedNodes].some((node) => node.textContent?.includes(decapRefusal)))) {
    addRefusalStyle();
    void pointAtDecapRefusal();
  }
}).observe(document.body, { childList: true, subtree: true });

// A refused save is said once, in the toast and the list, not again as an uncaught error. Decap's
// persistEntry rejects after its toast and its editor does not catch it: with nothing for a field
// it refused itself (decap-cms-core actions/entries.js, "Early return if draft contains validation
// errors"), with its failure action for a save our check refused (below), a draft's in the review
// workflow (UNPUBLISHED_ENTRY_PERSIST_FAILURE).
const persistFailures = new Set(["ENTRY_PERSIST_FAILURE", "UNPUBLISHED_ENTRY_PERSIST_FAILURE"]);
addEventListener("unhandledrejection", (event) => {
  const reason = event.reason as { type?: unknown } | null | undefined;
  if (reason === undefined || persistFailures.has(String(reason?.type))) event.preventDefault();
});

// Refuse a save that leaves a required field empty in any language, naming each one.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry: draft }) => {
    const entry = draft as unknown as Entry;
    const fields = fieldsOf(entry);
    // A language-neutral file (the plans) has no language in its paths, whatever Decap keeps.
    const translated = Boolean(collectionOf(entry)?.i18n);
    const i18n = translated ? (entry.getIn(["i18n"])?.toJS() as Record<string, { data: unknown }> | undefined) : undefined;
    const data = entry.getIn(["data"])?.toJS();
    const byLanguage = i18n ? { [defaultLocale]: data, ...Object.fromEntries(Object.entries(i18n).map(([language, part]) => [language, part.data])) } : undefined;
    const found = byLanguage ? refusalsInLanguages(fields, byLanguage) : refusals(fields, data);
    // A landing page gets the build's own checks too (address, links, the same blocks in both languages).
    const landingChecks = byLanguage && entry.get("collection") === "landing" ? landingRefusals(fields, byLanguage, String(entry.get("slug") ?? ""), landing.site) : [];
    const problems = [...found, ...landingChecks];
    showRefusal(problems);
    if (problems.length > 0) {
      // Nameless, so Decap's toast reads "Not saved: …" without "Error:".
      const empties = problems.filter((one) => !one.needs);
      const said = [
        ...(empties.length ? [`${empties.length === 1 ? "this field is" : `these ${empties.length} fields are`} empty: ${empties.map((one) => one.words).join("; ")}`] : []),
        ...problems.filter((one) => one.needs).map((one) => `${one.words}: ${one.needs}`),
      ];
      const refusal = new Error(said.join(". "));
      refusal.name = "";
      throw refusal;
    }
    return undefined;
  },
});

// The sign-in page shows the site's mark and name, not Decap's logo. Decap shows only an image, so
// the name is in it (system fonts: an image cannot load the site's), and in its alt text.
const logo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${(44 + siteName.length * 15) * 1.5}" height="48" viewBox="0 0 ${44 + siteName.length * 15} 32">${mark.replace("<svg ", '<svg width="32" height="32" ')}<text x="42" y="23.5" font-family="system-ui, sans-serif" font-size="21" font-weight="700" fill="#0a1330">${siteName.replace(/[&<>]/g, (one) => `&#${one.charCodeAt(0)};`)}</text></svg>`,
)}`;
Object.assign(config, { logo: { src: logo, show_in_header: false } });
document.head.append(
  Object.assign(document.createElement("style"), {
    // The GitHub sign-in adds Decap's logo as a credit under a custom one.
    textContent: '[class*="NetlifyCreditIcon"] { display: none; }',
  }),
);
new MutationObserver(() => {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[alt="Logo"]')) if (image.src === logo) image.alt = siteName;
}).observe(document.body, { childList: true, subtree: true });

// Another entry's address (typed or pasted) opens that entry, not the open one's form (src/cms/address.ts).
followAddressEdits({
  unsaved: () => [...document.querySelectorAll("div")].some((one) => one.childElementCount === 0 && one.textContent === enToolbar.unsavedChanges),
  leave: (en as unknown as { editor: { editor: Record<string, string> } }).editor.editor.onLeavePage!,
});

// Sign in through this origin's own /api/auth unless the build named another (CMS_OAUTH_URL).
config.backend.base_url ??= location.origin;

// Widgets and previews first: Decap reads what is registered when it starts.
// Folded groups and items open from their label and bar, not only the small arrow (src/cms/folds.ts).
openFoldsFromLabels();
registerWidgets(CMS);
void registerPreviews(CMS, config.collections, fontFaces, tokens, landing, previews).then(() =>
  CMS.init({ config: config as unknown as Parameters<typeof CMS.init>[0] extends { config?: infer C } | undefined ? C : never }),
);
