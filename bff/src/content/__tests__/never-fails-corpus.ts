// Test helper: no teacher's file answers 500 — every kind in every style (every-job.ts), from every tuning
// section of the reading corpus in one format (as extracted), at no grade, 4 and 11. One test file per format
// (offline-never-fails-corpus-<format>.test.ts), so jest's two workers share the sweep. Held-out books are only
// measured (corpus README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { readUpload } from '../source';
import { failures } from './every-job';

const dir = join(__dirname, '../__fixtures__/corpus');
const tuning = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts.filter((t) => t.set === 'tuning');

export const neverFailsOn = (format: 'txt' | 'docx' | 'pdf' | 'pptx') =>
  describe(`.${format}`, () => {
    test.each(tuning.map((t) => t.id))('%s: every kind and style, at no grade, 4 and 11', async (id) => {
      const file = `${id}.${format}`;
      // The sweep tests generation, not reading speed: on a loaded CI machine a .docx's reading thread passed the
      // 20-second upload budget (ExtractionError 422) while two sweep files ran side by side.
      const ex = await extractText(file, readFileSync(join(dir, file)), { timeoutMs: 180_000 });
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
