// The page offers "Export to…" when contracts' hasExportableItems says a document has something to carry;
// the LMS writers take what exportQuiz finds. Both must agree on every kind of document, or the page would
// offer a file the server refuses (or hide one it would make).
import { hasExportableItems } from '@lessonloom/contracts';
import { sampleDocuments } from '@lessonloom/document/fixtures';
import { exportQuiz } from '../lms.items';

describe('what an export carries', () => {
  const samples = sampleDocuments();

  it.each(samples.map((s) => [s.name, s.doc] as const))('%s: the page rule and the writers agree', (_, doc) => {
    const quiz = exportQuiz(doc);
    expect(quiz.items.length + quiz.terms.length > 0).toBe(hasExportableItems(doc));
  });

  it('covers documents on both sides of the rule', () => {
    const verdicts = new Set(samples.map((s) => hasExportableItems(s.doc)));
    expect(verdicts).toEqual(new Set([true, false]));
  });
});
