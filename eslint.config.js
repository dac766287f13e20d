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
// Office's API is ambient (a script tag + @types), so it is refused as a global, in types too, and read off
// globalThis / window / self as well.
const OFFICE_GLOBALS = ["Office", "Excel", "CustomFunctions", "OfficeExtension"];
const inside = (file, ...dirs) => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));
const feature = (file) => /^src\/taskpane\/features\/([^/]+)\//.exec(file)?.[1];
/** The Office adapter and host: the only files that talk to Office.js (Office, Excel, OfficeExtension). */
const officeSide = (file) => /^src\/workbook\/(office|excel)-[^/]+\.ts$/.test(file) || /^src\/taskpane\/office-[^/]+\.tsx?$/.test(file);
/** A module's public index: `src/x` or `src/x/index`. */
const isIndexOf = (target, dir) => target.path === dir || target.path === `${dir}/index`;

const ZONES = [
  {
    name: "domain imports nothing of ours outside src/domain",
    covers: (file) => inside(file, "src/domain"),
    refuses: (target) => target.ours && !inside(target.path, "src/domain"),
  },
  {
    name: "api imports no Office or React, and nothing from jobs, workbook, functions, taskpane, playground, demo-service or server",
    covers: (file) => inside(file, "src/api"),
    refuses: (target) =>
      target.ours
        ? inside(target.path, "src/jobs", "src/workbook", "src/functions", "src/taskpane", "src/playground", "src/demo-service", "src/server")
        : ui.test(target.package),
    refusedGlobals: OFFICE_GLOBALS,
  },
  {
    name: "Office.js (Office, Excel, OfficeExtension) is used only by the Office adapter and host (src/workbook/office-*, src/workbook/excel-*, src/taskpane/office-*)",
    covers: (file) => inside(file, "src") && !inside(file, "src/api") && !officeSide(file),
    refuses: () => false,
    refusedGlobals: ["Office", "Excel", "OfficeExtension"],
  },
  {
    name: "the custom-functions runtime (CustomFunctions) is used only by src/functions and the playground's stand-in for it",
    covers: (file) => inside(file, "src") && !inside(file, "src/api", "src/functions", "src/playground/custom-functions-runtime.ts"),
    refuses: () => false,
    refusedGlobals: ["CustomFunctions"],
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
    name: "outside src/jobs only its index (src/jobs) is imported",
    covers: (file) => !inside(file, "src/jobs", "test"),
    refuses: (target) => target.ours && inside(target.path, "src/jobs") && !isIndexOf(target, "src/jobs"),
  },
  {
    name: "the workbook imports no React, and nothing of ours outside src/workbook and src/domain",
    covers: (file) => inside(file, "src/workbook"),
    refuses: (target) => (target.ours ? !inside(target.path, "src/workbook", "src/domain") : ui.test(target.package)),
  },
  {
    name: "functions import no React, and nothing from taskpane, playground, demo-service or server",
    covers: (file) => inside(file, "src/functions"),
    refuses: (target) => (target.ours ? inside(target.path, "src/taskpane", "src/playground", "src/demo-service", "src/server") : ui.test(target.package)),
  },
  {
    // The playground loads the functions' entry as Excel does, for the FX.* functions it registers.
    name: "outside src/functions only its index (src/functions) is imported, and its entry only by the playground",
    covers: (file) => !inside(file, "src/functions", "test"),
    refuses: (target, file) =>
      target.ours && inside(target.path, "src/functions") && !isIndexOf(target, "src/functions") && !(inside(file, "src/playground") && target.path === "src/functions/functions"),
  },
  {
    name: "a feature never imports another feature",
    covers: (file) => feature(file) !== undefined,
    refuses: (target, file) => target.ours && feature(`${target.path}/`) !== undefined && feature(`${target.path}/`) !== feature(file),
  },
  {
    // Its own wire (src/demo-service/wire), never the client's, so a disagreement between the two can be seen (docs/demo-service.md, "The demo service stands beside the client, not on it").
    name: "the demo service imports only src/domain of ours, nothing of src/api",
    covers: (file) => inside(file, "src/demo-service"),
    refuses: (target) => target.ours && !inside(target.path, "src/demo-service", "src/domain"),
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
      // One report per import: the first zone it breaks (a layer's own zone comes before the public-index ones).
      const zone = zones.find((candidate) => candidate.refuses(target, file));
      if (zone) context.report({ node, messageId: "restricted", data: { source, zone: zone.name } });
    };
    const refusingGlobals = zones.filter((zone) => zone.refusedGlobals !== undefined);
    const reportGlobal = (node, name) => {
      const zone = refusingGlobals.find((candidate) => candidate.refusedGlobals.includes(name));
      if (zone) context.report({ node, messageId: "restrictedGlobal", data: { name, zone: zone.name } });
    };
    // `(globalThis as { Office?: … }).Office`: the same global, reached around the scope.
    const globalObjects = new Set(["globalThis", "window", "self"]);
    const unwrapped = (node) => (["TSAsExpression", "TSNonNullExpression", "TSTypeAssertion", "TSSatisfiesExpression"].includes(node.type) ? unwrapped(node.expression) : node);
    return {
      "Program:exit"(program) {
        if (refusingGlobals.length === 0) return;
        for (const reference of context.sourceCode.getScope(program).through) reportGlobal(reference.identifier, reference.identifier.name);
      },
      MemberExpression(node) {
        if (refusingGlobals.length === 0) return;
        const object = unwrapped(node.object);
        const name = node.computed ? (node.property.type === "Literal" ? node.property.value : undefined) : node.property.name;
        if (object.type === "Identifier" && globalObjects.has(object.name) && typeof name === "string") reportGlobal(node.property, name);
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
