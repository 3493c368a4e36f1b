import path from "node:path";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Layers, from the bottom: each imports only from the layers below it (or from its own), type
// imports included, so the folder tree reads as the architecture. A list a lower layer needs from
// a higher one (the tools' ids, the contact form's fields) is a parameter, never an import.
// docs/architecture.md draws them.
export const LAYERS = [
  { name: "pure helpers", parts: ["lib", "styles"] },
  { name: "content (reading and checking content/)", parts: ["content"] },
  { name: "languages (each translation over its English)", parts: ["i18n"] },
  { name: "layout and shared UI, and islands", parts: ["components", "islands"] },
  { name: "features (contact form, tools, preview)", parts: ["features"] },
  { name: "meta, JSON-LD and feeds", parts: ["seo"] },
  {
    name: "routes and the document",
    parts: ["routes", "root.tsx", "routes.ts", "entry.server.tsx", "entry.client.tsx"],
  },
  { name: "the build and the editor", parts: ["build-time", "editor"] },
  { name: "the scripts' entries", parts: ["build-api.ts", "export-api.ts"] },
];

const folders = (layer) => layer.parts.map((part) => `app/${part}`).join(", ");
const LAYER_ORDER = LAYERS.map(folders).join(" < ");

/** Each layer's files may import nothing from any layer above it. */
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.parts.map((part) => `./app/${part}`),
  from: LAYERS.slice(index + 1).flatMap((each) => each.parts.map((part) => `./app/${part}`)),
  message: `${folders(layer)} (${layer.name}) imports only from the layers below it; a list it needs from above is a parameter. The layers: ${LAYER_ORDER}.`,
}));

/**
 * Inside the tools (app/features/tools): the shared code of every tool, notes/ (saving, merging,
 * importing a parent's notes) below ui/ (what every tool shows around its questions), imports no
 * tool's own folder, so a tool is its folder and one registry line; notes/ imports nothing of ui/.
 */
const TOOLS = "./app/features/tools";
const toolZones = [
  {
    target: [`${TOOLS}/notes`, `${TOOLS}/ui`],
    from: TOOLS,
    except: ["./notes", "./ui", "./registry.ts", "./schemas.ts"],
    message:
      "The tools' shared code (notes/, ui/) imports no tool's folder, only notes/, ui/, registry.ts and schemas.ts: a tool is its folder and one registry line.",
  },
  {
    target: `${TOOLS}/notes`,
    from: `${TOOLS}/ui`,
    message:
      "The tools' notes/ (saving, merging, importing) is below ui/: it imports nothing of it.",
  },
];

/**
 * Beside app/: server/ (npm start) serves the export and reads nothing of the app or of the
 * scripts that build it; what the export and the server share (where releases live, their
 * lifecycle, the header set) lives in server/ and the export imports it. app/ reaches neither.
 */
const projectZones = [
  {
    target: "./server",
    from: ["./app", "./scripts", "./lighthouse"],
    message:
      "server/ serves the export and imports nothing of app/, scripts/ or lighthouse/: what the export and the server share lives in server/, and scripts/export imports it from there.",
  },
  {
    target: "./app",
    from: ["./scripts", "./server", "./lighthouse"],
    message:
      "app/ imports nothing of scripts/, server/ or lighthouse/: they stand on it or beside it.",
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

export default tseslint.config(
  {
    ignores: [
      "build/",
      "releases/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // This folder, named: typescript-eslint refuses to guess it when one process lints two projects.
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
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
  // The layers, below. (No import cycles is test/import-cycles.test.ts: one read of the import
  // graph, where import-x/no-cycle followed every import again from each file.)
  {
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts", "server/**/*.js"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // This project's tsconfig, named: left to find it, the resolver takes the first folder a
      // process lints from for every later one (a test that lints a scratch copy in process).
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, "tsconfig.json"),
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        // Zones from this folder, not from where ESLint was started (the rule's default).
        { basePath: import.meta.dirname, zones: [...layerZones, ...toolZones, ...projectZones] },
      ],
    },
  },
  // Scripts (and lighthouse/) reach the app's internals through one entry, app/build-api.ts, or
  // its light part alone, app/export-api.ts (for what only reads built pages).
  {
    files: ["scripts/**", "lighthouse/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/|(^|/)app/(?!(build-api|export-api)$)",
              message:
                "Scripts import the app only through app/build-api.ts (or its light part, app/export-api.ts): export it there.",
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
  {
    files: ["server/**/*.js", "app/lib/kept-build.js", "scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
