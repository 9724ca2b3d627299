import postcss, { type AtRule, type Declaration, type Rule } from "postcss";

const colorMixSupports = /^\(\s*color\s*:\s*color-mix\(\s*in lab\s*,\s*red\s*,\s*red\s*\)\s*\)$/;

/**
 * Tailwind writes every colour with an opacity modifier twice: a static fallback (`#0a133066`), then
 * the same colour as `color-mix(in oklab, var(--color-navy-900) 40%, transparent)` inside
 * `@supports (color: color-mix(...))`. Our theme colours are fixed hex values, so both compute the same
 * colour; the second copy only costs bytes (~0.9 KB gz of ~16). This drops a `@supports` block when
 * the rule just before it declares the same property for the same selector. Mixes with
 * `currentcolor` (preflight's placeholder) have no static equivalent and stay.
 */
export function dropColorMixDuplicates(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("supports", (atRule: AtRule) => {
    if (!colorMixSupports.test(atRule.params.trim())) return;
    const previous = atRule.prev();
    if (previous?.type !== "rule") return;
    const fallback = new Map<string, string>();
    previous.walkDecls((decl: Declaration) => void fallback.set(decl.prop, decl.value));
    const inner = atRule.nodes ?? [];
    const redundant = inner.every(
      (node) =>
        node.type === "rule" &&
        (node as Rule).selector === previous.selector &&
        (node as Rule).nodes.every(
          (decl) => {
            if (decl.type !== "decl") return false;
            // `-webkit-text-decoration-color` is covered by an unprefixed fallback (Safari reads both).
            const prop = fallback.has(decl.prop) ? decl.prop : decl.prop.replace(/^-webkit-/, "");
            return fallback.has(prop) && !/currentcolor/i.test(decl.value) && !/currentcolor/i.test(fallback.get(prop)!);
          },
        ),
    );
    if (inner.length > 0 && redundant) atRule.remove();
  });
  // Lightning CSS repeats some prefixed declarations (`-webkit-text-decoration-color` three times);
  // an identical declaration later in the same rule makes an earlier one dead.
  root.walkRules((rule: Rule) => {
    const seen = new Set<string>();
    for (const node of [...rule.nodes].reverse()) {
      if (node.type !== "decl") continue;
      const key = `${node.prop}:${node.value}${node.important ? "!" : ""}`;
      if (seen.has(key)) node.remove();
      else seen.add(key);
    }
  });
  return root.toString();
}
