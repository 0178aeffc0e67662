// The shell's page paints a header bar before any script runs; it must look like the pages' own header
// (same colours, fonts and width), or the first frame would flash a different look.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@lessonloom/ui';

const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

it('paints the brand in a header bar with the theme’s colours and system fonts before any script', () => {
  expect(html).toMatch(/<div id="root">\s*<div class="boot-bar" aria-hidden="true"><span>Lessonloom<\/span><\/div>/);
  // prettier may wrap a long declaration: compare with whitespace folded
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1].replace(/:\s+/g, ': ').replace(/,\s+/g, ', ');
  expect(css).toContain(`background: ${theme.colors.background}`);
  expect(css).toContain(`background: ${theme.colors.surface}`);
  expect(css).toContain(`border-bottom: 1px solid ${theme.colors.border}`);
  expect(css).toContain(`color: ${theme.colors.primary}`);
  expect(css).toContain(`max-width: ${theme.maxWidth}`);
  expect(css).toContain(`font-family: ${theme.font.body}`);
  expect(html).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]+<\/script>/);
});
