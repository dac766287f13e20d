/**
 * What the first screen loads (docs/pane.md, "What the first screen loads"): taskpane.html runs the
 * functions entry and the task pane's entry before the sign-in form is interactive, so neither may import a tab's
 * panel, the client or its schemas statically; the signed-in part and each tab's panel are split points, loaded
 * when needed. Read from the sources' import graph (test/support/static-imports.ts), as webpack bundles it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { staticImports } from "../../support/static-imports";

const SIGN_IN_ENTRIES = ["src/functions/functions.ts", "src/taskpane/index.tsx"];
const featureDirs = readdirSync(path.join(__dirname, "../../../src/taskpane/features"));
const under = (modules: Set<string>, folder: string) => [...modules].filter((module) => module.startsWith(folder));

describe("the sign-in screen", () => {
  const signIn = staticImports(...SIGN_IN_ENTRIES);

  it("imports no feature, no job, and of the client only its errors", () => {
    expect(under(signIn.modules, "src/taskpane/features/")).toEqual([]);
    expect(under(signIn.modules, "src/jobs/")).toEqual([]);
    expect(signIn.modules).not.toContain("src/taskpane/shell/workspace.tsx");
    expect(under(signIn.modules, "src/api/").filter((module) => !["src/api/errors.ts", "src/api/schemas/onboarding/values.ts"].includes(module))).toEqual([]);
  });

  it("imports React and Fluent, and no package of the client or the rules (zod, decimal.js, ibantools …)", () => {
    expect([...signIn.packages].sort()).toEqual(["@fluentui/react-components", "react", "react-dom"]);
  });

  it("loads the signed-in part, the client and the functions' bodies when they are needed", () => {
    expect([...signIn.splitPoints].sort()).toEqual(["src/functions/cell-functions.ts", "src/taskpane/shell/session-actions.ts", "src/taskpane/shell/workspace.tsx"]);
  });

  it("runs of the functions entry nothing but the declarations Excel registers", () => {
    const functions = staticImports("src/functions/functions.ts");
    expect([...functions.modules]).toEqual(["src/functions/functions.ts"]);
    expect([...functions.packages]).toEqual([]);
  });
});

describe("the signed-in part", () => {
  const workspace = staticImports("src/taskpane/shell/workspace.tsx");

  it("imports of each panel feature only its registration (index.ts); booking also its kinds' tabs, not the booking panel", () => {
    for (const feature of featureDirs.filter((dir) => dir !== "booking")) {
      expect([feature, under(workspace.modules, `src/taskpane/features/${feature}/`)]).toEqual([feature, [`src/taskpane/features/${feature}/index.ts`]]);
    }
    expect(workspace.modules).toContain("src/taskpane/features/booking/booking-tab.tsx");
    expect(workspace.modules).not.toContain("src/taskpane/features/booking/booking-panel.tsx");
  });

  it("loads every tab's panel when it is opened, each its own split point", () => {
    const panels = [...workspace.splitPoints].sort();
    const panelOf = (feature: string) => (feature === "booking" ? "src/taskpane/features/booking/booking-panel.tsx" : `src/taskpane/features/${feature}/${feature}-tab.tsx`);
    expect(panels).toEqual(featureDirs.map(panelOf).sort());
    for (const panel of panels) expect(workspace.modules).not.toContain(panel);
  });
});

describe("webpack's side-effect free modules", () => {
  it("leave out no module imported for its effect: each such import names one the config exempts", async () => {
    const root = path.join(__dirname, "../../..");
    const src = path.join(root, "src");
    const forEffect = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(path.join(src, file), "utf8").matchAll(/^import ["'](\.[^"']+)["'];/gm)].map((match) => path.join(src, path.dirname(file), match[1] as string)));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config itself
    const configure = require("../../../webpack.config.js") as (env: unknown, argv: { mode: string }) => Promise<{ module: { rules: { sideEffects?: boolean; exclude?: string[] }[] } }>;
    const config = await configure({}, { mode: "development" });
    const exempt = config.module.rules.find((rule) => rule.sideEffects === false)?.exclude ?? [];
    expect(forEffect.map((file) => `${path.relative(root, file)}.ts`).sort()).toEqual(exempt.map((file) => path.relative(root, file)).sort());
  });
});
