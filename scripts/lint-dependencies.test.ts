import { describe, expect, it } from "vitest";
import { astroModuleCode } from "./lint-dependencies.mjs";

describe("astroModuleCode: what dependency-cruiser reads of an .astro file", () => {
  it("keeps the frontmatter and the scripts Astro bundles, and leaves inline scripts, markup and comments out", () => {
    const source = [
      "---",
      'import Site from "../layouts/Site.astro";',
      'import { type PageScope } from "~/components/in-page";',
      "const { page } = Astro.props;",
      "---",
      '<Site page={page}><p>import "not/an/import";</p></Site>',
      "<!-- <script>import \"~/commented/out\";</script> -->",
      "<script>",
      '  import "./reply";',
      "</script>",
      '<script src="./module.ts"></script>',
      '<script is:inline>import("/inline.js");</script>',
      '<script type="application/json" data-blog>{"a": 1}</script>',
    ].join("\n");
    expect(astroModuleCode(source).split("\n").map((line) => line.trim()).filter(Boolean)).toEqual([
      'import Site from "../layouts/Site.astro";',
      'import { type PageScope } from "~/components/in-page";',
      "const { page } = Astro.props;",
      'import "./reply";',
      'import "./module.ts";',
    ]);
  });

  it("reads a file without frontmatter as its scripts alone", () => {
    expect(astroModuleCode('<div></div>\n<script>import "./a";</script>').trim()).toBe('import "./a";');
  });
});
