/**
 * The architecture's import zones (eslint.config.js: eslint-plugin-boundaries for imports, ESLint's own
 * no-restricted-globals and no-restricted-syntax for Office's globals) bite: ESLint run on small snippets at virtual
 * paths in each zone reports the forbidden import or global, and reports nothing for one the zone allows. The imports
 * name files that exist, since the plugin judges the file an import resolves to.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import path from "node:path";
import { ESLint } from "eslint";

const root = path.join(__dirname, "../../..");
const ZONE_RULES = ["boundaries/dependencies", "boundaries/no-unknown-files", "no-restricted-globals", "no-restricted-syntax"];

let eslint: ESLint;
beforeAll(() => {
  // The repo's own config, handed over rather than looked up: ESLint loads a config file by dynamic import,
  // which jest's module sandbox does not allow.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- eslint.config.js is CommonJS
  const config = require("../../../eslint.config.js") as ESLint.Options["overrideConfig"];
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
});

/** The zone messages ESLint gives `code` as if it were the file at `file` (repo-relative); a parse failure shows too. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => ZONE_RULES.includes(message.ruleId ?? "") || message.fatal).map((message) => message.message);
}

const use = (source: string, name = "value") => `import { ${name} } from "${source}";\nexport const used = ${name};\n`;
const noPolicy = (from: string, to: string) => `There is no policy allowing dependencies from elements of type "${from}"${from === "pane-feature" ? ' and captured values: feature="rates"' : ""} to elements of type "${to}"`;

describe("import zones", () => {
  it.each([
    ["src/domain/zone-check.ts", "../api", noPolicy("domain", "api")],
    ["src/domain/orders/zone-check.ts", "../../workbook", noPolicy("domain", "workbook")],
    ["src/api/zone-check.ts", "../workbook", noPolicy("api", "workbook")],
    ["src/api/resources/zone-check.ts", "../../jobs", noPolicy("api", "jobs")],
    ["src/api/schemas/zone-check.ts", "../../taskpane/host", noPolicy("api", "pane-root")],
    ["src/workbook/zone-check.ts", "../jobs", noPolicy("workbook", "jobs")],
    ["src/workbook/zone-check.ts", "../api", noPolicy("workbook", "api")],
    // Outside a layer, only its index (and the api's wire schemas).
    ["src/jobs/zone-check.ts", "../api/internal/retry", noPolicy("jobs", "api")],
    ["src/jobs/zone-check.ts", "../workbook/port", noPolicy("jobs", "workbook")],
    ["src/functions/zone-check.ts", "../jobs/kinds", noPolicy("functions", "jobs")],
    ["src/taskpane/shell/zone-check.ts", "../../functions/service-outages", noPolicy("pane-shell", "functions")],
    ["src/taskpane/features/booking/zone-check.ts", "../../../jobs/engine/kind-spec", 'to elements of type "jobs"'],
    // A kind's folder pairs its view with its spec file, and reaches nothing else inside jobs; the rest of the feature, not even that.
    ["src/taskpane/features/booking/kinds/contact/zone-check.ts", "../../../../../jobs/engine/kind-spec", 'to elements of type "jobs"'],
    ["src/taskpane/features/booking/kinds/payment/zone-check.ts", "../../../../../jobs/kinds/payment/payment-review", 'to elements of type "jobs"'],
    ["src/taskpane/features/booking/zone-check.ts", "../../../jobs/kinds/contact", 'to elements of type "jobs"'],
    ["src/taskpane/features/rates/zone-check.ts", "../../../jobs/kinds/contact", noPolicy("pane-feature", "jobs")],
    ["src/playground/zone-check.ts", "../functions/rate-book", noPolicy("playground", "functions")],
    ["src/taskpane/zone-check.ts", "../functions/functions", noPolicy("pane-root", "functions")],
    // Dependencies point one way: taskpane and functions → jobs → api + domain + workbook.
    ["src/jobs/engine/zone-check.ts", "../../taskpane/host", noPolicy("jobs", "pane-root")],
    ["src/jobs/zone-check.ts", "../functions", noPolicy("jobs", "functions")],
    ["src/functions/zone-check.ts", "../taskpane/host", noPolicy("functions", "pane-root")],
    ["src/functions/zone-check.ts", "../playground/formula-engine", noPolicy("functions", "playground")],
    // The shell only composes: only it imports features, and nothing shared imports it.
    ["src/taskpane/features/rates/zone-check.ts", "../booking", noPolicy("pane-feature", "pane-feature")],
    ["src/taskpane/features/rates/zone-check.ts", "../../shell/feature-tabs", noPolicy("pane-feature", "pane-shell")],
    ["src/taskpane/components/zone-check.ts", "../shell/shell", noPolicy("pane-components", "pane-shell")],
    ["src/taskpane/components/zone-check.ts", "../features/rates", noPolicy("pane-components", "pane-feature")],
    ["src/taskpane/zone-check.ts", "./features/rates", noPolicy("pane-root", "pane-feature")],
    ["src/playground/zone-check.ts", "../taskpane/features/rates", noPolicy("playground", "pane-feature")],
    ["src/taskpane/shell/zone-check.ts", "../features/rates/formula-builder", noPolicy("pane-shell", "pane-feature")],
    // Only tests and scripts import the demo service and the relay server.
    ["src/playground/zone-check.ts", "../demo-service/main", noPolicy("playground", "demo-service")],
    ["src/taskpane/shell/zone-check.ts", "../../demo-service/main", noPolicy("pane-shell", "demo-service")],
    ["src/jobs/zone-check.ts", "../server/relay", noPolicy("jobs", "server")],
    ["src/taskpane/zone-check.ts", "../server/app", noPolicy("pane-root", "server")],
    ["src/demo-service/zone-check.ts", "../api/schemas", noPolicy("demo-service", "api")],
    ["src/demo-service/zone-check.ts", "../workbook", noPolicy("demo-service", "workbook")],
    // The demo service owns the provider's rules (demo-service/rules): it takes none of domain's, and never domain's index.
    ["src/demo-service/zone-check.ts", "../domain", noPolicy("demo-service", "domain")],
    ["src/demo-service/zone-check.ts", "../domain/bank-details", noPolicy("demo-service", "domain")],
    ["src/demo-service/routes/zone-check.ts", "../../domain/client-values", noPolicy("demo-service", "domain")],
    ["src/demo-service/routes/zone-check.ts", "../../domain/purpose-code-rule", noPolicy("demo-service", "domain")],
    ["src/demo-service/zone-check.ts", "../domain/payee-check", noPolicy("demo-service", "domain")],
    ["src/demo-service/zone-check.ts", "../domain/hold-period", noPolicy("demo-service", "domain")],
    ["src/demo-service/zone-check.ts", "../domain/invalid-input", noPolicy("demo-service", "domain")],
    ["src/server/zone-check.ts", "../domain", noPolicy("server", "domain")],
    // The provider's wire format is the bottom: it takes nothing of ours, and the jobs reach it only through domain and the api.
    ["src/provider-format/zone-check.ts", "../domain", noPolicy("provider-format", "domain")],
    ["src/provider-format/zone-check.ts", "../demo-service/rules/value-lists", noPolicy("provider-format", "demo-service")],
    ["src/jobs/zone-check.ts", "../provider-format/value-lists", noPolicy("jobs", "provider-format")],
    // Nothing of src imports a file outside every zone.
    ["src/jobs/zone-check.ts", "../../test/support/demo-service", 'There is no policy allowing dependencies from elements of type "jobs" to entities of module with origin "local"'],
  ])("%s may not import %s", async (file, source, why) => {
    expect(await refusals(file, use(source))).toEqual([expect.stringContaining(why)]);
  });

  it.each([
    ["src/api/zone-check.ts", "react"],
    ["src/jobs/zone-check.ts", "@fluentui/react-components"],
    ["src/workbook/zone-check.ts", "react-dom/client"],
    ["src/functions/zone-check.ts", "@fluentui/react-components"],
    ["src/domain/zone-check.ts", "react"],
    ["src/provider-format/zone-check.ts", "react"],
  ])("%s may not import %s", async (file, source) => {
    expect(await refusals(file, use(source))).toEqual([expect.stringMatching(/^[a-z-]+ imports no React, Fluent or Office package/)]);
  });

  it("leaves each workbook adapter to its composition root: the Office one to the pane's Office host, the in-memory one to the playground", async () => {
    const office = /^the Office.js workbook adapter is created by the task pane's Office host alone/;
    const memory = /^the in-memory workbook is created by the playground alone/;
    expect(await refusals("src/taskpane/features/booking/zone-check.ts", use("../../../workbook", "OfficeWorkbook"))).toEqual([expect.stringMatching(office)]);
    expect(await refusals("src/taskpane/shell/zone-check.ts", "import type { ExcelRun } from \"../../workbook\";\nexport type Run = ExcelRun;\n")).toEqual([expect.stringMatching(office)]);
    expect(await refusals("src/playground/zone-check.ts", use("../workbook", "OfficeWorkbook"))).toEqual([expect.stringMatching(office)]);
    expect(await refusals("src/jobs/zone-check.ts", use("../workbook", "MemoryWorkbook"))).toEqual([expect.stringMatching(memory)]);
    expect(await refusals("src/taskpane/zone-check.ts", use("../workbook", "WorkbookModel"))).toEqual([expect.stringMatching(memory)]);
    expect(await refusals("src/taskpane/office-host.ts", use("../workbook", "OfficeWorkbook"))).toEqual([]);
    expect(await refusals("src/playground/zone-check.ts", use("../workbook", "MemoryWorkbook"))).toEqual([]);
  });

  it("also catches type-only imports, re-exports and dynamic imports", async () => {
    const code = 'import type { Value } from "../jobs";\nexport { other } from "../jobs/kinds";\nexport const load = () => import("../workbook/port");\nexport type Used = Value;\n';
    expect(await refusals("src/api/zone-check.ts", code)).toEqual([
      expect.stringContaining(noPolicy("api", "jobs")),
      expect.stringContaining(noPolicy("api", "jobs")),
      expect.stringContaining(noPolicy("api", "workbook")),
    ]);
  });

  it("gives every folder of src a zone, and refuses a file outside them", async () => {
    const folders = ["domain", "api", "workbook", "jobs", "functions", "taskpane", "taskpane/components", "taskpane/features/rates", "taskpane/shell", "playground", "demo-service", "server", "provider-format"];
    for (const folder of folders) expect([folder, await refusals(`src/${folder}/zone-check.ts`, "export const value = 1;\n")]).toEqual([folder, []]);
    expect(await refusals("src/reports/zone-check.ts", "export const value = 1;\n")).toEqual(["File does not match any file pattern and does not belong to any known element"]);
  });

  it.each([
    ["src/domain/orders/zone-check.ts", "../money"],
    ["src/domain/zone-check.ts", "decimal.js"],
    ["src/api/zone-check.ts", "../domain"],
    ["src/api/resources/zone-check.ts", "../internal/retry"],
    ["src/workbook/zone-check.ts", "../domain/dates"],
    ["src/workbook/zone-check.ts", "./port"],
    ["src/jobs/zone-check.ts", "../api"],
    ["src/jobs/zone-check.ts", "../api/schemas/rates"],
    ["src/jobs/zone-check.ts", "../workbook"],
    ["src/jobs/engine/zone-check.ts", "../kinds"],
    ["src/functions/zone-check.ts", "../workbook"],
    ["src/functions/zone-check.ts", "../jobs"],
    ["src/functions/zone-check.ts", "./rate-book"],
    ["src/taskpane/features/rates/zone-check.ts", "./formula-builder"],
    ["src/taskpane/features/rates/zone-check.ts", "../../components/describe-error"],
    ["src/taskpane/features/rates/zone-check.ts", "../../host"],
    ["src/taskpane/features/rates/zone-check.ts", "../../../domain"],
    ["src/taskpane/features/rates/zone-check.ts", "../../../functions"],
    ["src/taskpane/features/booking/zone-check.ts", "../../../jobs"],
    ["src/taskpane/features/booking/kinds/contact/zone-check.ts", "../../../../../jobs/kinds/contact"],
    ["src/taskpane/shell/zone-check.ts", "../features/booking"],
    ["src/taskpane/shell/zone-check.ts", "../components/feature"],
    ["src/taskpane/components/zone-check.ts", "../host"],
    ["src/taskpane/zone-check.ts", "./shell/shell"],
    ["src/taskpane/office-host.ts", "../functions"],
    ["src/playground/zone-check.ts", "../functions/index"],
    ["src/playground/zone-check.ts", "../functions/functions"],
    ["src/playground/zone-check.ts", "../taskpane/app"],
    ["src/playground/zone-check.ts", "../taskpane/shell/theme"],
    ["src/demo-service/zone-check.ts", "../domain/money"],
    ["src/demo-service/ledger/zone-check.ts", "../../domain/currencies"],
    ["src/demo-service/zone-check.ts", "../domain/dates"],
    ["src/demo-service/zone-check.ts", "../domain/pairs"],
    ["src/demo-service/zone-check.ts", "../domain/conversion-price"],
    ["src/demo-service/wire/zone-check.ts", "../../domain/onboarding/field-checks"],
    ["src/demo-service/routes/zone-check.ts", "../rules/bank-codes"],
    ["src/demo-service/wire/zone-check.ts", "../../provider-format/value-lists"],
    ["src/domain/zone-check.ts", "../provider-format/value-lists"],
    ["src/api/schemas/zone-check.ts", "../../provider-format/value-lists"],
    ["src/server/zone-check.ts", "./relay"],
    ["src/server/zone-check.ts", "fastify"],
    ["test/unit/api/internal/zone-check.test.ts", "../../../../src/api/internal/retry"],
    ["test/unit/jobs/zone-check.test.ts", "../../../src/jobs/engine/kind-spec"],
    ["test/support/zone-check.ts", "../../src/demo-service/main"],
    ["scripts/zone-check.ts", "../src/server/app"],
  ])("%s may import %s", async (file, source) => {
    expect(await refusals(file, use(source))).toEqual([]);
  });
});

describe("Office's globals", () => {
  const officeJs = /^Unexpected use of '(Office|Excel|OfficeExtension)'\. Office.js \(Office, Excel, OfficeExtension\) is used only by the adapters/;
  const sameWhy = /^Office.js \(Office, Excel, OfficeExtension\) is used only by the adapters/;

  it.each(["src/taskpane/shell/zone-check.ts", "src/taskpane/index.tsx", "src/jobs/engine/zone-check.ts", "src/workbook/zone-check.ts", "src/workbook/excel-patience.ts", "src/playground/zone-check.ts", "src/domain/zone-check.ts", "src/api/zone-check.ts"])(
    "are refused in %s, as a global, as a type and read off globalThis or window",
    async (file) => {
      const code = [
        "export const ready = () => Office.onReady();",
        "export const run = (batch: (context: Excel.RequestContext) => Promise<void>) => batch;",
        "export const partition = (globalThis as { Office?: { context?: { partitionKey?: string } } }).Office?.context?.partitionKey;",
        'export const trace = window["OfficeExtension"];',
        "",
      ].join("\n");
      expect(await refusals(file, code)).toEqual([expect.stringMatching(officeJs), expect.stringMatching(sameWhy), expect.stringMatching(sameWhy), expect.stringMatching(sameWhy)]);
    },
  );

  it("are the adapters' own: the workbook's Office adapter and the pane's Office host", async () => {
    const code = "export const ready = () => Office.onReady();\nexport type Range = Excel.Range;\nexport const partition = (globalThis as { Office?: unknown }).Office;\n";
    for (const adapter of ["src/workbook/office-workbook.ts", "src/taskpane/office-host.ts", "src/taskpane/office-partition.ts"]) expect([adapter, await refusals(adapter, code)]).toEqual([adapter, []]);
  });

  it("leave the custom-functions runtime to the functions and the playground's stand-in for it", async () => {
    const code = "export const failure = () => new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);\nexport type Failure = CustomFunctions.Error;\n";
    const runtime = /The custom-functions runtime \(CustomFunctions\) is used only by src\/functions/;
    for (const file of ["src/taskpane/shell/zone-check.ts", "src/taskpane/office-host.ts", "src/api/zone-check.ts"]) {
      expect([file, await refusals(file, code)]).toEqual([file, [expect.stringMatching(runtime), expect.stringMatching(runtime), expect.stringMatching(runtime)]]);
    }
    expect(await refusals("src/functions/zone-check.ts", code)).toEqual([]);
    expect(await refusals("src/playground/custom-functions-runtime.ts", "(globalThis as { CustomFunctions?: unknown }).CustomFunctions = {};\n")).toEqual([]);
    // Office.js stays the adapters' inside src/functions too.
    expect(await refusals("src/functions/zone-check.ts", "export const host = Office.context.host;\n")).toEqual([expect.stringMatching(officeJs)]);
  });
});
