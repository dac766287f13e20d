const os = require("node:os");

// Three projects, run together by `npm test` and alone by `npm run test:unit`, `test:integration` and `test:e2e`.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

// ESM-only packages that jest (CommonJS) must transform.
const esmPackages = ["p-limit", "yocto-queue"].join("|");

const shared = {
  transform: { "^.+\\.(t|j)sx?$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: { "^office-addin-manifest$": "<rootDir>/test/stubs/office-addin-manifest.js" },
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/test/support/async-bounds.ts"],
};

module.exports = {
  // A bound for a test that hangs, not a speed check: a test on a machine busy with a second test run can take many
  // times its usual time and still be right (speed is measured by `npm run bench`). Files set no bounds of their own.
  testTimeout: 300_000,
  // Every core but the one jest's own process and the browser share, and never fewer than two: the tests wait on
  // HTTP and on a browser far more than they compute, so two workers keep a two-core machine busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  reporters: ["default", "<rootDir>/test/reporters/slowest-files.js"],
  projects: [
    { ...shared, displayName: "unit", testMatch: ["<rootDir>/test/unit/**/*.test.ts?(x)"] },
    { ...shared, displayName: "integration", testMatch: ["<rootDir>/test/integration/**/*.test.ts?(x)"] },
    // Browser tests: one production build of the playground and one system Chromium for the run (globalSetup), each
    // file with its own demo service, origin and browser context, so files run side by side.
    {
      ...shared,
      displayName: "e2e",
      testMatch: ["<rootDir>/test/e2e/**/*.test.ts"],
      globalSetup: "<rootDir>/test/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/test/e2e/support/global-teardown.ts",
    },
  ],
};
