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
    ["src/sim/zone-check.ts", "../api", "the demo service imports only src/domain of ours, nothing of src/api"],
    ["src/sim/routes/zone-check.ts", "../../api/schemas", "the demo service imports only src/domain of ours, nothing of src/api"],
    ["src/sim/onboarding/zone-check.ts", "../../api/schemas/onboarding/request-fields", "nothing of src/api"],
    ["src/sim/routes/zone-check.ts", "../../workbook/port", "the demo service imports only src/domain of ours"],
    ["src/server/zone-check.ts", "../domain", "the server imports nothing of ours"],
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
    expect(await restrictions("src/functions/zone-check.ts", code)).toEqual([]);
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
    ["src/sim/routes/zone-check.ts", "../wire"],
    ["src/sim/zone-check.ts", "../domain/money"],
    ["src/server/zone-check.ts", "./relay"],
    ["src/server/zone-check.ts", "fastify"],
    ["test/unit/api/internal/zone-check.test.ts", "../../../src/api/internal/retry"],
  ])("%s may import %s", async (file, source) => {
    expect(await restrictions(file, use(source))).toEqual([]);
  });
});
