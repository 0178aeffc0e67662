// Two rules of docs/architecture.md that no formatter keeps: comments say why in plain words and never cite
// an issue number (the issues are not in the repository, so such a reference tells the next reader
// nothing), and no line of code is longer than 250 characters (prettier leaves long strings and comments
// alone). Checked over every source file of the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const THIS_FILE = relative(ROOT, __filename).split(sep).join('/'); // its examples break the rules on purpose
const SKIP = new Set(['node_modules', 'dist', '__fixtures__', 'results', 'test-results', 'playwright-report', '.tmp']);
const MAX_LINE = 250;

/** A comment (//, /*, or a JSDoc line) that points at an issue instead of saying why. */
const CITES_ISSUE = /(\/\/|\/\*|^\s*\*).*\b(issues? #?\d|issue point|the issue'?s\b)/i;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return codeFiles(path);
    return /\.(tsx?|mjs|cjs|js)$/.test(e.name) ? [relative(ROOT, path).split(sep).join('/')] : [];
  });
}

/** `path:line: what is wrong` for every offending line of `text`. */
function hygieneProblems(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [
      ...(CITES_ISSUE.test(line) ? [`${path}:${i + 1}: a comment cites an issue number`] : []),
      ...(line.length > MAX_LINE ? [`${path}:${i + 1}: ${line.length} characters (at most ${MAX_LINE})`] : []),
    ]);
}

describe('comments and line length', () => {
  const dirs = ['bff/src', 'e2e', 'bench', 'scripts', 'packages', 'webpack', 'types'].concat(
    readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mf-')),
  );
  const files = dirs.flatMap((d) => codeFiles(join(ROOT, d)));

  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(800);
  });

  it('holds every file to both rules', () => {
    const problems = files
      .filter((f) => f !== THIS_FILE)
      .flatMap((f) => hygieneProblems(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('fails on a comment that cites an issue and on an over-long line', () => {
    const long = `const long = '${'x'.repeat(MAX_LINE)}';`;
    const text = [
      '// Issue 15 point 6: page 1 is never empty.',
      ' * (issue 12) the read path',
      "const ok = 'an issue of the magazine';",
      long,
    ].join('\n');
    expect(hygieneProblems('a.ts', text)).toEqual([
      'a.ts:1: a comment cites an issue number',
      'a.ts:2: a comment cites an issue number',
      `a.ts:4: ${long.length} characters (at most ${MAX_LINE})`,
    ]);
  });
});
