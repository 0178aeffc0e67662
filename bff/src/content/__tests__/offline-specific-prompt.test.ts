// The teacher's specific prompt, offline: steers which sections and terms the questions and
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

const file = 'os-physics-ohms-law.txt';
const text = readFileSync(join(__dirname, '../__fixtures__/corpus', file), 'utf8');
const reading = readUpload(text, file);
const resistance = reading.sections.findIndex((s) => s.heading === 'Resistance and Ohm’s Law');

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

const aboutResistance = (q: { source_passage: string | null; prompt: string }) =>
  reading.sentences.find((s) => s.text === q.source_passage)?.section === resistance ||
  /resist|ohm/i.test(`${q.prompt} ${q.source_passage}`);

describe('the specific prompt offline', () => {
  test('takes the prompt’s content words, not the words that say what to make', () => {
    expect(
      [...promptWords('Write ten questions that focus on dreams and how psychologists explain them')].sort(),
    ).toEqual(['dream', 'explain', 'psychologist']);
  });

  test('a quiz asked to focus on resistance draws its questions from the resistance section and its terms', () => {
    expect(resistance).toBeGreaterThan(0);
    const plain = draft<QuestionsDraft>('quiz', undefined);
    const focused = draft<QuestionsDraft>('quiz', undefined, 'Focus on resistance and resistors');
    expect(focused.questions).toHaveLength(10);
    // 8 before "are called _____" (key "ohmic") lost its noun options ("battery", "ampere": of another kind than
    // an adjective key) and with them the item (session 16).
    expect(focused.questions.filter(aboutResistance).length).toBeGreaterThanOrEqual(7);
    // Unfocused, the quiz spreads over the text's three sections (the key-terms section names Ohm's law too).
    expect(plain.questions.filter(aboutResistance).length).toBeLessThanOrEqual(6);
  });

  test('is ignored when use_specific_prompt is off, and a prompt naming nothing in the text changes nothing', () => {
    const plain = draft<QuestionsDraft>('quiz', undefined);
    expect(draft<QuestionsDraft>('quiz', undefined, 'Focus on resistance', false)).toEqual(plain);
    expect(draft<QuestionsDraft>('quiz', undefined, 'Focus on volcanoes and earthquakes')).toEqual(plain);
  });

  test('a vocabulary sheet lists the terms the prompt names first', () => {
    const sheet = draft<WorksheetDraft['vocab']>(
      'worksheet',
      'vocab',
      'Teach the currents: direct current, alternating current and conventional current',
    );
    const first = sheet.entries.slice(0, 3).map((e) => e.term.toLowerCase());
    expect(first.every((t) => /current/.test(t))).toBe(true);
  });
});
