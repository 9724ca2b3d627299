import { satteri } from "@astrojs/markdown-satteri";
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import type { Element, ElementContent } from "hast";

// Relative imports only: astro.config.ts loads this module, where `~/` does not resolve.

type HastPlugin = NonNullable<SatteriProcessorOptions["hastPlugins"]>[number];
type MdastPlugin = NonNullable<SatteriProcessorOptions["mdastPlugins"]>[number];

/** HTML inside a post is dropped, not passed through: posts are Markdown only. */
const dropHtml: MdastPlugin = {
  name: "orkestra-drop-html",
  html(node, context) {
    context.removeNode(node);
  },
};

/** The scroll region's name per language, told by the post's folder (content/blog/<locale>/). */
const tableLabel = { en: "Table (scrolls sideways)", sv: "Tabell (kan rullas i sidled)" } as const;

/** Wide tables scroll inside a focusable, labelled region (a named <section>) instead of widening the page. */
const scrollTables: HastPlugin = {
  name: "orkestra-scroll-tables",
  element: {
    filter: ["table"],
    visit(node, context) {
      const locale = context.fileURL?.pathname.includes("/sv/") ? "sv" : "en";
      const table = copy(node) as Element;
      markHeaders(table);
      return { type: "element", tagName: "section", properties: { className: ["post-table"], tabIndex: 0, ariaLabel: tableLabel[locale] }, children: [table] };
    },
  },
};

/** The visitor's node is read-only: the replacement is a plain copy (elements and text are all a table holds). */
function copy(node: ElementContent): ElementContent {
  if (node.type === "element") return { type: "element", tagName: node.tagName, properties: { ...node.properties }, children: node.children.map(copy) };
  if (node.type === "text") return { type: "text", value: node.value };
  return { ...node };
}

/**
 * A header cell names its column (`scope="col"`). An empty corner cell (`| | A | B |`) is not a
 * header: it says that the first column names the rows, so each body row's first cell becomes its header.
 */
function markHeaders(table: Element): void {
  const head = childElement(table, "thead");
  const corner = firstCell(childElement(head, "tr"));
  const rowHeaders = corner !== undefined && !hasText(corner);
  const visit = (node: Element, row: Element | undefined) => {
    if (node.tagName === "th" || node.tagName === "td") {
      const inHead = row !== undefined && (head?.children.includes(row) ?? false);
      if (node.tagName === "th" && !hasText(node)) node.tagName = "td";
      else if (rowHeaders && node.tagName === "td" && !inHead && firstCell(row) === node) node.tagName = "th";
      if (node.tagName === "th") node.properties = { ...node.properties, scope: inHead ? "col" : "row" };
    }
    for (const child of node.children) if (child.type === "element") visit(child, node);
  };
  visit(table, undefined);
}

function childElement(parent: Element | undefined, tagName: string): Element | undefined {
  return parent?.children.find((child): child is Element => child.type === "element" && child.tagName === tagName);
}

function firstCell(row: Element | undefined): Element | undefined {
  return row?.children.find((child): child is Element => child.type === "element" && (child.tagName === "th" || child.tagName === "td"));
}

function hasText(node: ElementContent): boolean {
  if (node.type === "text") return node.value.trim().length > 0;
  return node.type === "element" && node.children.some(hasText);
}

/**
 * Astro's Markdown for the blog (astro.config.ts `markdown.processor`): GFM (tables), headings with
 * ids, raw HTML dropped (posts are Markdown only), straight quotes kept as written, no code highlighting.
 */
export const blogMarkdown = satteri({ features: { gfm: true, smartPunctuation: false }, mdastPlugins: [dropHtml], hastPlugins: [scrollTables] });

/** What astro.config.ts gives every renderer besides the processor: code blocks stay plain `<pre><code>`. */
export const syntaxHighlight = false;
