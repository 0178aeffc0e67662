// Issue 15.5 offline: the teacher's specific prompt steers which sections and terms the questions and
// vocabulary come from (offline/prompt.focus.ts), only when use_specific_prompt is on, and a prompt that
// names nothing in the text changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpec } from '../content.request';
import { buildOfflineDraft } from '../offline.provider';
import { promptWords } from '../offline/prompt.focus';
import { type QuestionsDraft } from '../kinds/questions/questions.schema';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { readUpload } from '../source';

const file = 'psychology-stages-of-sleep.txt';
const text = readFileSync(join(__dirname, '../__fixtures__/corpus', file), 'utf8');
const reading = readUpload(text, file);
const dreams = reading.sections.findIndex((s) => s.heading === 'Dreams');

function draft<T>(kind: string, style: string | undefined, prompt?: string, use = true): T {
  const request = {
    kind,
    worksheet_style: style,
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
    specific_prompt: prompt,
    use_specific_prompt: use,
  } as never;
  return buildOfflineDraft(
    buildSpec({ request, sourceText: text, sourceName: file, sourceType: 'file', reading }),
  ) as T;
}

const aboutDreams = (q: { source_passage: string | null; prompt: string }) =>
  reading.sentences.find((s) => s.text === q.source_passage)?.section === dreams ||
  /dream/i.test(`${q.prompt} ${q.source_passage}`);

describe('the specific prompt offline', () => {
  test('takes the prompt’s content words, not the words that say what to make', () => {
    expect(
      [...promptWords('Write ten questions that focus on dreams and how psychologists explain them')].sort(),
    ).toEqual(['dream', 'explain', 'psychologist']);
  });

  test('a quiz asked to focus on dreams draws its questions from the Dreams section and dream terms', () => {
    expect(dreams).toBeGreaterThan(0);
    const plain = draft<QuestionsDraft>('quiz', undefined);
    const focused = draft<QuestionsDraft>('quiz', undefined, 'Focus on dreams and how psychologists explain them');
    expect(focused.questions).toHaveLength(10);
    expect(focused.questions.filter(aboutDreams).length).toBeGreaterThanOrEqual(8);
    expect(plain.questions.filter(aboutDreams).length).toBeLessThanOrEqual(5);
  });

  test('is ignored when use_specific_prompt is off, and a prompt naming nothing in the text changes nothing', () => {
    const plain = draft<QuestionsDraft>('quiz', undefined);
    expect(draft<QuestionsDraft>('quiz', undefined, 'Focus on dreams', false)).toEqual(plain);
    expect(draft<QuestionsDraft>('quiz', undefined, 'Focus on volcanoes and earthquakes')).toEqual(plain);
  });

  test('a vocabulary sheet lists the terms the prompt names first', () => {
    const sheet = draft<WorksheetDraft['vocab']>(
      'worksheet',
      'vocab',
      'Teach the brain waves: alpha, beta, theta and delta waves',
    );
    const first = sheet.entries.slice(0, 3).map((e) => e.term.toLowerCase());
    expect(first.every((t) => /wave/.test(t))).toBe(true);
  });
});
