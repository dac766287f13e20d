/**
 * Ends a jest run with its ten slowest test files and their times, so a slow test is seen the day it is written.
 * A file's time runs from its first hook to its last, as the worker ran it (its setup and its tests).
 */
const path = require("node:path");

const SHOWN = 10;

class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, aggregated) {
    const slowest = aggregated.testResults
      .map((result) => ({
        file: path.relative(this.rootDir, result.testFilePath),
        seconds: (result.perfStats.end - result.perfStats.start) / 1000,
        tests: result.testResults.length,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    const lines = slowest.map((entry) => `  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.file} (${entry.tests} tests)`);
    process.stdout.write(`\nThe ${slowest.length} slowest test files:\n${lines.join("\n")}\n\n`);
  }
}

module.exports = SlowestFilesReporter;
