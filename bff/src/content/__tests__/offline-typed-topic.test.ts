import {
  CONTENT_KINDS,
  DIAGRAM_TYPES,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
  type GeneratedDocument,
} from '@lessonloom/contracts';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { documentProblems } from '../content.checks';
import { buildSpec } from '../content.request';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { PHOTOSYNTHESIS } from './fixtures';

const engine = createContentEngine(createOfflineProvider());
const TOPICS = [
  'Causes of World War I',
  'Photosynthesis',
  'Romeo and Juliet',
  'The Roman Republic',
  'Plate tectonics and volcanoes',
];

type Fields = Parameters<typeof generationInput>[0];
const JOBS: Array<[string, Fields]> = [
  ...CONTENT_KINDS.filter((k) => !['worksheet', 'diagram', 'puzzle'].includes(k)).map((kind): [string, Fields] => [
    kind,
    { kind },
  ]),
  ...WORKSHEET_STYLES.map((s): [string, Fields] => [`worksheet ${s}`, { kind: 'worksheet', worksheet_style: s }]),
  ...DIAGRAM_TYPES.map((t): [string, Fields] => [`diagram ${t}`, { kind: 'diagram', worksheet_style: t }]),
  ...PUZZLE_TYPES.map((t): [string, Fields] => [`puzzle ${t}`, { kind: 'puzzle', puzzle_type: t }]),
];

/** Everything a student is asked: question prompts, options, clues, list items that are questions. */
function asked(doc: GeneratedDocument): string[] {
  const out: string[] = [];
  for (const s of doc.sections)
    for (const b of s.blocks) {
      if (b.type === 'question') out.push(b.prompt, ...(b.options ?? []));
      if (b.type === 'list') out.push(...b.items.filter((i) => i.trim().endsWith('?')));
      if (b.type === 'crossword') out.push(...b.entries.map((e) => e.clue));
      if (b.type === 'matching') out.push(...b.right);
    }
  return out;
}

describe('a typed topic with no file and no model', () => {
  test.each(TOPICS.flatMap((topic) => JOBS.map(([label, f]): [string, string, Fields] => [topic, label, f])))(
    '%s, %s: no question pastes the topic in',
    async (topic, _, fields) => {
      const input = generationInput({ ...fields, difficulty: 'mixed' }, undefined, topic);
      const doc = await engine.generate(input);
      expect(documentProblems(buildSpec(input), doc)).toEqual([]);
      const lower = topic.toLowerCase();
      for (const text of asked(doc)) expect(text.toLowerCase()).not.toContain(lower);
    },
  );

  test.each(['quiz', 'test', 'exit_ticket'] as const)(
    'a %s says in the page, plainly, how to get factual questions',
    async (kind) => {
      const doc = await engine.generate(
        generationInput({ kind, num_questions: '12' }, undefined, 'Causes of World War I'),
      );
      expect(doc.notice).toMatch(/does not know the facts of “Causes of World War I”/);
      expect(doc.notice).toMatch(
        /upload your material \(PDF, DOCX, PPTX or TXT\), or ask your administrator to connect an AI model/,
      );
      const prompts = asked(doc);
      expect(prompts).toHaveLength(12);
      expect(new Set(prompts).size).toBe(12);
      // Nothing on the sheet claims facts: every key says what to look for in the student's own answer.
      for (const s of doc.sections)
        for (const b of s.blocks) if (b.type === 'question') expect(b.answer).toMatch(/^Answers will vary\. Look for /);
    },
  );

  it('fills any count up to 50 with different questions', async () => {
    const doc = await engine.generate(
      generationInput({ kind: 'test', num_questions: '50' }, undefined, 'The Roman Republic'),
    );
    const prompts = asked(doc);
    expect(prompts).toHaveLength(50);
    expect(new Set(prompts).size).toBe(50);
  });

  it('is different for different topics only where the topic is named (titles), and the kind shows the routine', async () => {
    const doc = await engine.generate(
      generationInput({ kind: 'exit_ticket', num_questions: '3' }, undefined, 'Photosynthesis'),
    );
    expect(doc.title).toBe('Exit Ticket: Photosynthesis');
    expect(asked(doc)[0]).toBe('Write three things you learned in today’s lesson.');
  });

  it('gives no routine-topic notice for a file, a math topic or kinds that are honest by nature', async () => {
    // A short file says only that it has fewer different things to ask than the count (questions.draft.ts).
    expect(
      (await engine.generate(generationInput({ kind: 'quiz' }, PHOTOSYNTHESIS, 'photosynthesis.txt'))).notice ?? '',
    ).toMatch(/^(?:$|Your file gives \d+ different things to ask, so this quiz has \d+ questions instead of 10)/);
    expect(
      (await engine.generate(generationInput({ kind: 'quiz' }, undefined, 'Adding fractions'))).notice,
    ).toBeUndefined();
    expect(
      (await engine.generate(generationInput({ kind: 'lesson_plan' }, undefined, 'Causes of World War I'))).notice,
    ).toBeUndefined();
  });
});
