// ESLint: JavaScript and typescript-eslint recommended rules, React hooks rules for components.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "tests/.tmp/",
      "test-results/",
      "playwright-report/",
      "scripts/bench-stock/build/",
      "scripts/bench-stock/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["app/**/*.tsx"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    // Command-line scripts and tests talk to a terminal; migrations speak Kysely's untyped schema API.
    files: ["scripts/**", "tests/**", "db/**"],
    rules: { "no-console": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
