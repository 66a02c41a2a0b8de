import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CHUNK, contractChunk, contractModulesOfEntry } from './contract-first';

const contract = '/repo/packages/contract/src/';
const app = '/repo/apps/web/src/';

/** A module graph as Rollup's manualChunks sees it: each module's code, parsed, and what it imports. */
function graph(modules: Record<string, { code: string; imports?: string[]; isEntry?: boolean }>) {
  const infos = new Map(
    Object.entries(modules).map(([id, module]) => [
      id,
      {
        isEntry: module.isEntry ?? false,
        importedIds: module.imports ?? [],
        ast: parse(module.code, { ecmaVersion: 'latest', sourceType: 'module' }),
      },
    ]),
  );
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id: string) => infos.get(id) ?? null };
}

/**
 * A small contract as the real one is laid out: a barrel of `export *`, the call table as a module
 * namespace (`endpoints.getClaims`), the message groups as another (`messages.shell`), renamed
 * re-exports, and a screen loaded lazily that uses other parts.
 */
const modules = {
  [`${app}main.tsx`]: {
    isEntry: true,
    imports: [`${contract}index.ts`, `${app}frame.tsx`],
    code: [
      "import { endpoints, messages } from '@portal/contract';",
      "import { Frame } from './frame.tsx';",
      'export const load = () => call(endpoints.getClaims, messages.shell.title);',
      "const screen = () => import('./screen.tsx');",
    ].join('\n'),
  },
  [`${app}frame.tsx`]: {
    imports: [`${contract}index.ts`],
    code: "import { errorText as text } from '@portal/contract';\nexport const Frame = () => text();",
  },
  // Loaded lazily (a dynamic import is not in importedIds): its contract stays in its own chunk.
  [`${app}screen.tsx`]: {
    imports: [`${contract}index.ts`],
    code: "import { endpoints } from '@portal/contract';\nexport const save = () => endpoints.getAccount;",
  },
  [`${contract}index.ts`]: {
    imports: [`${contract}endpoints.ts`, `${contract}messages.ts`, `${contract}errors.ts`],
    code: "export * from './endpoints.js';\nexport * from './messages.js';\nexport * from './errors.js';",
  },
  [`${contract}endpoints.ts`]: {
    imports: [`${contract}endpoint-table/index.ts`],
    code: [
      "import * as endpoints from './endpoint-table/index.js';",
      'export { endpoints };',
      'export const endpointList = Object.values(endpoints);',
    ].join('\n'),
  },
  [`${contract}endpoint-table/index.ts`]: {
    imports: [`${contract}endpoint-table/claims.ts`, `${contract}endpoint-table/account.ts`],
    code: "export * from './claims.js';\nexport * from './account.js';",
  },
  [`${contract}endpoint-table/claims.ts`]: {
    imports: [`${contract}schemas/claims.ts`],
    code: "import { claimSchema } from '../schemas/claims.js';\nexport const getClaims = post(claimSchema);",
  },
  [`${contract}endpoint-table/account.ts`]: {
    imports: [`${contract}schemas/account.ts`],
    code: "import { accountSchema } from '../schemas/account.js';\nexport const getAccount = post(accountSchema);",
  },
  [`${contract}schemas/claims.ts`]: { code: 'export const claimSchema = z.object({});' },
  [`${contract}schemas/account.ts`]: { code: 'export const accountSchema = z.object({});' },
  [`${contract}messages.ts`]: {
    imports: [`${contract}messages/groups.ts`],
    code: "import * as messages from './messages/groups.js';\nexport { messages };",
  },
  [`${contract}messages/groups.ts`]: {
    imports: [`${contract}messages/shell.ts`, `${contract}messages/inbox.ts`],
    code: [
      "export { shellMessages as shell } from './shell.js';",
      "export { inboxMessages as inbox } from './inbox.js';",
    ].join('\n'),
  },
  [`${contract}messages/shell.ts`]: { code: "export const shellMessages = { title: 'Portal' };" },
  [`${contract}messages/inbox.ts`]: { code: "export const inboxMessages = { title: 'Inbox' };" },
  [`${contract}errors.ts`]: { code: "export function errorText() { return 'Error'; }" },
};

const names = (ids: Iterable<string>) => [...ids].map((id) => id.replace(contract, '')).sort();

describe('the contract chunk the entry runs first (issue 15, decisions §68)', () => {
  it('holds the contract modules that define what the entry uses, followed through barrels and namespaces', () => {
    expect(names(contractModulesOfEntry(graph(modules)))).toEqual([
      'endpoint-table/claims.ts',
      'errors.ts',
      'messages/shell.ts',
      'schemas/claims.ts',
    ]);
  });

  it('takes a whole namespace, and what it re-exports, where the entry uses it as a whole', () => {
    const passedOn = {
      ...modules,
      [`${app}frame.tsx`]: {
        imports: [`${contract}index.ts`],
        code: "import { endpoints } from '@portal/contract';\nexport const all = Object.keys(endpoints);",
      },
    };
    expect(names(contractModulesOfEntry(graph(passedOn)))).toEqual([
      'endpoint-table/account.ts',
      'endpoint-table/claims.ts',
      'endpoint-table/index.ts',
      'messages/shell.ts',
      'schemas/account.ts',
      'schemas/claims.ts',
    ]);
  });

  it('names the chunk for those modules only, and refuses a bundler that gives no module list', () => {
    const chunkOf = contractChunk();
    const meta = graph(modules);
    expect(chunkOf(`${contract}schemas/claims.ts`, meta)).toBe(CONTRACT_CHUNK);
    expect(chunkOf(`${contract}schemas/account.ts`, meta)).toBeUndefined();
    expect(chunkOf(`${app}frame.tsx`, meta)).toBeUndefined();
    const rolldownLike = { getModuleInfo: meta.getModuleInfo };
    expect(() => contractChunk()(`${contract}errors.ts`, rolldownLike)).toThrow(/getModuleIds/);
  });
});
