/**
 * The modules a bundle loads at once from an entry: what its static imports reach, read from the sources with
 * TypeScript's parser. A named import from a barrel (`export { x } from "./y"`, `export * from "./z"`) reaches only
 * the module that declares the name, as webpack keeps it when our modules are side-effect free (webpack.config.js);
 * type-only imports reach nothing, and `import()` is recorded apart as a split point. A module reached is taken
 * whole: every import of it is followed, used or not (more than webpack keeps, never less).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

interface Parsed {
  /** Names this module declares itself (values only), "default" included. */
  declared: Set<string>;
  /** Exported name → [specifier, name there] for `export { a as b } from "./x"` and re-exported imports. */
  reexported: Map<string, [string, string]>;
  /** Specifiers of `export * from`. */
  star: string[];
  /** What running this module imports: [specifier, names or "*"] (side-effect and namespace imports are "*"). */
  imports: [string, string[] | "*"][];
  /** Specifiers of `import("…")`. */
  dynamic: string[];
}

export interface ImportGraph {
  /** Repo-relative paths of our modules loaded at once. */
  modules: Set<string>;
  /** Packages imported by those modules. */
  packages: Set<string>;
  /** Repo-relative paths of the modules those modules load with import(). */
  splitPoints: Set<string>;
}

const root = path.resolve(__dirname, "../..");
const cache = new Map<string, Parsed>();

/** The graph loaded at once from `entries` (repo-relative paths). */
export function staticImports(...entries: string[]): ImportGraph {
  const graph: ImportGraph = { modules: new Set(), packages: new Set(), splitPoints: new Set() };
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const relative = path.relative(root, file);
    if (graph.modules.has(relative)) continue;
    graph.modules.add(relative);
    const parsed = parse(file);
    for (const specifier of parsed.dynamic) {
      const target = resolve(file, specifier);
      if (target) graph.splitPoints.add(path.relative(root, target));
    }
    for (const [specifier, names] of parsed.imports) {
      const target = resolve(file, specifier);
      if (!target) {
        graph.packages.add(packageOf(specifier));
        continue;
      }
      const declaring = names === "*" ? everyModuleOf(target) : names.flatMap((name) => declarersOf(target, name));
      queue.push(...declaring);
    }
  }
  return graph;
}

/** The module(s) declaring `name` as exported by `file`, through re-exports. */
function declarersOf(file: string, name: string, seen = new Set<string>()): string[] {
  if (seen.has(`${file}#${name}`)) return [];
  seen.add(`${file}#${name}`);
  const parsed = parse(file);
  if (parsed.declared.has(name)) return [file];
  const forwarded = parsed.reexported.get(name);
  if (forwarded) {
    const target = resolve(file, forwarded[0]);
    return target ? declarersOf(target, forwarded[1], seen) : [];
  }
  for (const specifier of parsed.star) {
    const target = resolve(file, specifier);
    const found = target ? declarersOf(target, name, seen) : [];
    if (found.length > 0) return found;
  }
  // A type, or a name the module does not have (the compiler refuses the latter): nothing to load.
  return [];
}

/** A namespace or side-effect import: the module and everything it re-exports. */
function everyModuleOf(file: string): string[] {
  const parsed = parse(file);
  const forwarded = [...parsed.reexported.values()].map(([specifier]) => specifier).concat(parsed.star);
  return [file, ...forwarded.map((specifier) => resolve(file, specifier)).filter((target): target is string => target !== undefined)];
}

function parse(file: string): Parsed {
  const known = cache.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const parsed: Parsed = { declared: new Set(), reexported: new Map(), star: [], imports: [], dynamic: [] };
  // Local bindings that come from an import, for `import { a } from "./x"; export { a };`.
  const importedBindings = new Map<string, [string, string]>();
  const localExports: [string, string][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) parsed.dynamic.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (!clause) {
        parsed.imports.push([specifier, "*"]);
        continue;
      }
      if (clause.isTypeOnly) continue;
      const names: string[] = [];
      if (clause.name) {
        names.push("default");
        importedBindings.set(clause.name.text, [specifier, "default"]);
      }
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        parsed.imports.push([specifier, "*"]);
        continue;
      }
      for (const element of bindings?.elements ?? []) {
        if (element.isTypeOnly) continue;
        const imported = (element.propertyName ?? element.name).text;
        names.push(imported);
        importedBindings.set(element.name.text, [specifier, imported]);
      }
      if (names.length > 0) parsed.imports.push([specifier, names]);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.exportClause;
      if (!clause) {
        if (specifier) parsed.star.push(specifier);
        continue;
      }
      if (!ts.isNamedExports(clause)) continue;
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const local = (element.propertyName ?? element.name).text;
        if (specifier) parsed.reexported.set(element.name.text, [specifier, local]);
        else localExports.push([element.name.text, local]);
      }
    } else if (ts.isExportAssignment(statement)) {
      parsed.declared.add("default");
    } else if (hasExportModifier(statement)) {
      const isDefault = ts.getModifiers(statement as ts.HasModifiers)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
      if (isDefault) parsed.declared.add("default");
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) parsed.declared.add(declaration.name.text);
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) parsed.declared.add(name.text);
      }
    }
    visit(statement);
  }
  for (const [exported, local] of localExports) {
    const fromImport = importedBindings.get(local);
    if (fromImport) parsed.reexported.set(exported, fromImport);
    else parsed.declared.add(exported);
  }
  cache.set(file, parsed);
  return parsed;
}

function hasExportModifier(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false);
}

/** Our module a specifier names (as the bundler resolves it), or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  const found = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate) !== "");
  if (!found) throw new Error(`${path.relative(root, from)}: cannot resolve "${specifier}"`);
  return found;
}

function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}
