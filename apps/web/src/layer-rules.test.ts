import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that hold the web app's layers (eslint.config.js; docs/architecture.md "Inside the
 * web app"): each probe is a file's text linted as if it stood at a real path, so the rules resolve
 * its imports against the real tree. Type-aware rules are switched off: probes are not on disk.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const slow = 60_000;

describe('lint rules that hold the web layers (issue 10 "Layers that hold")', () => {
  it(
    'refuses a feature importing another feature',
    async () => {
      const found = await problems(
        'features/claims/components/probe.tsx',
        "import { SignInPage } from '../../sign-in/components/sign-in-page';\nexport const probe = SignInPage;\n",
      );
      expect(found).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Features never import one another/),
      ]);
    },
    slow,
  );

  it('refuses a feature importing the app, even for a type', async () => {
    const found = await problems(
      'features/claims/components/probe.tsx',
      "import type { GuardInput } from '../../../app/route-guards';\nexport type Probe = GuardInput;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Only src\/app/)]);
  });

  it('refuses shared code importing a feature or a higher layer', async () => {
    expect(
      await problems(
        'components/ui/probe.tsx',
        "import { ClaimCard } from '../../features/claims/components/claim-card';\nexport const probe = ClaimCard;\n",
      ),
    ).toEqual([expect.stringMatching(/Shared code never imports a feature/)]);
    expect(
      await problems(
        'lib/probe.ts',
        "import { useClaims } from '../api/get-claims';\nexport const probe = useClaims;\n",
      ),
    ).toEqual([expect.stringMatching(/src\/lib is the lowest layer/)]);
    expect(
      await problems(
        'api/probe.ts',
        "import { PageTitle } from '../components/layout/page-title';\nexport const probe = PageTitle;\n",
      ),
    ).toEqual([expect.stringMatching(/src\/api holds calls and query keys only/)]);
  });

  it('refuses an import circle', async () => {
    // claims-page.tsx imports claim-card.tsx; claim-card importing it back closes a circle.
    const found = await problems(
      'features/claims/components/claim-card.tsx',
      "import { ClaimsPage } from './claims-page';\nexport const probe = ClaimsPage;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('refuses a query key written by hand outside the files that define them', async () => {
    const found = await problems(
      'features/account/components/probe.tsx',
      "export const probe = { queryKey: ['account'] };\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: Query keys are exported/)]);
  });

  it('lets the app compose features and features use the shared layers', async () => {
    expect(
      await problems(
        'app/probe.tsx',
        "import { ClaimsPage } from '../features/claims/components/claims-page';\nexport const probe = ClaimsPage;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'features/claims/components/probe.tsx',
        [
          "import { useClaims } from '../../../api/get-claims';",
          "import { PageTitle } from '../../../components/layout/page-title';",
          "import type { ScreenProps } from '../../../lib/routing/route-types';",
          'export const probe: [unknown, unknown, ScreenProps | null] = [useClaims, PageTitle, null];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
