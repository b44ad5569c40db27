// ESLint for the whole repository (`npm run lint`). It lives in this workspace because
// typescript-eslint needs the TypeScript 6 compiler API, while the project builds with TypeScript 7.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "dist/**", "test-results/**", "playwright-report/**", "data/**"] },
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
    },
  },
  {
    // Tests read untyped JSON answers as `any` on purpose: an assertion says what it expects.
    files: ["**/*.test.ts", "**/testing/**", "e2e/**", "server/modules/reservation/test-support.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
