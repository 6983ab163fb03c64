// ESLint for the project's own JavaScript (`make lint`): the browser modules and workers,
// the build tools and test runners under Node, the service-worker template, and the lunr
// patch the build appends to Material's search.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "site/", "build/", ".venv/"] },
  js.configs.recommended,
  {
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
    },
  },
  {
    files: ["docs/assets/javascripts/**/*.mjs", "bench/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["docs/assets/javascripts/calculators-worker.mjs"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["docs/assets/javascripts/calculators-file.js", "hooks/lunr_fold.js", "hooks/calculators_early.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ["tools/**/*.{js,mjs}", "tests/**/*.mjs", "eslint.config.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["tools/sw-template.js"],
    languageOptions: {
      globals: { ...globals.serviceworker, __VERSION__: "readonly", __PAGES__: "readonly", __RUNTIME__: "readonly" },
    },
  },
];
