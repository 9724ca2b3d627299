// The validator scripts/check-html.mjs runs over the build: the project's .htmlvalidate.json plus
// the rule "orkestra/dl-content" below. html-validate checks which children a <dl> may have but not
// their order, so a <dd> before its <dt> passed here and failed the W3C Nu checker (issue 26).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HtmlValidate, Rule, type ConfigData, type DOMReadyEvent, type HtmlElement, type RuleDocumentation } from "html-validate";

const tag = (element: HtmlElement) => element.tagName.toLowerCase();
/** Script-supporting elements may sit anywhere among the groups. */
const content = (element: HtmlElement) => element.childElements.filter((child) => tag(child) !== "script" && tag(child) !== "template");

/**
 * The <dl> content model (HTML spec): groups of one or more <dt> followed by one or more <dd>, either
 * as direct children or each group wrapped in its own <div>, never both.
 */
class DlContent extends Rule {
  override documentation(): RuleDocumentation {
    return {
      description: "A <dl> holds groups of one or more <dt> followed by one or more <dd>, directly or each group in one <div>.",
      url: "https://html.spec.whatwg.org/multipage/grouping-content.html#the-dl-element",
    };
  }

  setup() {
    this.on("dom:ready", ({ document }: DOMReadyEvent) => {
      for (const dl of document.querySelectorAll("dl")) {
        const children = content(dl);
        if (!children.some((child) => tag(child) === "div")) {
          this.checkGroups(dl, children, false);
          continue;
        }
        for (const child of children) {
          if (tag(child) === "div") this.checkGroups(child, content(child), true);
          else this.report(child, `<${tag(child)}> beside <div> groups in <dl>: wrap every group in a <div>, or none`);
        }
      }
    });
  }

  /** `(dt+ dd+)*` directly in a <dl>; exactly one `dt+ dd+` in a <div> group. */
  private checkGroups(parent: HtmlElement, children: HtmlElement[], inDiv: boolean) {
    let last: "dt" | "dd" | undefined;
    for (const child of children) {
      const name = tag(child);
      if (name !== "dt" && name !== "dd") {
        this.report(child, `<${name}> is not allowed in ${inDiv ? "a <div> group of <dl>" : "<dl>"}: only <dt>, <dd>${inDiv ? "" : ", <div>"}, <script> and <template>`);
        continue;
      }
      if (name === "dd" && last === undefined) {
        this.report(child, "<dd> has no preceding <dt>");
        continue; // not a group yet, so a <dt> after it is no second group
      }
      if (name === "dt" && last === "dd" && inDiv) this.report(child, "<dt> after <dd> in a <div> group of <dl>: one group per <div>");
      last = name;
    }
    if (last === "dt") this.report(children.findLast((child) => tag(child) === "dt") ?? parent, "<dt> has no following <dd>");
    if (inDiv && last === undefined) this.report(parent, "<div> in <dl> holds no <dt> and <dd>");
  }
}

/** html-validate with the project's configuration and rules. */
export function htmlValidator(): HtmlValidate {
  const config = JSON.parse(readFileSync(join(import.meta.dirname, "..", ".htmlvalidate.json"), "utf8")) as ConfigData;
  return new HtmlValidate({
    root: true,
    ...config,
    plugins: [...(config.plugins ?? []), { name: "orkestra", rules: { "orkestra/dl-content": DlContent } }],
    rules: { ...config.rules, "orkestra/dl-content": "error" },
  });
}
