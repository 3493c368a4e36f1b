import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "releases/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // Functions a newcomer can read: none longer than 80 lines of code (issue 14). Tests are left
  // out: a describe block holds its tests.
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts", "server/**/*.js", "tools/**/*.ts"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  // Layers: the content layer reads and checks content/ and knows nothing of how pages show it.
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/components", "**/components/*", "**/routes", "**/routes/*", "**/root"],
              message: "The content layer imports nothing from components or routes.",
            },
          ],
        },
      ],
    },
  },
  // Scripts (and tools/) reach the app's internals through one entry, app/build-api.ts.
  {
    files: ["scripts/**", "tools/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/|(^|/)app/(?!build-api$)",
              message: "Scripts import the app only through app/build-api.ts: export it there.",
            },
          ],
        },
      ],
    },
  },
  // Every address of the site comes from app/lib/paths.ts: no "/…" string anywhere else in app/.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/paths.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(href|to|action|src)$/] > Literal[value=/^(?!#)/]",
          message:
            "A link's address comes from app/lib/paths.ts (paths.…) or from content, never a literal.",
        },
        {
          selector: "Literal[value=/^\\/(?!\\/)/]",
          message:
            'An address of the site is written once, in app/lib/paths.ts: use paths.… instead of "/…".',
        },
        {
          selector: "TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!\\/)/]",
          message:
            "An address of the site is written once, in app/lib/paths.ts: use paths.… instead of `/…`.",
        },
      ],
    },
  },
  // The Node server is plain JavaScript.
  { files: ["server/**/*.js"], languageOptions: { globals: globals.node } },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
