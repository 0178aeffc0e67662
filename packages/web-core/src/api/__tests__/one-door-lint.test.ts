/** @jest-environment node */
// The lint rule behind "one door to the API": a remote (or the shell, ui, web-core outside its door) that
// calls fetch fails `npm run lint`. Runs ESLint with the repo's own config on small snippets placed at
// paths in the tree, so the test fails if the rule is removed, loosened or pointed at the wrong files.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../../../../..');

interface Case {
  path: string;
  code: string;
}

/** The rule ids ESLint reports for each snippet (one process: the config and plugins load once). */
async function lintRules(cases: Case[]): Promise<string[][]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of JSON.parse(process.env.CASES)) {
      const [result] = await eslint.lintText(c.code, { filePath: c.path });
      out.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, CASES: JSON.stringify(cases) },
  });
  return JSON.parse(stdout);
}

const CALL = "export const load = () => fetch('/api/resources');\n";
const WINDOW_CALL = "export const load = () => window.fetch('/api/resources');\n";

describe('remotes never call fetch (eslint)', () => {
  let rules: string[][];
  beforeAll(async () => {
    rules = await lintRules([
      { path: 'mf-resources/src/features/resources/download.ts', code: CALL },
      { path: 'mf-generate/src/features/generate/stream-generate.ts', code: WINDOW_CALL },
      { path: 'mf-billing/dev/harness.tsx', code: CALL },
      { path: 'packages/ui/src/components/button.tsx', code: CALL },
      { path: 'packages/web-core/src/exports/download-export.ts', code: CALL },
      { path: 'shell/src/routes/route-table.ts', code: CALL },
      { path: 'shell/src/remotes/federation-loader.ts', code: CALL },
      { path: 'packages/web-core/src/api/call-api.ts', code: CALL },
      { path: 'mf-generate/src/features/generate/__tests__/x.test.ts', code: CALL },
    ]);
  }, 60_000);

  it('refuses fetch in a remote, its dev harness, ui, web-core outside the door and the shell', () => {
    expect(rules.slice(0, 6)).toEqual([
      ['no-restricted-globals'],
      ['no-restricted-properties'],
      ['no-restricted-globals'],
      ['no-restricted-globals'],
      ['no-restricted-globals'],
      ['no-restricted-globals'],
    ]);
  });

  it("allows the door itself, the shell's remote loading and tests that stand in for the network", () => {
    expect(rules.slice(6)).toEqual([[], [], []]);
  });
});
