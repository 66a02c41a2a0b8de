import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Lets the build leave out the parts of the contract a page does not use (issue 15: /login's scripts).
 * The contract's modules only define things: schemas, messages and the call table, built by calls such
 * as `z.strictObject({...}).check(...)`. A bundler keeps a call it cannot prove free of side effects even when
 * nothing reads its result, so every schema of every call went into the entry chunk. This plugin marks
 * each call in the initialiser of a top-level declaration of those modules `/* @__PURE__ *\/`, which
 * tells Rollup it may drop the call when its value is unused. Calls inside functions run when the
 * function does and are left alone; top-level statements that are not declarations too. The contract's
 * package.json says the same of its modules as a whole (`"sideEffects": false`).
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Function bodies run later, when called: their calls are not part of the definition. */
const deferred = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** The start of every call and `new` in `node`, outside functions. */
function callStarts(node: Node, starts: Set<number>): void {
  if (deferred.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) callStarts(child, starts);
    }
  }
}

/** The initialisers of a top-level statement's declarations (`const x = ...`, `export const x = ...`). */
function initialisersOf(statement: Node): Node[] {
  const declaration =
    statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)
      ? statement.declaration
      : statement;
  if (declaration.type !== 'VariableDeclaration') return [];
  const declarators = declaration.declarations as Node[];
  return declarators.map((declarator) => declarator.init).filter(isNode);
}

/** The code with each definition call marked pure, or null when there is none to mark. */
export function markDefinitionsPure(code: string, program: Node): MagicString | null {
  const starts = new Set<number>();
  for (const statement of program.body as Node[]) {
    for (const init of initialisersOf(statement)) callStarts(init, starts);
  }
  if (starts.size === 0) return null;
  const marked = new MagicString(code);
  for (const start of starts) marked.appendLeft(start, '/* @__PURE__ */ ');
  return marked;
}

/** The plugin, for modules whose id matches `include` (the contract's source, not its tests). */
export function pureDefinitions(include: RegExp): Plugin {
  return {
    name: 'portal:pure-definitions',
    // After the TypeScript transform, so the code is JavaScript Rollup's parser reads.
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id)) return null;
      const marked = markDefinitionsPure(code, this.parse(code) as unknown as Node);
      return marked ? { code: marked.toString(), map: marked.generateMap({ hires: true }) } : null;
    },
  };
}
