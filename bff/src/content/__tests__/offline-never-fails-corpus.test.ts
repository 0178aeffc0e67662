// No teacher's file answers 500: every kind in every style (every-job.ts), from
// every file of every tuning section of the reading corpus (txt, docx, pdf, pptx, as extracted), at no
// grade, 4 and 11. Held-out books are only measured (corpus README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { readUpload } from '../source';
import { failures } from './every-job';

jest.setTimeout(600_000);

const dir = join(__dirname, '../__fixtures__/corpus');
const tuning = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts.filter((t) => t.set === 'tuning');

describe.each(['txt', 'docx', 'pdf', 'pptx'])('.%s', (format) => {
  test.each(tuning.map((t) => t.id))('%s: every kind and style, at no grade, 4 and 11', async (id) => {
    const file = `${id}.${format}`;
    const ex = await extractText(file, readFileSync(join(dir, file)));
    const reading = readUpload(ex.text, file, ex.marks);
    const failed: string[] = [];
    for (const grade of ['', '4', '11'])
      for (const f of await failures(grade, (job) => ({
        ...generationInput({ ...job, difficulty: 'mixed' }, ex.text, file),
        reading,
      })))
        failed.push(`grade “${grade}” ${f}`);
    expect(failed).toEqual([]);
  });
});
