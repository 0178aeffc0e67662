import { DIAGRAM_TYPES, PUZZLE_TYPES, WORKSHEET_STYLES, type GenerateRequestInput } from '@lessonloom/contracts';
import { createOfflineProvider } from '../offline.provider';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { createContentEngine } from '../index';
import { HOSTILE_TEXTS } from '../../testing/testing.hostile-text';

const engine = createContentEngine(createOfflineProvider());

type Fields = Partial<GenerateRequestInput> & { kind: GenerateRequestInput['kind'] };
const kinds: Fields[] = [
  { kind: 'quiz' },
  { kind: 'test' },
  { kind: 'exit_ticket' },
  { kind: 'lesson_plan' },
  { kind: 'rubric' },
  { kind: 'parent_handout' },
  { kind: 'review_sheet' },
  ...WORKSHEET_STYLES.map((s): Fields => ({ kind: 'worksheet', worksheet_style: s })),
  ...DIAGRAM_TYPES.map((t): Fields => ({ kind: 'diagram', worksheet_style: t })),
  ...PUZZLE_TYPES.map((p): Fields => ({ kind: 'puzzle', puzzle_type: p })),
];

const termSheet = (f: Fields) =>
  f.kind === 'puzzle' || (f.kind === 'worksheet' && ['matching', 'vocab'].includes(f.worksheet_style ?? ''));

describe.each(Object.entries(HOSTILE_TEXTS).filter(([, text]) => text.trim()))(
  'offline drafts from a hostile %s',
  (_, text) => {
    test.each(kinds.map((k) => [`${k.kind} ${k.worksheet_style ?? k.puzzle_type ?? ''}`, k] as const))(
      '%s as a topic and as file text',
      async (__, fields) => {
        const topic = generationInput(
          { ...fields, grade_level: text.slice(0, 200), subject: text.slice(0, 200) },
          undefined,
          text,
        );
        expect((await engine.generate(topic)).title.length).toBeLessThanOrEqual(200);
        // A sheet of terms from a file takes only the file's own terms (offline/file-terms.ts): a hostile file
        // defines none, so the answer is a 422 that tells the teacher what to make instead, never a 500.
        const file = generationInput(fields, text, `${text}.txt`);
        if (termSheet(fields))
          await expect(engine.generate(file)).rejects.toMatchObject({
            status: 422,
            detail: expect.stringMatching(
              /^Your file defines (no terms|only [12] terms?) that can go on .+, and it needs at least 3\. Make a quiz or a cloze worksheet from this file instead/,
            ),
          });
        // Nor, when it can be read at all, two questions with a model answer for a critical-thinking sheet.
        else if (fields.worksheet_style === 'critical_thinking')
          await engine.generate(file).then(
            (doc) => expect(doc.title.length).toBeLessThanOrEqual(200),
            (e: unknown) =>
              expect(e).toMatchObject({
                status: 422,
                detail: expect.stringMatching(/^Your file gives .+ a critical-thinking sheet needs at least 2\./),
              }),
          );
        else expect((await engine.generate(file)).title.length).toBeLessThanOrEqual(200);
      },
    );
  },
);
