import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the project's own modules, found from the import statements alone (TypeScript's parser, no
 * type information and no resolver plugin): ESLint's import-x/no-cycle did the same per file and was the lint's
 * slowest rule (docs/decisions/0095). As that rule did, an import of types only is no edge (it is gone at run time),
 * and a dynamic `import()` is one.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-server', 'dist-testing', 'test-results']);

/** `@/x` is `src/x` (tsconfig.base.json's paths); other bare names are packages, outside any cycle of ours. */
export type AliasMap = Record<string, string>;

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'` runs the module.
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The specifiers a module loads at run time: imports and re-exports that carry values, and dynamic imports. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names, or undefined for a package or a file that is not source of ours. */
function resolveSpecifier(fromFile: string, specifier: string, root: string, aliases: AliasMap): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(fromFile), specifier);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) base = path.resolve(root, target, specifier.slice(prefix.length));
  }
  if (base === undefined) return undefined;
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => withoutJs + extension), ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => SOURCE_EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module under `folders` (relative to root) and the modules of ours each loads at run time. */
export function importGraph(root: string, folders: string[], aliases: AliasMap): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const targets = runtimeSpecifiers(file, readFileSync(file, 'utf8')).flatMap((specifier) => resolveSpecifier(file, specifier, root, aliases) ?? []);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one that loads itself (Tarjan's algorithm). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    lowest.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}
