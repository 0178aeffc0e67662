// A review sheet's summary names the reading's own parts and key terms, as a teacher would read them out:
// never a book's end matter ("Key Concepts and Summary", "Section Summary") as a part, never another
// language's word given as etymology ("Latin gibbus") as a key term. The text is our own, in the shape of
// an astronomy section (the unseen sections stay unseen).
import type { GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import type { GenerateRequest } from '@lessonloom/contracts';

const TEXT = [
  'Shapes of the Moon',
  'Phases',
  'The Moon does not make its own light. The lit half of the Moon always faces the Sun. ' +
    'A new moon is the phase when the lit half faces away from Earth. ' +
    'A day later the thin crescent appears low in the west after sunset. ' +
    'A week after the first quarter we see most of the lit half, a shape we call gibbous (from the Latin gibbus, meaning hump). ' +
    'A full moon is the phase when the whole lit half faces Earth.',
  'Motion',
  'The sidereal month is the time the Moon takes to go once around Earth measured against the stars. ' +
    'The Moon turns once on its axis in the same time, so the same side always faces Earth. ' +
    'Tides are the rise and fall of the sea caused mostly by the pull of the Moon.',
  'Key Concepts and Summary',
  'The phases of the Moon come from how much of the lit half we see. The Moon keeps the same side toward Earth.',
].join('\n\n');

const input = (): GenerationInput => ({
  request: { kind: 'review_sheet', difficulty: 'mixed', num_questions: 8, include_answer_key: true } as GenerateRequest,
  sourceText: TEXT,
  sourceName: 'moon.txt',
  sourceType: 'file',
  reading: readUpload(TEXT, 'moon.txt'),
});

test('the summary lists the reading’s parts and terms, not its end matter or etymology', async () => {
  const doc = await createContentEngine(createOfflineProvider()).generate(input());
  const summary = doc.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.type === 'paragraph' ? [b.text] : []))
    .join(' ');
  // Since session 20 the parts by their headings, then the text's own sentences; no list of key terms.
  expect(summary).toMatch(/covers these parts: Phases; Motion\./);
  expect(summary).not.toMatch(/Key Concepts/);
  expect(summary).not.toMatch(/The key terms are /);
  // No sentence that gives another language's word: it is said in passing, not a main idea.
  expect(summary).not.toMatch(/Latin|gibbus/);
});
