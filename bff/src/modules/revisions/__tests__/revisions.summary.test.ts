import { quizDoc } from '@lessonloom/document/fixtures';
import { questionBlocks, withQuestionIds } from '@lessonloom/document';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { editSummary } from '../revisions.summary';
import { followOriginal } from '../../versions/versions.follow';

const quiz = (): GeneratedDocument => withQuestionIds(quizDoc());

const questionsOnly = (doc: GeneratedDocument, order: number[]): GeneratedDocument => {
  const qs = questionBlocks(doc);
  return { ...doc, sections: [{ ...doc.sections[0], blocks: order.map((i) => qs[i]) }] };
};

describe('editSummary', () => {
  it('names edited, added and deleted questions by number, and a new order', () => {
    const before = quiz();
    const qs = questionBlocks(before);
    const edited = structuredClone(before);
    (edited.sections[0].blocks.find((b) => b.type === 'question' && b.id === qs[2].id) as { prompt: string }).prompt =
      'Changed';
    expect(editSummary(before, edited)).toBe('question 3 edited');
    expect(editSummary(before, { ...before, title: 'New title' })).toBe('title edited');
    const renumber = (d: GeneratedDocument) => {
      let n = 1;
      d.sections[0].blocks.forEach((b) => b.type === 'question' && (b.number = n++));
      return d;
    };
    const withoutFirst = renumber(
      structuredClone(
        questionsOnly(
          before,
          qs.slice(1).map((_, i) => i + 1),
        ),
      ),
    );
    expect(
      editSummary(
        questionsOnly(
          before,
          qs.map((_, i) => i),
        ),
        withoutFirst,
      ),
    ).toBe('question 1 deleted');
    const swapped = renumber(structuredClone(questionsOnly(before, [1, 0, ...qs.slice(2).map((_, i) => i + 2)])));
    expect(
      editSummary(
        questionsOnly(
          before,
          qs.map((_, i) => i),
        ),
        swapped,
      ),
    ).toBe('questions reordered');
  });
});

describe('followOriginal', () => {
  it('keeps the version order, puts the fix in place, appends new questions and drops deleted ones', () => {
    const base = questionsOnly(quiz(), [0, 1, 2, 3]);
    const qs = questionBlocks(base);
    // a version made before ids existed: same words, another order, no ids
    const version: GeneratedDocument = {
      ...base,
      sections: [{ blocks: [qs[3], qs[1], qs[0], qs[2]].map(({ id: _id, ...q }, i) => ({ ...q, number: i + 1 })) }],
    };
    const newest: GeneratedDocument = {
      ...base,
      sections: [
        {
          blocks: [
            { ...qs[0], prompt: 'Fixed first question' },
            qs[2],
            qs[3],
            { ...qs[1], id: 'added', prompt: 'A new question' },
          ],
        },
      ],
    };
    const followed = followOriginal(newest, base, version, 'B');
    expect(followed.title).toBe(`${base.title} (Version B)`);
    expect(questionBlocks(followed).map((q) => [q.number, q.prompt])).toEqual([
      [1, qs[3].prompt],
      [2, 'Fixed first question'],
      [3, qs[2].prompt],
      [4, 'A new question'],
    ]);
  });
});
