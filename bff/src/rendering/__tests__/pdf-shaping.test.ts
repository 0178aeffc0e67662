// The PDFs of a thread share one cache of shaped words (exports.pdf-writer): a document rendered after
// others must come out byte for byte as it does first in a fresh thread (its creation date and id aside).
import { buildTest, quizDoc, unicodeDoc } from '@lessonloom/document/fixtures';
import { renderPdf } from '../rendering.pdf';

/** The creation date, and the file id pdfkit derives from it, differ from run to run. */
const undated = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '/ID');

it('a PDF rendered after other documents is the same as one rendered first', async () => {
  const doc = buildTest(30);
  const first = undated(await renderPdf(doc, 'student', new Map())); // this file's module: the cache starts empty
  await renderPdf(unicodeDoc(), 'student', new Map());
  await renderPdf(quizDoc(), 'answer_key', new Map());
  await renderPdf(doc, 'answer_key', new Map());
  expect(undated(await renderPdf(doc, 'student', new Map()))).toBe(first);
});
