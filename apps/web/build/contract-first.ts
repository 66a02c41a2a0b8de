import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The contract's schemas a page starts with are evaluated in a task of their own, before the rest of the
 * app (issue 15, Lighthouse's total blocking time; decisions §68).
 *
 * A page's module scripts are evaluated in one task, and building the contract's schemas (Zod's
 * constructors, some 250 of them for the app's frame and the sign-in screen) was about a third of that
 * task: traced on /login without throttling, 14 ms of a 40 ms task, which Lighthouse's simulated
 * mobile CPU makes 160 ms, 110 of them blocking. Tasks of 14 and 26 ms block for about 60.
 *
 * So the contract's modules that define what the entry uses go into a chunk of their own
 * (`contractChunk`), and the page names that chunk in a module script of its own before the app's
 * (`contractScriptFirst`); Chromium runs two such scripts in two tasks (traced on a page sent from
 * index.html). The chunk imports only Zod; its schemas are built when it runs, and the app's modules
 * find them done. The prerendered pages' starter adds the second script once the first has run
 * (scripts/prerender.mjs). The contract's modules only lazily loaded screens use stay in their chunks.
 */
export const CONTRACT_CHUNK = 'contract';

/** The contract's source modules, which the build treats as definitions (its tests are not). */
export const CONTRACT_SOURCES = /\/packages\/contract\/src\/(?!.*\.test\.ts$).*\.ts$/;
const isContractModule = (id: string) => CONTRACT_SOURCES.test(id);

interface Node {
  type: string;
  [key: string]: unknown;
}
/** What the walk reads of a module: Rollup's ModuleInfo (`vite build` bundles with Rollup). */
interface ModuleInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  ast?: unknown;
}
/** The second argument of Rollup's `manualChunks`. */
interface Meta {
  getModuleInfo(id: string): ModuleInfo | null;
  getModuleIds(): Iterable<string>;
}

const nameOf = (node: unknown) => {
  const { name, value } = node as { name?: string; value?: string };
  return name ?? value ?? '';
};
function bodyOf(meta: Meta, id: string): Node[] {
  const info = meta.getModuleInfo(id);
  if (!info) return [];
  const ast = info.ast as { body?: Node[] } | null | undefined;
  if (!ast?.body) throw new Error(`build/contract-first.ts: the bundler gave no syntax tree for ${id}.`);
  return ast.body;
}
const sourceOf = (node: Node) => (node.source as { value?: string } | null | undefined)?.value;

/**
 * The module `specifier` names from `id`: the contract's own relative imports (`./x.js` is `./x.ts`),
 * or the contract's package name, its barrel. Undefined for a module outside the contract.
 */
function resolveFrom(meta: Meta, id: string, specifier: string): string | undefined {
  const imported = meta.getModuleInfo(id)?.importedIds ?? [];
  if (specifier.startsWith('@portal/contract')) return imported.find(isContractModule);
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.join(posix.dirname(id), specifier).replace(/\.js$/, '');
  return imported.find((candidate) => candidate === `${base}.ts` || candidate === `${base}/index.ts`);
}

/** Where a name is defined: a module, or a module namespace (`import * as x from ...; export { x }`). */
type Declaration = { module: string } | { namespaceOf: string };

/** The module `import * as local from ...` in `id` names, if `local` is such a binding. */
function namespaceImport(meta: Meta, id: string, local: string): string | undefined {
  for (const statement of bodyOf(meta, id)) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = (statement.specifiers ?? []) as Node[];
    if (specifiers.some((s) => s.type === 'ImportNamespaceSpecifier' && nameOf(s.local) === local)) {
      return resolveFrom(meta, id, sourceOf(statement) ?? '');
    }
  }
  return undefined;
}

/** Where `name`, exported by contract module `id`, is defined (through its re-exports). */
function declarationOf(
  meta: Meta,
  id: string,
  name: string,
  seen = new Set<string>(),
): Declaration | undefined {
  if (seen.has(id)) return undefined;
  seen.add(id);
  const stars: string[] = [];
  for (const statement of bodyOf(meta, id)) {
    if (statement.type === 'ExportAllDeclaration') {
      const from = resolveFrom(meta, id, sourceOf(statement) ?? '');
      // `export * as name from`: the namespace of that module.
      if (statement.exported) {
        if (from && nameOf(statement.exported) === name) return { namespaceOf: from };
      } else if (from) stars.push(from);
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const from = sourceOf(statement);
    for (const specifier of (statement.specifiers ?? []) as Node[]) {
      if (nameOf(specifier.exported) !== name) continue;
      if (!from) {
        const namespace = namespaceImport(meta, id, nameOf(specifier.local));
        return namespace ? { namespaceOf: namespace } : { module: id };
      }
      const module = resolveFrom(meta, id, from);
      return module ? declarationOf(meta, module, nameOf(specifier.local), seen) : undefined;
    }
    const declaration = statement.declaration as Node | null | undefined;
    if (!declaration) continue;
    const declared = declaration.id
      ? [nameOf(declaration.id)]
      : ((declaration.declarations ?? []) as Node[]).map((declarator) => nameOf(declarator.id));
    if (declared.includes(name)) return { module: id };
  }
  for (const star of stars) {
    const found = declarationOf(meta, star, name, seen);
    if (found) return found;
  }
  return undefined;
}

/** One binding a module imports: the name it takes (`*`: the module's namespace) and its local name. */
interface Binding {
  name: string;
  local: string;
}

/** What `id` imports, per module it names: the bindings it takes from it (re-exports too). */
function importsOf(meta: Meta, id: string): { importer: string; from: string; bindings: Binding[] }[] {
  const imports: { importer: string; from: string; bindings: Binding[] }[] = [];
  for (const statement of bodyOf(meta, id)) {
    if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type))
      continue;
    const from = sourceOf(statement) && resolveFrom(meta, id, sourceOf(statement)!);
    if (!from) continue;
    // `export * from` and `export * as x from`: a module needed whole needs all of these.
    if (statement.type === 'ExportAllDeclaration') {
      imports.push({ importer: id, from, bindings: [{ name: '*', local: '' }] });
      continue;
    }
    const bindings = ((statement.specifiers ?? []) as Node[]).map((specifier): Binding => {
      if (specifier.type === 'ImportSpecifier')
        return { name: nameOf(specifier.imported), local: nameOf(specifier.local) };
      if (specifier.type === 'ExportSpecifier') return { name: nameOf(specifier.local), local: '' };
      return { name: '*', local: nameOf(specifier.local) };
    });
    imports.push({ importer: id, from, bindings });
  }
  return imports;
}

/**
 * The members of namespace `local` that module `id` reads (`local.member`), or undefined where it uses
 * the namespace itself (passes it on, reads a computed member): then all of it is needed.
 */
function membersRead(meta: Meta, id: string, local: string): string[] | undefined {
  if (!local) return undefined;
  const members = new Set<string>();
  let bare = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child));
    if (typeof node !== 'object' || node === null) return;
    const current = node as Node;
    if (
      current.type === 'MemberExpression' &&
      !current.computed &&
      (current.object as Node).type === 'Identifier' &&
      nameOf(current.object) === local
    ) {
      members.add(nameOf(current.property));
      return;
    }
    if (current.type === 'Identifier' && nameOf(current) === local) bare += 1;
    for (const [key, value] of Object.entries(current)) if (key !== 'type') visit(value);
  };
  // Its import statements name the binding without using it.
  visit(bodyOf(meta, id).filter((statement) => statement.type !== 'ImportDeclaration'));
  return bare > 0 ? undefined : [...members];
}

/**
 * The contract modules whose definitions the entry needs when it runs: the modules that declare what
 * the entry's own modules import from the contract, followed through the contract's barrels (an
 * `export *` names many modules, of which a page may use one), and what those modules import in turn.
 * These are the contract modules Rollup would otherwise put in the entry's chunk.
 */
export function contractModulesOfEntry(meta: Meta): Set<string> {
  const needed = new Set<string>();
  const appModules = new Set<string>();
  const pendingApp = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  const pendingNames: ReturnType<typeof importsOf> = [];
  while (pendingApp.length > 0) {
    const id = pendingApp.pop()!;
    if (appModules.has(id)) continue;
    appModules.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) {
      if (!isContractModule(imported)) pendingApp.push(imported);
    }
    pendingNames.push(...importsOf(meta, id));
  }
  const addModule = (id: string) => {
    if (needed.has(id)) return;
    needed.add(id);
    pendingNames.push(...importsOf(meta, id));
  };
  // A namespace's members that `importer` reads, each where it is defined; all of it if it cannot tell.
  const addNamespace = (namespace: string, importer: string, local: string) => {
    const members = membersRead(meta, importer, local);
    if (!members) return addModule(namespace);
    for (const member of members)
      addDeclaration(declarationOf(meta, namespace, member), namespace, importer, local);
  };
  const addDeclaration = (
    declaration: Declaration | undefined,
    from: string,
    importer: string,
    local: string,
  ): void => {
    // A name the walk cannot place (a form it does not know): the module it came from, all of it.
    if (!declaration) return addModule(from);
    if ('module' in declaration) return addModule(declaration.module);
    addNamespace(declaration.namespaceOf, importer, local);
  };
  while (pendingNames.length > 0) {
    const { importer, from, bindings } = pendingNames.pop()!;
    for (const { name, local } of bindings) {
      if (name === '*') addNamespace(from, importer, local);
      else addDeclaration(declarationOf(meta, from, name), from, importer, local);
    }
  }
  return needed;
}

/**
 * For `manualChunks`: answers CONTRACT_CHUNK for a contract module that the entry loads, else undefined.
 * One per build: it keeps the set of the entry's contract modules from its first call.
 */
export function contractChunk(): (id: string, meta: object) => string | undefined {
  let entryModules: Set<string> | undefined;
  return (id, meta) => {
    if (!isContractModule(id)) return undefined;
    // A bundler that does not give these (Rolldown's manualChunks has no module list, its ModuleInfo
    // no syntax tree) fails the build here rather than placing the contract by guesswork.
    if (!('getModuleIds' in meta) || !('getModuleInfo' in meta)) {
      throw new Error(
        "build/contract-first.ts needs Rollup's manualChunks with getModuleIds and getModuleInfo.",
      );
    }
    entryModules ??= contractModulesOfEntry(meta as Meta);
    return entryModules.has(id) ? CONTRACT_CHUNK : undefined;
  };
}

/** The module script tag for `src`, as Vite writes the entry's. */
const moduleScript = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;

/**
 * Puts a module script for the contract chunk before the entry's in index.html, so it runs first, in a
 * task of its own, and drops the chunk's modulepreload (the script fetches it). `vite build` only.
 */
export const contractScriptFirst: Plugin = {
  name: 'portal:contract-script-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.name === CONTRACT_CHUNK && !output.isEntry,
      );
      if (!chunk) throw new Error(`The build has no "${CONTRACT_CHUNK}" chunk for index.html.`);
      const src = `/${chunk.fileName}`;
      const entryScript = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/);
      if (!entryScript) throw new Error('index.html has no module script for the entry.');
      return html
        .replace(`<link rel="modulepreload" crossorigin href="${src}">`, '')
        .replace(entryScript[0], `${moduleScript(src)}\n    ${entryScript[0]}`);
    },
  },
};
