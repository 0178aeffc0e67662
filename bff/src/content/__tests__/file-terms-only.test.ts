// A review sheet made from a teacher's file lists only the file's terms, on both paths: the offline
// draft never tops up with general academic words, a model's entries the file never uses are dropped,
// and a list shorter than usual says why on the page ("Your file defines 2 terms, so this review sheet
// lists 2 vocabulary terms"). Tuning sections of the reading corpus, an older fixture text and a short text of the test's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequest, GeneratedDocument } from '@lessonloom/contracts';
import { modelDraftFor } from '../../gateways/openai/__tests__/fake-model';
import type { GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { ACADEMIC_WORDS } from '../offline/academic.words';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import { CONGRESS } from './two-terms-text';
import { modelEngine, type Draft } from '../verify/__tests__/model-engine';

const dir = join(__dirname, '../__fixtures__/corpus');
const offline = createContentEngine(createOfflineProvider());
const academic = new Set(ACADEMIC_WORDS.map(([w]) => w));

function fileInput(id: string): GenerationInput {
  const text = id === 'congress' ? CONGRESS : readFileSync(join(dir, `${id}.txt`), 'utf8');
  const request = {
    kind: 'review_sheet',
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
  } as GenerateRequest;
  return {
    request,
    sourceText: text,
    sourceName: `${id}.txt`,
    sourceType: 'file',
    reading: readUpload(text, `${id}.txt`),
  };
}
const vocabulary = (d: GeneratedDocument) =>
  d.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'vocabulary' ? b.entries.map((e) => e.term) : []));

describe('offline', () => {
  test('the two terms the file describes, no academic word, and the page says why the list is short', async () => {
    const doc = await offline.generate(fileInput('congress'));
    expect([...vocabulary(doc)].sort()).toEqual(['clerk', 'committee route']);
    // Its practice questions are the file's own too (never padded with routines). Since a one-fact sentence is
    // negated for a false statement (session 19) the file gives all five, so the page notes only the short list.
    const practice = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
    expect(practice.length).toBeGreaterThanOrEqual(5);
    for (const q of practice) expect(q.type === 'question' && q.answer).not.toMatch(/^Answers will vary/);
    expect(doc.notice).toBe('Your file defines 2 terms, so this review sheet lists 2 vocabulary terms.');
  });

  test('a file that describes no term: no vocabulary list of academic words, and the page says so', async () => {
    const doc = await offline.generate(fileInput('aesop-fables-1'));
    expect(vocabulary(doc).filter((t) => academic.has(t))).toEqual([]);
    expect(doc.sections.map((s) => s.heading)).not.toContain('Vocabulary');
    expect(doc.notice).toBe('Your file defines no terms, so this review sheet has no vocabulary list.');
  });

  test('a file that describes enough terms: a full list and no note', async () => {
    const doc = await offline.generate(fileInput('os-physics-scientific-methods'));
    expect(vocabulary(doc).length).toBeGreaterThanOrEqual(4);
    expect(doc.notice).toBeUndefined();
  });
});

describe('with a model (real SDK against the local fake server)', () => {
  const fake = modelEngine();

  test('entries whose terms the file never uses are dropped, the page says the list is shorter, the model was told', async () => {
    const input = fileInput('os-physics-scientific-methods');
    const draft = modelDraftFor(input) as { vocabulary: Array<{ term: string; definition: string }> };
    const own = draft.vocabulary.slice(0, 3);
    const answer = {
      ...draft,
      vocabulary: [
        ...own,
        { term: 'synthesize', definition: 'To combine separate ideas into a whole' },
        { term: 'infer', definition: 'To reach a conclusion from what you already know' },
      ],
    };
    const engine = await fake.answering([answer as unknown as Draft]);
    const doc = await engine.generate(input);
    expect(vocabulary(doc)).toEqual(own.map((v) => v.term));
    expect(doc.notice).toBe('Your file defines 3 terms, so this review sheet lists 3 vocabulary terms.');
    expect(JSON.stringify(fake.server().requests[0])).toContain('never a general word the text does not teach');
  });

  test('a lesson plan: entries for the lesson’s people ("students", "Teacher") are dropped as the reader drops them', async () => {
    const input = fileInput('cs-unplugged-colour-by-numbers');
    const draft = modelDraftFor(input) as { vocabulary: Array<{ term: string; definition: string }> };
    // The plan's own terms, in the model's words (the plan defines none, so the offline sheet lists none).
    const own = [
      { term: 'pixels', definition: 'The small squares of colour that make up an image on a screen' },
      { term: 'megapixels', definition: 'Millions of pixels, the unit a camera counts in' },
      { term: 'grid', definition: 'Rows and columns of squares' },
    ];
    const answer = {
      ...draft,
      vocabulary: [
        ...own,
        { term: 'students', definition: 'The children in the class who colour the worksheets' },
        { term: 'Teacher', definition: 'The adult who reads the lesson to the class' },
      ],
    };
    const engine = await fake.answering([answer as unknown as Draft]);
    const doc = await engine.generate(input);
    expect(vocabulary(doc)).toEqual(own.map((v) => v.term));
    expect(doc.notice).toContain('Your file defines 3 terms, so this review sheet lists 3 vocabulary terms.');
  });
});
