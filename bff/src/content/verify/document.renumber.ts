import type { GeneratedDocument } from '@lessonloom/contracts';

/** Questions and matching pairs numbered 1, 2, 3 … again, once verification left items out. */
export function renumber(doc: GeneratedDocument): void {
  let n = 1;
  for (const s of doc.sections)
    for (const b of s.blocks) {
      if (b.type === 'question') b.number = n++;
      else if (b.type === 'matching') {
        b.start_number = n;
        n += b.left.length;
      }
    }
}
