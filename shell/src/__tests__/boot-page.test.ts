// The shell's page paints a header bar before any script runs; it must look like the pages' own header
// (same colours, fonts and width), or the first frame would flash a different look.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT } from '@lessonloom/contracts';
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

it('holds a hidden frame for a signed-in page’s first paint, which hides the app while it shows', () => {
  const frame = /<div id="first-paint" hidden>([\s\S]*?)<\/div>\s*<div id="root">/.exec(html)?.[1];
  expect(frame).toBeDefined();
  // the BFF puts the remote's painted page here; a spinner says the rest is on its way
  expect(frame).toContain('<template id="first-paint-page"></template>');
  expect(frame).toMatch(/<main class="fp-main">/);
  expect(frame).toMatch(/role="status" aria-label="Loading"/);
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1].replace(/\s+/g, ' ');
  expect(css).toContain(`[${FIRST_PAINT.shownAttribute}='shown'] #first-paint { display: block; }`);
  expect(css).toContain(`[${FIRST_PAINT.shownAttribute}='shown'] #first-paint ~ #root { display: none; }`);
  expect(html).toContain(`<div id="${FIRST_PAINT.elementId}" hidden>`);
  // the signed-in layout's geometry (PageMain, the header row)
  expect(css).toContain(
    `.fp-main { width: 100%; max-width: ${theme.maxWidth}; margin: 0 auto; padding: 1.5rem 1rem 3rem; }`,
  );
  expect(css).toContain(`border-bottom: 1px solid ${theme.colors.border}`);
});
