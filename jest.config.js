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
    { ...shared, displayName: "integration", testMatch: ["<rootDir>/test/integration/**/*.test.ts?(x)"] },
    // Browser tests: a production build of the playground in system Chromium against the demo service.
    { ...shared, displayName: "e2e", testMatch: ["<rootDir>/test/e2e/**/*.test.ts"] },
  ],
};
