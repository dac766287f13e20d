// Projects so `npm test` can run fast unit tests before the slower HTTP integration suite and the browser tests.
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
};

module.exports = {
  // A bound for a test that hangs, not a speed check: a 100-row run on a machine busy with other work can take
  // longer than jest's 5 s default and still be right (speed is measured by `npm run bench`).
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: "unit", testMatch: ["<rootDir>/test/unit/**/*.test.ts?(x)"] },
    // A generous bound per test: on a shared 2-core machine a whole run starts many services at once, and jest's 5 s
    // default timed out tests that take 1-2 s alone (unique-keys, onboarding images, rows during runs).
    { ...shared, displayName: "integration", testMatch: ["<rootDir>/test/integration/**/*.test.ts?(x)"], testTimeout: 30_000 },
    // Browser tests: a production build of the playground in system Chromium against the demo service.
    { ...shared, displayName: "e2e", testMatch: ["<rootDir>/test/e2e/**/*.test.ts"] },
  ],
};
