/**
 * Run before every test file (jest.config.js, setupFilesAfterEnv). Testing Library's findBy and waitFor give up after
 * 1 s by default, a speed check in disguise: a rendering test on a machine busy with a second test run takes longer
 * and is still right. Here they wait as long as a browser test does; a test that means a shorter wait says so.
 */
if (typeof document !== "undefined") {
  // Loaded only where there is a DOM: the node-environment files do not pay for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require("@testing-library/dom") as typeof import("@testing-library/dom");
  configure({ asyncUtilTimeout: 60_000 });
}
