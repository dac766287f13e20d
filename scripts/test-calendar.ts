/**
 * `npm run test:calendar`: the integration suite once per awkward instant, each replacing the default pinned
 * "now" of every demo service the tests start (test/support/demo-service.ts). Prints one line per instant and
 * fails if any run fails. Order inside each run is shuffled too (`--randomize`): no test may lean on another.
 */
import { spawnSync } from "node:child_process";

const INSTANTS: [string, string][] = [
  ["Friday 16:00 UTC, after the cut-off", "2026-01-09T16:00:00Z"],
  ["Saturday 12:00 UTC", "2026-01-10T12:00:00Z"],
  ["Sunday 23:59:30 UTC", "2026-01-11T23:59:30Z"],
  ["31 December 23:59:30 UTC", "2026-12-31T23:59:30Z"],
  ["28 February 2028 23:59:30 UTC", "2028-02-28T23:59:30Z"],
];

const jest = require.resolve("jest/bin/jest");
const results = INSTANTS.map(([name, instant]) => {
  console.info(`\n=== ${name} (FXDESK_TEST_NOW=${instant})`);
  const run = spawnSync(process.execPath, [jest, "--selectProjects", "integration", "--randomize"], {
    stdio: "inherit",
    env: { ...process.env, FXDESK_TEST_NOW: instant },
  });
  return { name, instant, passed: run.status === 0 };
});

console.info("\nIntegration suite by pinned instant:");
for (const { name, instant, passed } of results) console.info(`  ${passed ? "green" : "RED  "}  ${instant}  ${name}`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
