// The corpus reader (scripts/corpus/read/cnxml.mjs) turns a book's CNXML into the teacher's file a section is read
// from. OpenStax World History writes some apostrophes and quotation marks as numeric character references
// ("Lenin&#8217;s"); read 8 of session 22 found them printed as codes in a summary. The reader is an ES module
// script, so it runs here in its own Node process.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const READER = pathToFileURL(join(__dirname, '../../../../scripts/corpus/read/cnxml.mjs')).href;

const read = (xml: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { readCnxml } from ${JSON.stringify(READER)};
         let xml = ''; process.stdin.on('data', (d) => (xml += d));
         process.stdin.on('end', () => process.stdout.write(JSON.stringify(readCnxml(xml))));`,
      ],
      { input: xml, encoding: 'utf8' },
    ),
  ) as { title: string; parts: Array<{ blocks: Array<{ runs?: Array<{ text: string }>; text?: string }> }> };

test('numeric character references are read as the characters they are', () => {
  const doc = read(`<?xml version="1.0" encoding="UTF-8"?>
<document xmlns="http://cnx.rice.edu/cnxml"><title>Lenin&#8217;s Russia</title><content>
<para id="p1">Lenin&#8217;s early death created a &#8220;worker&#8217;s paradise&#8221; of rivals &amp; enemies.</para>
</content></document>`);
  const text = JSON.stringify(doc);
  expect(doc.title).toBe('Lenin’s Russia');
  expect(text).toContain('Lenin’s early death created a “worker’s paradise” of rivals & enemies.');
  expect(text).not.toMatch(/&#\d+;|&amp;/);
});
