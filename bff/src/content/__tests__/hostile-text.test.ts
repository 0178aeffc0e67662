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

describe.each(Object.entries(HOSTILE_TEXTS).filter(([, text]) => text.trim()))(
  'offline drafts from a hostile %s',
  (_, text) => {
    test.each(kinds.map((k) => [`${k.kind} ${k.worksheet_style ?? k.puzzle_type ?? ''}`, k] as const))(
      '%s as a topic and as file text',
      async (__, fields) => {
        for (const input of [
          generationInput({ ...fields, grade_level: text.slice(0, 200), subject: text.slice(0, 200) }, undefined, text),
          generationInput(fields, text, `${text}.txt`),
        ]) {
          const doc = await engine.generate(input);
          expect(doc.title.length).toBeLessThanOrEqual(200);
        }
      },
    );
  },
);
