import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Layers, from the bottom: lib (pure helpers) < content and i18n (reading content/) < features,
// seo and components < routes. A layer imports only from the layers below it, so the folder tree
// reads as the architecture: each row says what a folder must not reach up to, and why.
const LAYERS = [
  {
    files: ["app/content/**", "app/i18n/**"],
    above: ["components", "routes", "root", "seo", "islands"],
    message: "Reading content imports nothing from components, routes, SEO or islands.",
  },
  {
    files: ["app/components/**"],
    above: ["routes", "root", "features", "seo", "build-time"],
    message: "Layout and shared UI import no feature, route, SEO or build code.",
  },
  {
    files: ["app/features/**", "app/islands/**"],
    above: ["routes", "root", "seo", "build-time"],
    message: "A feature imports no route, SEO or build code.",
  },
  {
    files: ["app/seo/**"],
    above: ["components", "routes", "root", "islands"],
    message: "SEO imports no components, routes or islands.",
  },
];

/** No address of the site written outside app/lib/paths.ts. */
const ADDRESS_RULES = [
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
];

/** What a page must not read while it renders: only its loaders' data and the code make it. */
const PAGE_INPUT_RULES = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      "A page shows the build's day (content's publishing.today, through a loader), never the clock.",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      "A page shows the build's day (content's publishing.today, through a loader), never the clock.",
  },
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: "A page reads no environment: what it needs comes through its loaders' data.",
  },
];

/** A row of LAYERS as an ESLint rule: a folder above, or anything in it, is refused. */
const layerRule = ({ files, above, message }) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: above.flatMap((folder) => [`**/${folder}`, `**/${folder}/*`]), message },
        ],
      },
    ],
  },
});

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
  // Functions a newcomer can read: none longer than 80 lines of code. Tests are left
  // out: a describe block holds its tests.
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts", "server/**/*.js", "lighthouse/**/*.ts"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  // No import cycles: a module's imports are read before it, so a cycle makes one of them see the
  // other half-loaded. Type-only imports are left out (they vanish from the built code).
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // The bottom layer (LAYERS above has the others).
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../*"],
              message: "app/lib holds pure helpers: it imports nothing else from app/.",
            },
          ],
        },
      ],
    },
  },
  ...LAYERS.map(layerRule),
  // Scripts (and lighthouse/) reach the app's internals through one entry, app/build-api.ts.
  {
    files: ["scripts/**", "lighthouse/**"],
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
    rules: { "no-restricted-syntax": ["error", ...ADDRESS_RULES] },
  },
  // A page is what its loaders give it and the code: a build takes a page from the build cache
  // when its loaders' data and the code are those it was rendered from, so nothing that renders
  // pages reads the clock or the environment. The build's day is content's `publishing.today`.
  {
    files: ["app/components/**", "app/routes/**", "app/root.tsx", "app/seo/**"],
    rules: { "no-restricted-syntax": ["error", ...ADDRESS_RULES, ...PAGE_INPUT_RULES] },
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
