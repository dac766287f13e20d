const path = require("node:path");
const js = require("@eslint/js");
const tseslint = require("typescript-eslint");
const globals = require("globals");

/**
 * Dependency direction (docs/architecture.md, "Layout and dependency direction"), checked on the path an import resolves to, so "../../api/internal/x"
 * and "../api/internal/x" are the same import wherever the importing file sits. Each zone says which files it covers
 * and what they may not import: a path of ours (repo-relative, no extension) or a package.
 */
const ui = /^(react|react-dom|@fluentui\/.*|@microsoft\/office-js|office-addin-.*)(\/.*)?$/;
const OFFICE_GLOBALS = ["Office", "Excel", "CustomFunctions", "OfficeExtension"];
const inside = (file, ...dirs) => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));
const feature = (file) => /^src\/taskpane\/features\/([^/]+)\//.exec(file)?.[1];

const ZONES = [
  {
    name: "domain imports nothing of ours outside src/domain",
    covers: (file) => inside(file, "src/domain"),
    refuses: (target) => target.ours && !inside(target.path, "src/domain"),
  },
  {
    name: "api imports no Office or React, and nothing from jobs, workbook, functions, taskpane, playground, sim or server",
    covers: (file) => inside(file, "src/api"),
    refuses: (target) =>
      target.ours
        ? inside(target.path, "src/jobs", "src/workbook", "src/functions", "src/taskpane", "src/playground", "src/sim", "src/server")
        : ui.test(target.package),
    // Office's API is ambient (script tag + @types), so it is refused as a global, in types too.
    refusedGlobals: OFFICE_GLOBALS,
  },
  {
    name: "outside src/api only its index (src/api) and its wire schemas (src/api/schemas) are imported",
    covers: (file) => !inside(file, "src/api", "test"),
    refuses: (target) => target.ours && inside(target.path, "src/api") && !inside(target.path, "src/api/index", "src/api/schemas") && target.path !== "src/api",
  },
  {
    name: "jobs import no React, and nothing from taskpane, functions or playground",
    covers: (file) => inside(file, "src/jobs"),
    refuses: (target) => (target.ours ? inside(target.path, "src/taskpane", "src/functions", "src/playground") : ui.test(target.package)),
  },
  {
    name: "a feature never imports another feature",
    covers: (file) => feature(file) !== undefined,
    refuses: (target, file) => target.ours && feature(`${target.path}/`) !== undefined && feature(`${target.path}/`) !== feature(file),
  },
  {
    // Its own wire (src/sim/wire), never the client's, so a disagreement between the two can be seen (docs/architecture.md).
    name: "the demo service imports only src/domain of ours, nothing of src/api",
    covers: (file) => inside(file, "src/sim"),
    refuses: (target) => target.ours && !inside(target.path, "src/sim", "src/domain"),
  },
  {
    name: "the server imports nothing of ours",
    covers: (file) => inside(file, "src/server"),
    refuses: (target) => target.ours && !inside(target.path, "src/server"),
  },
];

const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keeps imports inside the architecture's dependency direction" },
    messages: {
      restricted: "Restricted import of {{source}}: {{zone}}.",
      restrictedGlobal: "Restricted use of {{name}}: {{zone}}.",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(__dirname, context.filename).split(path.sep).join("/");
    const zones = ZONES.filter((zone) => zone.covers(file));
    if (zones.length === 0) return {};
    const check = (node) => {
      const source = node?.type === "Literal" && typeof node.value === "string" ? node.value : undefined;
      if (source === undefined) return;
      const target = source.startsWith(".")
        ? { ours: true, path: path.relative(__dirname, path.resolve(path.dirname(context.filename), source)).split(path.sep).join("/").replace(/\.(tsx?|jsx?|json)$/, "") }
        : { ours: false, package: source };
      for (const zone of zones) {
        if (zone.refuses(target, file)) context.report({ node, messageId: "restricted", data: { source, zone: zone.name } });
      }
    };
    const refusingGlobals = zones.filter((zone) => zone.refusedGlobals !== undefined);
    return {
      "Program:exit"(program) {
        if (refusingGlobals.length === 0) return;
        for (const reference of context.sourceCode.getScope(program).through) {
          const { name } = reference.identifier;
          for (const zone of refusingGlobals) {
            if (zone.refusedGlobals.includes(name)) context.report({ node: reference.identifier, messageId: "restrictedGlobal", data: { name, zone: zone.name } });
          }
        }
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

module.exports = tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "test-artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"],
    plugins: { fxdesk: { rules: { "import-boundaries": importBoundaries } } },
    rules: { "fxdesk/import-boundaries": "error" },
  },
);
