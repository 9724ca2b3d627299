// The layering of src/ (CONTRIBUTING.md, "Layers"), checked by `npm run lint`.
// dependency-cruiser cannot parse .astro files: the lint step (scripts/lint-dependencies.mjs) runs it
// with each .astro file standing in as the TypeScript of its frontmatter and bundled <script>s, so
// these rules hold for their imports too. `depcruise src` run directly sees no imports of .astro files.
const UI = "^src/(sections|components|chrome|islands|layouts|views)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes load order matter and the two modules one; type-only imports vanish at build, so they may loop.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "data-imports-no-ui",
      comment: "Content, i18n, seo, config and lib are read by the UI and by build tools; they must not pull UI in.",
      severity: "error",
      from: { path: "^src/(content|i18n|seo|config|lib)/" },
      to: { path: UI },
    },
    {
      name: "components-import-no-sections",
      comment: "Components are the shared parts sections are built from; arrows point down.",
      severity: "error",
      from: { path: "^src/components/" },
      to: { path: "^src/(sections|views)/" },
    },
    {
      name: "sections-import-no-pages",
      comment: "A view or layout composes sections, never the other way round.",
      severity: "error",
      from: { path: "^src/sections/" },
      to: { path: "^src/(views|layouts)/" },
    },
    {
      name: "islands-stay-in-the-browser",
      comment: "An island ships to the browser: build-only modules (file readers, integrations, Node built-ins, astro:content) must not reach its bundle.",
      severity: "error",
      from: { path: "^src/islands/" },
      to: {
        path: ["\\.server\\.", "^src/content/files\\.ts$", "^src/integrations/", "^astro:content$"],
      },
    },
    {
      name: "islands-no-node",
      comment: "Node built-ins do not exist in the browser.",
      severity: "error",
      from: { path: "^src/islands/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "src-imports-no-tools",
      comment: "scripts/ are command-line tools and tests/ are tests; the site must build without them.",
      severity: "error",
      from: { path: "^src/", pathNot: "\\.test\\.[jt]sx?$" },
      to: { path: "^(scripts|tests)/" },
    },
    {
      name: "unit-tests-import-only-setup",
      comment: "A unit test may use the shared test setup, nothing else from scripts/ or tests/.",
      severity: "error",
      from: { path: "^src/.+\\.test\\.[jt]sx?$" },
      to: { path: "^(scripts|tests)/", pathNot: "^tests/setup/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|build-[^/]+|\\.astro)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    extraExtensionsToScan: [".astro"],
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".astro", ".d.ts"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
