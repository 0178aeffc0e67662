/**
 * @jest-environment node
 */
// The architecture's one-way dependencies (packages -> remotes -> shell) are enforced by lint;
// this proves the rule still fires, by linting probe sources through the real ESLint config.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints `code` as if it lived at `filePath`; returns "line: message" for every problem. */
function lint(filePath: string, code: string): string[] {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
      cwd: root,
      input: code,
      encoding: 'utf8',
    });
  } catch (err) {
    // Exit code 1 means "problems found"; anything else is a broken lint setup and must fail.
    const e = err as { status?: number; stdout?: string; stderr?: string };
    if (e.status !== 1) throw new Error(`eslint failed: ${e.stderr}`);
    stdout = String(e.stdout);
  }
  const [result] = JSON.parse(stdout) as Array<{ messages: Array<{ line: number; message: string }> }>;
  return result.messages.map((m) => `${m.line}: ${m.message}`);
}

describe('import boundaries', () => {
  it('a remote may not import another remote or the shell', () => {
    const out = lint(
      'mf-auth/src/probe.ts',
      "import { BillingPage } from '../../mf-billing/src/features/billing/components/billing-page';\n" +
        "import { App } from '../../shell/src/app';\nimport x from '@lessonloom/mf-generate';\nexport const p = [BillingPage, App, x];\n",
    );
    expect(out).toEqual([
      expect.stringMatching(/^1: .*Remotes import only packages/),
      expect.stringMatching(/^2: .*Remotes import only packages/),
      expect.stringMatching(/^3: .*Front ends import only @lessonloom\/contracts, document, web-core and ui/),
    ]);
  });

  it('packages may not import apps', () => {
    const out = lint(
      'packages/ui/src/probe.ts',
      "import { App } from '../../../shell/src/app';\nexport const p = App;\n",
    );
    expect(out).toEqual([expect.stringMatching(/^1: .*Packages never depend on apps/)]);
  });

  it('a remote may import the shared packages', () => {
    const out = lint(
      'mf-resources/src/probe.ts',
      "import { api } from '@lessonloom/web-core';\nimport { Button } from '@lessonloom/ui';\nexport const p = [api, Button];\n",
    );
    expect(out).toEqual([]);
  });
});
