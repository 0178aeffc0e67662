// Sheets of terms from a teacher's file hold only the file's terms, on both paths: the offline drafts
// never top up with general academic words, a model's entries the file never uses are dropped, and a
// sheet shorter than usual says why on the page ("Your file defines 4 terms, so this sheet has 4 pairs").
// Tuning sections of the reading corpus (and one of the older fixture texts); held-out books are never read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequest, GeneratedDocument } from '@lessonloom/contracts';
import { createOpenAiProvider } from '../../gateways/openai/openai.provider';
import { startFakeOpenAi, type FakeOpenAi } from '../../gateways/openai/__tests__/fake-openai-server';
import { modelDraftFor } from '../../gateways/openai/__tests__/fake-model';
import type { GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import { CONGRESS } from './two-terms-text';

const dir = join(__dirname, '../__fixtures__/corpus');
const offline = createContentEngine(createOfflineProvider());

function fileInput(id: string, fields: Partial<GenerateRequest>): GenerationInput {
  const text = id === 'congress' ? CONGRESS : readFileSync(join(dir, `${id}.txt`), 'utf8');
  const request = { difficulty: 'mixed', num_questions: 10, include_answer_key: true, ...fields } as GenerateRequest;
  return {
    request,
    sourceText: text,
    sourceName: `${id}.txt`,
    sourceType: 'file',
    reading: readUpload(text, `${id}.txt`),
  };
}
const blocks = (d: GeneratedDocument) => d.sections.flatMap((s) => s.blocks);
const matchingTerms = (d: GeneratedDocument) => blocks(d).flatMap((b) => (b.type === 'matching' ? b.left : []));

describe('offline', () => {
  test('a matching sheet of the six terms the file defines; no notice when the sheet has its usual six', async () => {
    const doc = await offline.generate(
      fileInput('os-physics-types-of-waves', { kind: 'worksheet', worksheet_style: 'matching' }),
    );
    // Each from its own defining clause: "…are called pressure or P-waves, and the transverse waves are called
    // shear or S-waves", "Water waves are a combination of …" (no "pressure" with the P-waves' meaning); "wave",
    // which the pulse wave's, P-waves' and S-waves' descriptions name, gives way to them. (It had four, with
    // "pressure", before meanings were read from their own clauses.)
    expect(matchingTerms(doc)).toEqual(
      expect.arrayContaining(['water waves', 'crest', 'pulse wave', 'longitudinal wave', 'P-waves', 'S-waves']),
    );
    expect(matchingTerms(doc)).toHaveLength(6);
    expect(doc.notice).toBeUndefined();
  });

  test('a matching sheet of the four terms the file defines, and the page says so', async () => {
    const doc = await offline.generate(
      fileInput('os-physics-radioactivity', { kind: 'worksheet', worksheet_style: 'matching' }),
    );
    expect(matchingTerms(doc)).toHaveLength(4);
    expect(doc.notice).toBe('Your file defines 4 terms, so this sheet has 4 pairs.');
  });

  test('a review sheet lists the two terms the file describes, and the page says so', async () => {
    // A short text of our own that describes exactly two terms (two-terms-text.ts).
    const doc = await offline.generate(fileInput('congress', { kind: 'review_sheet' }));
    const vocab = blocks(doc).flatMap((b) => (b.type === 'vocabulary' ? b.entries.map((e) => e.term) : []));
    expect([...vocab].sort()).toEqual(['clerk', 'committee route']);
    // Its practice questions are the file's own too (never padded with routines). Since a one-fact sentence is
    // negated for a false statement (session 19) the file gives all five, so the page notes only the short list.
    const practice = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
    expect(practice.length).toBeGreaterThanOrEqual(5);
    for (const q of practice) expect(q.type === 'question' && q.answer).not.toMatch(/^Answers will vary/);
    expect(doc.notice).toBe('Your file defines 2 terms, so this review sheet lists 2 vocabulary terms.');
  });

  test('a sheet with as many terms as usual carries no note', async () => {
    const doc = await offline.generate(
      fileInput('os-physics-scientific-methods', { kind: 'worksheet', worksheet_style: 'matching' }),
    );
    expect(matchingTerms(doc).length).toBeGreaterThanOrEqual(6);
    expect(doc.notice).toBeUndefined();
  });

  test('a file that defines no terms gets a 422 for a matching sheet, never one of academic words', async () => {
    await expect(
      offline.run(fileInput('aesop-fables-1', { kind: 'worksheet', worksheet_style: 'matching' })),
    ).rejects.toMatchObject({
      status: 422,
      detail: expect.stringMatching(/^Your file defines no terms that can go on a matching sheet/),
    });
  });
});

describe('with a model (real SDK against the local fake server)', () => {
  let server: FakeOpenAi | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const engineAnswering = async (answer: Record<string, unknown>) => {
    server = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    return createContentEngine(
      createOpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'fake-model', maxRetries: 0 }),
    );
  };

  test('pairs whose terms the file never uses are dropped, and the page says the sheet is shorter', async () => {
    const input = fileInput('os-physics-scientific-methods', { kind: 'worksheet', worksheet_style: 'matching' });
    const draft = modelDraftFor(input) as { pairs: Array<{ term: string; match: string }> };
    const own = draft.pairs.slice(0, 4);
    const padded = {
      ...draft,
      pairs: [
        ...own,
        { term: 'synthesize', match: 'To combine separate ideas into a whole' },
        { term: 'infer', match: 'To reach a conclusion from what you already know' },
      ],
    };
    const doc = await (await engineAnswering(padded)).generate(input);
    expect(matchingTerms(doc).sort()).toEqual(own.map((p) => p.term).sort());
    expect(doc.notice).toBe('Your file defines 4 terms, so this sheet has 4 pairs.');
  });

  test('a puzzle of fewer file terms than asked is taken, with the note; words not in the file are dropped', async () => {
    const input = fileInput('os-physics-scientific-methods', {
      kind: 'puzzle',
      puzzle_type: 'word_search',
      num_questions: 10,
    });
    const draft = modelDraftFor(input) as { words: Array<{ word: string; clue: string }> };
    const own = draft.words.slice(0, 5);
    const answer = { ...draft, words: [...own, { word: 'evaluate', clue: 'To judge how good something is' }] };
    const doc = await (await engineAnswering(answer)).generate(input);
    const found = blocks(doc).flatMap((b) => (b.type === 'word_search' ? b.words : []));
    expect(found).toHaveLength(5);
    expect(found).not.toContain('EVALUATE');
    expect(doc.notice).toBe('Your file defines 5 terms, so this word search has 5 words.');
    expect(JSON.stringify(server!.requests[0])).toContain('never a general word the text does not teach');
  });
});
