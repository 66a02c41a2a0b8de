import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';

// The server's layers, lowest first. A file may import its own layer or a lower one, never a higher one.
//   lib       small helpers that know nothing of the app (ids, clock, Melbourne time, AppError)
//   data      db/ (connection, schema, migrations, seed) and storage/ (FileStorage and its back ends)
//   platform  config.ts and config/ (the settings and their parsers), http/ (the call envelope),
//             plugins/, notifier/: what modules build on; it knows modules only through interfaces
//             they register at build time (e.g. SessionResolver)
//   modules   modules/<domain>/: the rules, one folder per domain
//   app       app.ts, server.ts, cli/, provider-api/, demo-startup: composes modules and platform
export const layers = ['lib', 'data', 'platform', 'modules', 'app'] as const;
export type Layer = (typeof layers)[number];

/** One import, as paths relative to apps/server/src ending in `.ts`. */
export interface ImportEdge {
  from: string;
  to: string;
}

export function layerOf(path: string): Layer {
  const top = path.split('/')[0];
  if (top === 'lib') return 'lib';
  if (top === 'db' || top === 'storage') return 'data';
  if (top === 'config.ts' || top === 'config' || top === 'http' || top === 'plugins' || top === 'notifier')
    return 'platform';
  if (top === 'modules') return 'modules';
  return 'app';
}

/** The edges that point from a layer to a higher one. */
export function findBackArrows(edges: readonly ImportEdge[]): ImportEdge[] {
  const rank = (path: string) => layers.indexOf(layerOf(path));
  return edges.filter((edge) => rank(edge.to) > rank(edge.from));
}

/** `modules/<name>/...` → `<name>`; anything else → null. */
export function moduleOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

// What one module may import of another: its services, its types and its index. Repositories, mappers
// and helpers are the module's own business.
export function isPublicEntry(path: string): boolean {
  const name = posix.basename(path);
  return name === 'index.ts' || name.endsWith('.service.ts') || name.endsWith('.types.ts');
}

/** Module-to-module edges that reach past the other module's public entry. */
export function findModuleInternalImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    return from !== null && to !== null && from !== to && !isPublicEntry(edge.to);
  });
}

/** The provider API is a route layer over the modules' services: its imports of modules past a public entry. */
export function findProviderApiInternalImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter(
    (edge) => edge.from.startsWith('provider-api/') && moduleOf(edge.to) !== null && !isPublicEntry(edge.to),
  );
}

/** Groups of modules that import each other, directly or round a loop (strongly connected components). */
export function findModuleCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (from === null || to === null || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)!.add(to);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import of the source (static, type-only, re-exports and dynamic `import()`). */
export function readImportEdges(srcDir: string): ImportEdge[] {
  return listSourceFiles(srcDir).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        from: toSourcePath(srcDir, file),
        to: toSourcePath(srcDir, join(dirname(file), fileName)).replace(/\.js$/, '.ts'),
      }));
  });
}

function toSourcePath(srcDir: string, file: string): string {
  return relative(srcDir, file).split('\\').join('/');
}

export function formatEdge(edge: ImportEdge): string {
  return `${edge.from} -> ${edge.to}`;
}
