// ESLint for checking files by hand and in editors. `npm run lint` and `npm test` run the same rules
// in oxlint instead (oxlintrc.json: one pass with the typed rules, a fraction of ESLint's CPU): a
// rule changed here is changed there too. This config lives in this workspace because typescript-eslint
// needs the TypeScript 6 compiler API, while the project builds with TypeScript 7.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

const LUXON = { name: "luxon", message: "Use core/time.ts; luxon is only the oracle of tests." };
const SHARED = "What the widget and the console both use lives in ui-shared/.";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "dist/**", "test-results/**", "playwright-report/**", "data/**", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused code is an error; a name starting with _ says "unused on purpose".
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      eqeqeq: ["error", "always"],
      "no-console": "off",
      // Server, console and widget share one Intl-based time module (core/time.ts): luxon at run
      // time would work on the server and fail in the browser bundle.
      "no-restricted-imports": ["error", { paths: [LUXON] }],
    },
  },
  {
    // The console and the widget share code through ui-shared/ only (ui-shared/README.md): the
    // console never reaches into widget/, and ui-shared/ into neither front end.
    files: ["console/**/*.ts", "ui-shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [LUXON], patterns: [{ group: ["**/widget/*"], message: SHARED }] }] },
  },
  {
    files: ["ui-shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [LUXON], patterns: [{ group: ["**/widget/*", "**/console/*"], message: SHARED }] }],
    },
  },
  {
    // Tests may ask luxon, the oracle, what the time module must answer.
    files: ["**/*.test.ts", "e2e/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tests read untyped JSON answers as `any` on purpose: an assertion says what it expects.
    files: ["**/*.test.ts", "**/testing/**", "e2e/**", "server/modules/reservation/test-support.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
