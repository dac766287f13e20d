/**
 * The design lives in the repo: every document a comment, a test or a config file cites is a file of this
 * repository, and every section it names is in that document. A citation of a design document or of API notes
 * kept elsewhere (a `../shared/…` path, a `*.md` the repo lacks, "api-notes") fails here, so the fact is moved
 * into docs/ instead (docs/architecture.md and its topic docs, and docs/provider-api.md, in the project's words, with their sources).
 */
import { describe, expect, it } from "@jest/globals";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const SCANNED_DIRS = ["src", "test", "scripts", "docs"];
const SCANNED_FILES = ["eslint.config.js", "jest.config.js", "webpack.config.js", "package.json", "tsconfig.json", "tsconfig.server.json", "Dockerfile", "manifest.xml", "README.md"];
const TEXT = /\.(tsx?|jsx?|cjs|mjs|json|md|html|xml|ya?ml)$/;
/** This file names the patterns it looks for. */
const SELF = path.relative(root, __filename).split(path.sep).join("/");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return TEXT.test(name) ? [relative] : [];
  });
}

function scannedFiles(): string[] {
  return [...SCANNED_DIRS.flatMap(filesUnder), ...SCANNED_FILES.filter((file) => existsSync(path.join(root, file)))].filter((file) => file !== SELF);
}

/** A path cited from `file` that is a file of the repository (relative to the repo's root, else to the citing file). */
function inRepo(cited: string, file: string): boolean {
  return [path.join(root, cited), path.join(root, path.dirname(file), cited)].some(
    (candidate) => !path.relative(root, candidate).startsWith("..") && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The numbered sections of docs/provider-api.md ("## 7. Errors and limits" → 7). */
function providerSections(): Set<number> {
  const text = readFileSync(path.join(root, "docs/provider-api.md"), "utf8");
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((match) => Number(match[1])));
}

/** Whether `title` names a part of the document: a heading, or the bold lead of a decision ("**Title** …"). */
function hasSection(document: string, title: string): boolean {
  const text = readFileSync(path.join(root, document), "utf8");
  const said = title.toLowerCase();
  const parts = [...text.matchAll(/^#+ (.+)$/gm), ...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!.toLowerCase());
  return parts.some((part) => part.startsWith(said));
}

interface Finding {
  at: string;
  cited: string;
  why: string;
}

/** Every citation in `text`, the contents of `file`, that the repository does not back. */
function unbackedCitations(file: string, text: string, sections: Set<number>): Finding[] {
  const findings: Finding[] = [];
  text
    .split("\n")
    .forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      for (const [cited] of line.matchAll(/(?:\.{1,2}\/)*[A-Za-z0-9_@-][A-Za-z0-9_.@/-]*\.md\b/g)) {
        if (!inRepo(cited, file)) findings.push({ at, cited, why: "no such document in the repository" });
      }
      for (const [cited] of line.matchAll(/(?:\.\.\/)+shared\/[^\s"'`),;]*/g)) {
        if (!inRepo(cited, file)) findings.push({ at, cited, why: "outside the repository" });
      }
      for (const [cited] of line.matchAll(/\bapi[-_ ]notes\b/gi)) findings.push({ at, cited, why: "API notes kept outside the repository" });
      // "§7", "§3–§6", "§12.1": sections of docs/provider-api.md (a standard's own numbering, "RFC 9110 §9.2.2", is not).
      for (const match of line.matchAll(/(RFC \d+ )?§ ?(\d+)(?:\.\d+)*(?:\s*[–-]\s*§ ?(\d+))?/g)) {
        if (match[1] !== undefined) continue;
        const from = Number(match[2]);
        const to = match[3] === undefined ? from : Number(match[3]);
        for (let section = from; section <= to; section += 1) {
          if (!sections.has(section)) findings.push({ at, cited: match[0], why: `docs/provider-api.md has no section ${section}` });
        }
      }
      for (const [cited, document, title] of line.matchAll(/(docs\/[A-Za-z0-9_-]+\.md),? "([^"]+)"/g)) {
        if (existsSync(path.join(root, document!)) && !hasSection(document!, title!)) findings.push({ at, cited, why: `${document} has no part called "${title}"` });
      }
    });
  return findings;
}

describe("citations of documents", () => {
  it("scans the sources, tests, scripts, docs and config files", () => {
    const files = scannedFiles();
    expect(files).toEqual(expect.arrayContaining(["src/api/errors.ts", "test/unit/project/manifest.test.ts", "scripts/start.ts", "docs/architecture.md", "eslint.config.js", "package.json"]));
    expect(files.length).toBeGreaterThan(500);
  });

  it("cite only documents, and parts of them, that the repository has", () => {
    const sections = providerSections();
    expect(scannedFiles().flatMap((file) => unbackedCitations(file, readFileSync(path.join(root, file), "utf8"), sections))).toEqual([]);
  });

  it("would catch a document kept elsewhere, a missing section and a title the document lacks", () => {
    const sections = providerSections();
    const findings = (text: string) => unbackedCitations("src/zone-check.ts", text, sections).map((finding) => finding.why);
    expect(findings("// see ../shared/DESIGN.md §4")).toEqual(["no such document in the repository", "outside the repository"]);
    expect(findings("// the api-notes say so")).toEqual(["API notes kept outside the repository"]);
    expect(findings("// docs/provider-api.md §9 and §3–§5")).toEqual(["docs/provider-api.md has no section 9"]);
    expect(findings('// (docs/architecture.md, "Rate tolerances")')).toEqual(['docs/architecture.md has no part called "Rate tolerances"']);
    expect(findings('// (docs/architecture.md, "Layout and dependency direction"), docs/provider-api.md §7, RFC 9110 §9.2.2')).toEqual([]);
  });
});
