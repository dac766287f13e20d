/**
 * A kind takes the engine only through its kit (src/jobs/engine/kind-kit.ts): what a kind may rely on is that one
 * list, so adding a kind never means reaching into the engine's files, and the engine's files can change behind it.
 */
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const KINDS_DIR = join(__dirname, "../../../../src/jobs/kinds");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the kind kit", () => {
  it("is the only way a kind's files import the engine", () => {
    const files = sourceFiles(KINDS_DIR);
    expect(files.length).toBeGreaterThan(10);
    const around = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "((?:\.\.\/)+engine\/[^"]+)"/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => !specifier.endsWith("engine/kind-kit"))
        .map((specifier) => `${relative(KINDS_DIR, file)}: ${specifier}`),
    );
    expect(around).toEqual([]);
  });
});
