// The quality line counts a key as checked when its check ran and passed. A blank whose key, put back,
// gives the file's sentence, and a "What does the text mean by …?" key that is the term's own definition
// in the file, are checked keys: the line must not call them "open answers not checked" beside "N answers
// checked against the passage they quote" (a cloze sheet said both of the same ten blanks). A teacher's
// edit is counted the same way. Open questions keyed "Answers will vary" stay not checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequest, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { createContentEngine, editQuality } from '../../index';
import { createOfflineProvider } from '../../offline.provider';
import { readUpload } from '../../source';

const FILE = 'os-physics-types-of-waves.txt';
const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', FILE), 'utf8');
const engine = createContentEngine(createOfflineProvider());

async function generate(extra: Partial<GenerateRequest>) {
  const request = {
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
    ...extra,
  } as GenerateRequest;
  const out = await engine.run({
    request,
    sourceText: text,
    sourceName: FILE,
    sourceType: 'file',
    reading: readUpload(text, FILE),
  });
  return { content: out.document, quality: out.quality };
}

const questionsOf = (d: GeneratedDocument) =>
  d.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');

describe('keys checked on the quality line', () => {
  test('a cloze sheet: every blank gives back its sentence, so every key is checked and none is "open"', async () => {
    const { content, quality } = await generate({ kind: 'worksheet', worksheet_style: 'cloze' });
    const blanks = questionsOf(content).filter((q) => q.question_type === 'fill_blank');
    expect(blanks.length).toBeGreaterThanOrEqual(5);
    expect(quality.keys_checked).toBe(quality.questions);
    expect(quality.summary).toContain(`${quality.questions}/${quality.questions} keys checked`);
    expect(quality.summary).not.toMatch(/open answers? not checked/);
  });

  test('a quiz: its blanks and meaning questions count as checked keys, its open questions do not', async () => {
    const { content, quality } = await generate({ kind: 'quiz' });
    const qs = questionsOf(content);
    const open = qs.filter((q) => /^Answers will vary/.test(q.answer));
    const choices = qs.filter((q) => q.question_type === 'multiple_choice' || q.question_type === 'true_false');
    const blanks = qs.filter((q) => q.question_type === 'fill_blank');
    expect(blanks.length + qs.filter((q) => /^What does the text mean by/.test(q.prompt)).length).toBeGreaterThan(0);
    expect(quality.keys_checked).toBeGreaterThanOrEqual(choices.length + blanks.length);
    expect(quality.keys_checked).toBeLessThanOrEqual(qs.length - open.length);
  });

  test("a teacher's edit keeps a blank's key checked, and a key that no longer gives back its sentence is not", async () => {
    const { content, quality } = await generate({ kind: 'worksheet', worksheet_style: 'cloze' });
    const sourceText = async () => text;
    const kept = await editQuality({ doc: content, previous: { doc: content, quality }, warnings: [], sourceText });
    expect(kept.keys_checked).toBe(kept.questions);
    const edited = structuredClone(content);
    const first = questionsOf(edited)[0];
    first.answer = 'banana';
    const changed = await editQuality({ doc: edited, previous: { doc: content, quality }, warnings: [], sourceText });
    expect(changed.keys_checked).toBe(changed.questions - 1);
    expect(changed.summary).toContain('1 open answer not checked');
  });
});
