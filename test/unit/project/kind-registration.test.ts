/**
 * A kind of row work is its own files plus one line in one registry (issue 41 point 1; docs/kinds.md, "Adding a kind
 * of row work"): src/taskpane/features/booking/kinds/index.ts exports each kind's spec and view, from the kind's
 * folder, under the kind's name. The jobs layer, the booking tabs, the panel and the shell read that list and name
 * no kind, and no other file of src imports a kind's registered module — so a kind added is one line, and a kind
 * left out of the registry is in no list at all.
 */
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as REGISTERED from "../../../src/taskpane/features/booking/kinds";

const root = path.join(__dirname, "../../..");
const REGISTRY = "src/taskpane/features/booking/kinds/index.ts";
/** A registry line: the kind's name, exported from its own folder's view file. */
const LINE = /^export \{ (\w+) \} from "\.\/(\w+)\/(\w+)-view";$/;
/**
 * The files that read the registry, or used to hold a list of kinds: none of them may name a kind. (jobs/index.ts
 * exports some kinds' helpers their views use — a payment's review, a conversion's agreed rates — which no kind needs.)
 */
const READERS = [
  "src/jobs/kinds/index.ts",
  "src/jobs/kind-jobs.ts",
  "src/taskpane/features/booking/index.ts",
  "src/taskpane/features/booking/booking-tab.tsx",
  "src/taskpane/features/booking/kind-view.ts",
  "src/taskpane/features/booking/kind-views.tsx",
  "src/taskpane/shell/feature-tabs.ts",
];

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** A file's code: its comments left out, so a sentence naming a kind is no registration. */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
const codeLines = (file: string) =>
  code(file)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

const kinds = Object.values(REGISTERED).map((registered) => registered.spec.kind);

describe("registering a kind of row work", () => {
  it("takes one line of the registry per kind: the kind's own folder, under its name, and nothing else", () => {
    const lines = codeLines(REGISTRY);
    expect(lines.filter((line) => !LINE.test(line))).toEqual([]);
    const entries = lines.map((line) => LINE.exec(line)?.slice(1) ?? []);
    for (const [name, folder, file] of entries) expect([folder, file]).toEqual([name, name]);
    expect(entries.map(([name]) => name).sort()).toEqual([...kinds].sort());
    expect(new Set(kinds).size).toBe(kinds.length);
    // Each line's export is the kind its spec says: the registry's keys are the kinds' names.
    for (const [name, registered] of Object.entries(REGISTERED)) expect(registered.spec.kind).toBe(name);
  });

  it("the last kind added, Add contacts, is that one line", () => {
    const naming = (file: string) => codeLines(file).filter((line) => /\bcontact(Kind|View)?\b/.test(line) || line.includes('"contact"'));
    expect(naming(REGISTRY)).toEqual(['export { contact } from "./contact/contact-view";']);
    expect(REGISTERED.contact.spec.labels.tab).toBe("Add contacts");
  });

  it.each(READERS)("%s reads the registry and names no kind", (file) => {
    const text = code(file);
    const named = kinds.filter((kind) => new RegExp(`"${kind}"|\\b${kind}(Kind|View)\\b|/kinds/${kind}\\b|\\.\\/${kind}\\/`).test(text));
    expect(named).toEqual([]);
  });

  it("no file of src but the registry imports a kind's registered module", () => {
    const importers = filesUnder("src").filter((file) => file !== REGISTRY && kinds.some((kind) => new RegExp(`from "[^"]*/${kind}/${kind}-view"`).test(code(file))));
    expect(importers).toEqual([]);
  });
});
