import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".wrangler/", ".cache/", "build/", "build-*/", ".astro/", "node_modules/", "screenshots/", "bench-results/", "test-results/", "test-results-*/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Scripts and tests run in Node but also ship functions into the page (addInitScript, evaluate).
    files: ["scripts/**/*.{js,mjs,ts}", "src/integrations/**/*.ts", "*.config.{js,ts}", ".dependency-cruiser.cjs", "tests/**/*.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
