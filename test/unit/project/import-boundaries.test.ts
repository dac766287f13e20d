/**
 * The architecture's import zones (eslint.config.js, fxdesk/import-boundaries) bite: ESLint run on small snippets at
 * virtual paths in each zone reports the restricted import, and reports nothing for an import the zone allows.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import path from "node:path";
import { ESLint } from "eslint";

const root = path.join(__dirname, "../../..");
const RULE = "fxdesk/import-boundaries";

let eslint: ESLint;
beforeAll(() => {
  // The repo's own config, handed over rather than looked up: ESLint loads a config file by dynamic import,
  // which jest's module sandbox does not allow.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- eslint.config.js is CommonJS
  const config = require("../../../eslint.config.js") as ESLint.Options["overrideConfig"];
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
});

/** The import-boundary messages ESLint gives `code` as if it were the file at `file` (repo-relative). */
async function restrictions(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === RULE || message.fatal).map((message) => message.message);
}

const use = (source: string) => `import { value } from "${source}";\nexport const used = value;\n`;

describe("import zones", () => {
  it.each([
    ["src/domain/zone-check.ts", "../api", "domain imports nothing of ours outside src/domain"],
    ["src/domain/orders/zone-check.ts", "../../workbook/port", "domain imports nothing of ours outside src/domain"],
    ["src/api/zone-check.ts", "react", "api imports no Office or React"],
    ["src/api/resources/zone-check.ts", "../../jobs", "api imports no Office or React, and nothing from jobs"],
    ["src/api/zone-check.ts", "../workbook/port", "nothing from jobs, workbook"],
    ["src/api/schemas/zone-check.ts", "../../taskpane/host", "functions, taskpane"],
    ["src/jobs/zone-check.ts", "../api/internal/retry", "outside src/api only its index"],
    ["src/functions/zone-check.ts", "../api/resources/rates", "outside src/api only its index"],
    ["src/taskpane/shell/zone-check.ts", "../../api/shared-client", "outside src/api only its index"],
    ["src/jobs/zone-check.ts", "@fluentui/react-components", "jobs import no React"],
    ["src/jobs/engine/zone-check.ts", "../../taskpane/host", "nothing from taskpane, functions or playground"],
    ["src/jobs/zone-check.ts", "../functions/function-state", "nothing from taskpane, functions or playground"],
    ["src/taskpane/features/rates/zone-check.ts", "../booking", "a feature never imports another feature"],
    ["src/taskpane/features/booking/parts/zone-check.ts", "../../rates/formula-builder", "a feature never imports another feature"],
    ["src/taskpane/features/balances/zone-check.ts", "../beneficiaries/list", "a feature never imports another feature"],
    ["src/demo-service/zone-check.ts", "../api", "the demo service imports only src/domain of ours, nothing of src/api"],
    ["src/demo-service/routes/zone-check.ts", "../../api/schemas", "the demo service imports only src/domain of ours, nothing of src/api"],
    ["src/demo-service/onboarding/zone-check.ts", "../../api/schemas/onboarding/request-fields", "nothing of src/api"],
    ["src/demo-service/routes/zone-check.ts", "../../workbook/port", "the demo service imports only src/domain of ours"],
    ["src/server/zone-check.ts", "../domain", "the server imports nothing of ours"],
    ["src/workbook/zone-check.ts", "../api", "the workbook imports no React, and nothing of ours outside src/workbook and src/domain"],
    ["src/workbook/zone-check.ts", "../jobs", "the workbook imports no React, and nothing of ours outside src/workbook and src/domain"],
    ["src/workbook/zone-check.ts", "react", "the workbook imports no React"],
    ["src/functions/zone-check.ts", "../taskpane/host", "functions import no React, and nothing from taskpane, playground, demo-service or server"],
    ["src/functions/zone-check.ts", "../playground/formula-engine", "functions import no React, and nothing from taskpane, playground, demo-service or server"],
    ["src/functions/zone-check.ts", "@fluentui/react-components", "functions import no React"],
    ["src/taskpane/features/rates/zone-check.ts", "../../../functions/function-state", "outside src/functions only its index (src/functions) is imported"],
    ["src/taskpane/shell/zone-check.ts", "../../functions/service-outages", "outside src/functions only its index (src/functions) is imported"],
    ["src/taskpane/zone-check.ts", "../functions/functions", "its entry only by the playground"],
    ["src/playground/zone-check.ts", "../functions/rate-book", "outside src/functions only its index (src/functions) is imported"],
    ["src/taskpane/features/booking/zone-check.ts", "../../../jobs/engine/kind-spec", "outside src/jobs only its index (src/jobs) is imported"],
    ["src/taskpane/shell/zone-check.ts", "../../jobs/error-text", "outside src/jobs only its index (src/jobs) is imported"],
    ["src/functions/zone-check.ts", "../jobs/kinds", "outside src/jobs only its index (src/jobs) is imported"],
  ])("%s may not import %s", async (file, source, zone) => {
    const messages = await restrictions(file, use(source));
    expect(messages).toEqual([expect.stringContaining(`Restricted import of ${source}: `)]);
    expect(messages[0]).toContain(zone);
  });

  it("also catches type-only imports, re-exports and dynamic imports", async () => {
    const code = 'import type { Value } from "../jobs";\nexport { other } from "../jobs/kinds";\nexport const load = () => import("../workbook/port");\nexport type Used = Value;\n';
    expect(await restrictions("src/api/zone-check.ts", code)).toHaveLength(3);
  });

  it("also refuses Office's globals in the client, as values and as types", async () => {
    const code = "export const host = Office.context.host;\nexport type Failure = CustomFunctions.Error;\nexport const range = (r: Excel.Range) => r;\n";
    expect(await restrictions("src/api/zone-check.ts", code)).toEqual([
      expect.stringMatching(/^Restricted use of Office: api imports no Office/),
      expect.stringMatching(/^Restricted use of CustomFunctions: /),
      expect.stringMatching(/^Restricted use of Excel: /),
    ]);
    // The functions' own runtime is theirs; Office.js is the Office adapter's and host's.
    expect(await restrictions("src/functions/zone-check.ts", code)).toEqual([
      expect.stringMatching(/^Restricted use of Office: Office.js \(Office, Excel, OfficeExtension\) is used only by the Office adapter and host/),
      expect.stringMatching(/^Restricted use of Excel: Office.js/),
    ]);
    for (const officeSide of ["src/workbook/office-workbook.ts", "src/workbook/excel-patience.ts", "src/taskpane/office-host.ts"]) {
      expect(await restrictions(officeSide, code)).toEqual([expect.stringMatching(/^Restricted use of CustomFunctions: the custom-functions runtime \(CustomFunctions\) is used only by src\/functions/)]);
    }
  });

  it.each(["src/taskpane/shell/zone-check.ts", "src/taskpane/index.tsx", "src/jobs/engine/zone-check.ts", "src/workbook/zone-check.ts", "src/playground/zone-check.ts", "src/domain/zone-check.ts"])(
    "refuses Office.js in %s, as a global, as a type and read off globalThis",
    async (file) => {
      const code = [
        "export const ready = () => Office.onReady();",
        "export const run = (batch: (context: Excel.RequestContext) => Promise<void>) => Excel.run(batch);",
        "export const partition = (globalThis as { Office?: { context?: { partitionKey?: string } } }).Office?.context?.partitionKey;",
        'export const trace = window["OfficeExtension"];',
        "",
      ].join("\n");
      expect(await restrictions(file, code)).toEqual([
        expect.stringMatching(/^Restricted use of Office: Office.js/),
        expect.stringMatching(/^Restricted use of Excel: /),
        expect.stringMatching(/^Restricted use of Excel: /),
        expect.stringMatching(/^Restricted use of Office: /),
        expect.stringMatching(/^Restricted use of OfficeExtension: /),
      ]);
    },
  );

  it("leaves the custom-functions runtime to the functions and the playground's stand-in for it", async () => {
    const code = "export const failure = () => new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);\n";
    expect(await restrictions("src/taskpane/shell/zone-check.ts", code)).toEqual([
      expect.stringMatching(/^Restricted use of CustomFunctions: /),
      expect.stringMatching(/^Restricted use of CustomFunctions: /),
    ]);
    expect(await restrictions("src/functions/zone-check.ts", code)).toEqual([]);
    expect(await restrictions("src/playground/custom-functions-runtime.ts", "(globalThis as { CustomFunctions?: unknown }).CustomFunctions = {};\n")).toEqual([]);
  });

  it.each([
    ["src/domain/orders/zone-check.ts", "../money"],
    ["src/domain/zone-check.ts", "decimal.js"],
    ["src/api/zone-check.ts", "../domain"],
    ["src/api/resources/zone-check.ts", "../internal/retry"],
    ["src/jobs/zone-check.ts", "../api"],
    ["src/jobs/zone-check.ts", "../api/schemas/rates"],
    ["src/functions/zone-check.ts", "../workbook/port"],
    ["src/taskpane/features/rates/zone-check.ts", "./formula-builder"],
    ["src/taskpane/features/rates/zone-check.ts", "../../shell/feature"],
    ["src/taskpane/features/rates/zone-check.ts", "../../../domain"],
    ["src/demo-service/routes/zone-check.ts", "../wire"],
    ["src/demo-service/zone-check.ts", "../domain/money"],
    ["src/server/zone-check.ts", "./relay"],
    ["src/server/zone-check.ts", "fastify"],
    ["test/unit/api/internal/zone-check.test.ts", "../../../src/api/internal/retry"],
    ["src/workbook/zone-check.ts", "../domain/dates"],
    ["src/workbook/zone-check.ts", "./port"],
    ["src/functions/zone-check.ts", "../workbook/number-formats"],
    ["src/functions/zone-check.ts", "../jobs"],
    ["src/functions/zone-check.ts", "./rate-book"],
    ["src/taskpane/features/rates/zone-check.ts", "../../../functions"],
    ["src/taskpane/office-host.ts", "../functions"],
    ["src/playground/zone-check.ts", "../functions/index"],
    ["src/playground/zone-check.ts", "../functions/functions"],
    ["src/taskpane/features/booking/zone-check.ts", "../../../jobs"],
    ["src/jobs/engine/zone-check.ts", "../kinds"],
    ["test/unit/functions/zone-check.test.ts", "../../../src/functions/rate-book"],
    ["test/unit/jobs/zone-check.test.ts", "../../../src/jobs/engine/kind-spec"],
  ])("%s may import %s", async (file, source) => {
    expect(await restrictions(file, use(source))).toEqual([]);
  });
});
