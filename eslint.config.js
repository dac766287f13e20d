const js = require("@eslint/js");
const tseslint = require("typescript-eslint");
const globals = require("globals");

const boundaries = require("eslint-plugin-boundaries");

/**
 * Dependency direction (docs/architecture.md, "Layout and dependency direction"), checked by eslint-plugin-boundaries on
 * the file an import resolves to, so "../../api/internal/x" and "../api/internal/x" are the same import wherever the
 * importing file sits. Every folder of src is a zone; a zone imports what a policy below allows and nothing else of
 * ours (a file of src outside every zone, or of test/ or scripts/, included). Inside a zone anything goes. Tests and
 * scripts may reach inside any layer; they alone may import the demo service and the relay server.
 */
const zone = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });
const ZONES = [
  zone("domain", "src/domain"),
  zone("api", "src/api"),
  zone("workbook", "src/workbook"),
  zone("jobs", "src/jobs"),
  zone("functions", "src/functions"),
  zone("pane-components", "src/taskpane/components"),
  zone("pane-feature", "src/taskpane/features/*", { capture: ["feature"] }),
  zone("pane-shell", "src/taskpane/shell"),
  // The pane's own files: its entry (index.tsx, app.tsx), the host port features are handed (host.ts) and the Office host.
  zone("pane-root", "src/taskpane"),
  zone("playground", "src/playground"),
  zone("demo-service", "src/demo-service"),
  zone("server", "src/server"),
  // The provider's wire format, transcribed once from its reference: shared by the client and the demo service.
  zone("provider-format", "src/provider-format"),
];

/** What of a layer the rest may import: its index (and the api's wire schemas), never a file inside. */
const to = (type, fileInternalPath) => ({ type, ...(fileInternalPath === undefined ? {} : { fileInternalPath }) });
const DOMAIN = to("domain");
const API = to("api", ["index.ts", "schemas/**"]);
const WORKBOOK = to("workbook", "index.ts");
const JOBS = to("jobs", "index.ts");
const FUNCTIONS = to("functions", "index.ts");
const PANE_HOST = to("pane-root", "host.ts");
/** The provider's enumerations (docs/client.md, "One wire format"): what domain, the client and the demo service share. */
const PROVIDER_FORMAT = to("provider-format");
/**
 * What the demo service may take from domain: only what carries no rule of the provider's — decimal amounts and ISO
 * 4217 minor units (money, currencies), ISO dates, control characters, market-convention pairs, the interpreter of a
 * field rule and an upload's content check (onboarding/field-checks, onboarding/image-file), and the arithmetic of a
 * price (conversion-price). The provider's rules themselves (bank codes, purpose codes, payee-check countries, value
 * lists, hold periods) are its own, in demo-service/rules, so a test of the demo service can catch the client
 * misreading them (docs/demo-service.md, "What the demo service takes from domain"); only the reference's plain
 * enumerations are shared, from provider-format, not from domain. Never domain's index, which exports everything.
 */
const DEMO_SERVICE_DOMAIN = to("domain", [
  "money.ts", "currencies.ts", "dates.ts", "control-characters.ts", "pairs.ts", "conversion-price.ts",
  "onboarding/field-checks.ts", "onboarding/image-file.ts",
]);
const allow = (from, ...targets) => ({ from: { element: { type: from } }, allow: { to: { element: targets } } });

const UI_PACKAGES = ["react", "react-dom", "@fluentui/**", "@microsoft/office-js", "office-addin-*"];
/** The workbook's adapters, which its index also exports: each is created by its composition root alone. */
const OFFICE_ADAPTER = ["OfficeWorkbook", "ExcelRun"];
const MEMORY_ADAPTER = ["MemoryWorkbook", "WorkbookModel"];
const adapter = (specifiers) => ({ to: { element: { type: "workbook" } }, dependency: { specifiers } });

const IMPORT_POLICIES = [
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  allow("domain", PROVIDER_FORMAT),
  allow("api", DOMAIN, PROVIDER_FORMAT),
  allow("workbook", DOMAIN),
  allow("jobs", DOMAIN, API, WORKBOOK),
  allow("functions", DOMAIN, API, WORKBOOK, JOBS),
  allow("pane-components", DOMAIN, API, WORKBOOK, JOBS, FUNCTIONS, PANE_HOST, to("pane-root", "office-partition.ts")),
  // A feature reaches another only through what the shell hands it: never by an import.
  allow("pane-feature", DOMAIN, API, WORKBOOK, JOBS, FUNCTIONS, PANE_HOST, to("pane-components")),
  // A kind's folder in the booking feature pairs its view with its spec (BookingKind; kinds/index.ts registers the
  // pair in one line): the spec's own file, and nothing else inside jobs.
  { from: { element: { type: "pane-feature", captured: { feature: "booking" }, fileInternalPath: "kinds/*/*" } }, allow: { to: { element: [to("jobs", "kinds/*.ts")] } } },
  allow("pane-shell", DOMAIN, API, WORKBOOK, JOBS, FUNCTIONS, PANE_HOST, to("pane-root", "office-partition.ts"), to("pane-components"), to("pane-feature", "index.ts")),
  allow("pane-root", DOMAIN, API, WORKBOOK, JOBS, FUNCTIONS, to("pane-components"), to("pane-shell", ["shell.tsx", "theme.ts"])),
  // The playground runs the pane on the in-memory workbook, and loads the functions' entry as Excel does, for the FX.* functions it registers.
  allow("playground", DOMAIN, API, WORKBOOK, FUNCTIONS, to("functions", "functions.ts"), to("pane-root", ["app.tsx", "host.ts"]), to("pane-shell", "theme.ts")),
  allow("demo-service", DEMO_SERVICE_DOMAIN, PROVIDER_FORMAT),
  {
    from: { element: { type: ["provider-format", "domain", "api", "workbook", "jobs", "functions"] } },
    disallow: { to: { module: { origin: "external", source: UI_PACKAGES } } },
    message: "{{from.type}} imports no React, Fluent or Office package (docs/architecture.md, \"Layout and dependency direction\")",
  },
  { disallow: adapter(OFFICE_ADAPTER), message: "the Office.js workbook adapter is created by the task pane's Office host alone (src/taskpane/office-host.ts)" },
  { disallow: adapter(MEMORY_ADAPTER), message: "the in-memory workbook is created by the playground alone (and by tests and scripts)" },
  { from: { element: { type: "pane-root", fileInternalPath: "office-host.ts" } }, allow: adapter(OFFICE_ADAPTER) },
  { from: { element: { type: "playground" } }, allow: adapter(MEMORY_ADAPTER) },
];

/**
 * Office.js is ambient (a script tag and its type declarations), so its globals are refused by name, in types too
 * (typescript-eslint's scope analysis reports type references as references) and read off globalThis, window or
 * self. The adapters — the only files that talk to Office.js — are the workbook's Office adapter and the pane's Office
 * host; the custom-functions runtime belongs to src/functions and the playground's stand-in for it.
 */
const OFFICE_ADAPTERS = ["src/workbook/office-workbook.ts", "src/taskpane/office-*.ts"];
const CUSTOM_FUNCTIONS_SIDE = ["src/functions/**", "src/playground/custom-functions-runtime.ts"];
const OFFICE_JS = { names: ["Office", "Excel", "OfficeExtension"], why: "Office.js (Office, Excel, OfficeExtension) is used only by the adapters: the workbook's Office adapter (src/workbook/office-workbook.ts) and the pane's Office host (src/taskpane/office-*.ts)" };
const RUNTIME = { names: ["CustomFunctions"], why: "The custom-functions runtime (CustomFunctions) is used only by src/functions and the playground's stand-in for it" };
/** ESLint's own rules, set for one group of files: a global as a value, as a type, and read off a global object. */
const refusedGlobals = (...groups) => ({
  "no-restricted-globals": ["error", ...groups.flatMap(({ names, why }) => names.map((name) => ({ name, message: `${why}.` })))],
  "no-restricted-syntax": [
    "error",
    ...groups.flatMap(({ names, why }) => {
      const name = `/^(${names.join("|")})$/`;
      const message = `${why}.`;
      const globalObject = "/^(globalThis|window|self)$/";
      return [
        // no-restricted-globals leaves out types: Excel.Range, typeof Office.
        { selector: `TSQualifiedName[left.name=${name}], TSTypeReference[typeName.name=${name}], TSTypeQuery[exprName.name=${name}]`, message },
        // globalThis.Office, window["Excel"], (globalThis as { Office?: … }).Office
        { selector: `MemberExpression[object.name=${globalObject}][property.name=${name}], MemberExpression[object.name=${globalObject}][property.value=${name}]`, message },
        { selector: `MemberExpression[object.expression.name=${globalObject}][property.name=${name}], MemberExpression[object.expression.name=${globalObject}][property.value=${name}]`, message },
      ];
    }),
  ],
});

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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
      "boundaries/elements": ZONES,
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkAllOrigins: true, checkUnknownLocals: true, policies: IMPORT_POLICIES }],
      "boundaries/no-unknown-files": "error",
    },
  },
  { files: ["src/**/*.{ts,tsx}"], ignores: [...OFFICE_ADAPTERS, ...CUSTOM_FUNCTIONS_SIDE], rules: refusedGlobals(OFFICE_JS, RUNTIME) },
  { files: OFFICE_ADAPTERS, rules: refusedGlobals(RUNTIME) },
  { files: CUSTOM_FUNCTIONS_SIDE, rules: refusedGlobals(OFFICE_JS) },
);
