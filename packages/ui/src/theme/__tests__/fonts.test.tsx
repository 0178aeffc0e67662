// Text paints with the first frame and never moves: the pages use the system's own fonts (no web font to
// wait for, so no invisible text and no reflow when one arrives). A web font added later must come with
// a preload and font-display, and this test is where that decision gets made.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../theme';

const ROOT = path.join(__dirname, '../../../../..');
const FRONT_ENDS = ['packages/ui/src', 'packages/web-core/src', 'shell/src', 'shell/public'].concat(
  readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === '__tests__' || name === 'node_modules') return [];
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

it('sets body and heading text in a system font stack', () => {
  for (const stack of [theme.font.body, theme.font.heading]) {
    expect(stack).toMatch(/system-ui/);
    expect(stack.trim()).toMatch(/sans-serif$/);
  }
});

it('ships no web font to the browser: no @font-face and no font file in any front end', () => {
  const all = FRONT_ENDS.flatMap((dir) => files(path.join(ROOT, dir)));
  expect(all.length).toBeGreaterThan(50);
  expect(all.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f))).toEqual([]);
  const withFontFace = all.filter((f) => /\.(tsx?|css|html)$/.test(f) && /@font-face/.test(readFileSync(f, 'utf8')));
  expect(withFontFace).toEqual([]);
});
