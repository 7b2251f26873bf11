import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Edge = { to: string; kind: 'static' | 'type' | 'dynamic' };
export type ImportGraph = Map<string, Edge[]>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = /^(server|app|lib|components)\/|^middleware\.ts$|^instrumentation\.ts$/;

/**
 * Every import between the project's own files (paths relative to the repository), read with the TypeScript
 * compiler so `@/` aliases resolve exactly as tsc resolves them. `import type`, `export … from`, `import()` and
 * `typeof import('…')` all count: a type import ties two files as firmly as a value import when one is moved,
 * which is why ESLint's import/no-cycle (blind to type imports) is not enough.
 */
export function buildImportGraph(): ImportGraph {
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const host = ts.createCompilerHost(config.options);
  const graph: ImportGraph = new Map();
  for (const file of config.fileNames) {
    const from = path.relative(ROOT, file);
    if (!SCANNED.test(from)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const edges: Edge[] = [];
    const add = (specifier: string, kind: Edge['kind']) => {
      const resolved = ts.resolveModuleName(specifier, file, config.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('node_modules'))
        return;
      edges.push({ to: path.relative(ROOT, resolved.resolvedFileName), kind });
    };
    const visit = (node: ts.Node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const typeOnly = ts.isImportDeclaration(node)
          ? node.importClause?.isTypeOnly === true
          : node.isTypeOnly;
        add((node.moduleSpecifier as ts.StringLiteral).text, typeOnly ? 'type' : 'static');
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node.arguments[0].text, 'dynamic');
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add((node.argument.literal as ts.StringLiteral).text, 'type');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(from, edges);
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each sorted, largest first. */
export function cycles(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return found.sort((a, b) => b.length - a.length);
}

/** Every file `entry` loads, directly or not (type imports included: they are what tsc must read). */
export function reachable(graph: ImportGraph, entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const { to } of graph.get(queue.pop()!) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}
