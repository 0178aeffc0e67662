// The document's changes share every untouched part with the document before, which is what lets each block's
// editor render only when its own block changes.
import { questionBlocks, withQuestionIds } from '@lessonloom/document';
import { quizDoc } from '@lessonloom/document/fixtures';
import { questionById, sectionLayout, sharedWith, updateQuestion } from '../doc-ops';

const doc = () => withQuestionIds(quizDoc());

describe('sharedWith: the server’s copy or another revision coming into the editor', () => {
  it('keeps every equal section, block and question (even one that moved) as the same object', () => {
    const before = doc();
    // the copy comes back parsed from JSON: equal, but new objects everywhere
    const copy = JSON.parse(JSON.stringify(before)) as typeof before;
    const same = sharedWith(before, copy);
    expect(same.sections[0]).toBe(before.sections[0]);

    const changed = structuredClone(before);
    (questionBlocks(changed)[1] as { prompt: string }).prompt = 'A brand-new second question';
    // the last two questions swapped places
    const blocks = changed.sections[0].blocks;
    [blocks[8], blocks[9]] = [blocks[9], blocks[8]];
    const next = sharedWith(before, changed);
    const was = questionBlocks(before);
    const now = questionBlocks(next);
    expect(now[0]).toBe(was[0]);
    expect(now[1]).not.toBe(was[1]);
    expect(now[1].prompt).toBe('A brand-new second question');
    expect(now[8]).toBe(was[9]);
    expect(now[9]).toBe(was[8]);
    expect(next).toEqual(changed);
  });

  it('takes a section that is new in the next document as it is', () => {
    const before = doc();
    const more = { ...before, sections: [...before.sections, { heading: 'Part 2', blocks: [] }] };
    expect(sharedWith(before, more).sections[1]).toBe(more.sections[1]);
  });
});

describe('what each editor reads', () => {
  it('finds a question by id, and a section’s layout stays equal while only text changes', () => {
    const before = doc();
    const id = questionBlocks(before)[2].id!;
    const after = updateQuestion(before, id, (q) => ({ ...q, prompt: `${q.prompt} Explain.` }));
    expect(questionById(after, id)?.prompt).toMatch(/Explain\.$/);
    expect(questionById(after, questionBlocks(before)[3].id!)).toBe(questionBlocks(before)[3]);
    expect(sectionLayout(after, 0)).toBe(sectionLayout(before, 0));
    expect(sectionLayout(before, 0).split('\n')).toEqual(questionBlocks(before).map((q) => `q${q.id}`));
  });
});
