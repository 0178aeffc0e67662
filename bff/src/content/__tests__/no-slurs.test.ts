// Historical texts quote slurs, and a teacher can never hand one out. Douglass's chapter VI (a tuning section of
// the reading corpus) quotes a slave-holder: the offline quiz once offered the slur as an option and printed it
// in a true-or-false statement. No option, statement, term, blank key or puzzle word may carry one, on either
// path; ordinary words that merely contain the letters (Scunthorpe problem) stay usable.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequestInput } from '@lessonloom/contracts';
import { createOpenAiProvider } from '../../gateways/openai/openai.provider';
import { startFakeOpenAi, type FakeOpenAi } from '../../gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../../gateways/openai/__tests__/fake-model';
import { createContentEngine } from '../index';
import { hasSlur } from '../language/slurs';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';

const dir = join(__dirname, '../__fixtures__/corpus');
const file = 'douglass-chapter-6.txt';
const douglass = readFileSync(join(dir, file), 'utf8');
type Fields = Partial<GenerateRequestInput> & { kind: GenerateRequestInput['kind'] };

const withReading = (fields: Fields, text: string, name: string) => ({
  ...generationInput({ include_answer_key: 'true', ...fields }, text, name),
  reading: readUpload(text, name),
});

describe('the matcher', () => {
  test('finds the slur in the sentence Douglass quotes, in plural and capitals', () => {
    expect(douglass).toMatch(/spoil the best n\w+ in the world/);
    expect(hasSlur('Learning would spoil the best nigger in the world.')).toBe(true);
    expect(hasSlur('NIGGERS')).toBe(true);
  });

  // "Niggardly" (stingy; no relation to the slur) is matched too, and we keep it that way: a word a class
  // reads as the slur is not one a teacher wants as an option or a blank, and the sentence it is in can be
  // left out at no cost to the text.
  test('"niggardly" is left out too (a judgement call: it reads as the slur to a class)', () => {
    expect(hasSlur('He was niggardly with his praise.')).toBe(true);
  });

  test.each([
    'assess',
    'assessment',
    'class',
    'classroom',
    'analysis',
    'analyse',
    'Dickens',
    'Scunthorpe',
    'Essex',
    'Sussex',
    'cocktail',
    'therapist',
    'grape',
    'assassin',
    'snigger',
    'Montenegro',
    'Nigeria',
    'Niger River',
    'Japan',
    'Pakistan',
    'raccoon',
    'cucumber',
    'accumulate',
    'titanium',
    'titmouse',
    'homosapiens',
    'sextant',
    'document',
    'passage',
    'glass',
    'mass',
    'bass',
    'compass',
    'embassy',
    'shiitake',
    'Hancock',
    'peacock',
    'scrapbook',
    'trapezoid',
    'retardant',
    'dyke',
    'spastic',
  ])('the ordinary word “%s” passes', (word) => {
    expect(hasSlur(word)).toBe(false);
    expect(hasSlur(`The class read about the ${word} today.`)).toBe(false);
  });
});

describe('offline drafts of Douglass’s chapter VI', () => {
  const engine = createContentEngine(createOfflineProvider());

  test('the reading keeps no sentence, term or fact with a slur as a candidate', () => {
    const r = readUpload(douglass, file);
    expect(r.sentences.filter((s) => s.usable && hasSlur(s.text))).toEqual([]);
    expect(r.terms.filter((t) => hasSlur(t.term))).toEqual([]);
    expect(r.facts.filter((f) => hasSlur(f.text))).toEqual([]);
    // The chapter is still read: the sentences around the quoted one remain.
    expect(r.sentences.filter((s) => s.usable).length).toBeGreaterThan(10);
  });

  // Each draws a different selection of sentences ("Generate again"), at no grade and at grade 7.
  const draws = ['', 'again-1', 'again-2'].flatMap((seed) => ['', '7'].map((grade) => [seed, grade] as const));
  test.each<[string, Fields]>([
    ['quiz', { kind: 'quiz', num_questions: '10' }],
    ['test', { kind: 'test', num_questions: '10' }],
    ['cloze worksheet', { kind: 'worksheet', worksheet_style: 'cloze', num_questions: '10' }],
    // Printed “A nigger should know nothing but to obey his master” as a sentence to review, before.
    ['review sheet', { kind: 'review_sheet', num_questions: '10' }],
  ])('the %s has no slur anywhere in the document, however it is drawn', async (_, fields) => {
    for (const [seed, grade] of draws) {
      const input = withReading({ ...fields, ...(grade ? { grade_level: grade } : {}) }, douglass, file);
      const doc = await engine.generate(seed ? { ...input, seed } : input);
      expect(doc.sections.flatMap((s) => s.blocks).length).toBeGreaterThan(0);
      expect([seed, grade, hasSlur(JSON.stringify(doc))]).toEqual([seed, grade, false]);
    }
  });

  test('the word search: the chapter defines too few other terms, and the answer says so without the slur', async () => {
    const done = engine.generate(withReading({ kind: 'puzzle', puzzle_type: 'word_search' }, douglass, file));
    await expect(done).rejects.toMatchObject({ status: 422 });
    expect(hasSlur(String(((await done.catch((e: unknown) => e)) as { detail: string }).detail))).toBe(false);
  });

  test('a glossary that lists a slur: the word search, crossword and matching sheet leave it out', async () => {
    const text = [
      'Words of the Plantation',
      '',
      'Key terms',
      '- overseer: a man paid to watch the slaves at work and punish them',
      '- nigger: the word slave-holders used for a slave',
      '- plantation: a large farm worked by enslaved people',
      '- freedom: the state of being free and not a slave',
      '- literacy: the ability to read and write',
      '',
      'The overseer rode along the rows of the plantation every morning. Douglass knew that literacy was the pathway to freedom. ' +
        'His master said that learning would spoil the best nigger in the world. Douglass learned to read from boys in the street.',
    ].join('\n');
    for (const fields of [
      { kind: 'puzzle', puzzle_type: 'word_search' },
      { kind: 'puzzle', puzzle_type: 'crossword' },
      { kind: 'worksheet', worksheet_style: 'matching' },
    ] as Fields[]) {
      const doc = await engine.generate(withReading(fields, text, 'plantation.txt'));
      const printed = JSON.stringify(doc);
      expect(printed).toMatch(/overseer/i);
      expect([fields, hasSlur(printed)]).toEqual([fields, false]);
    }
  });
});

describe('a model draft with a slur (real SDK against the local fake server)', () => {
  let server: FakeOpenAi | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  // The clean draft is the offline generator's, which gives only as many questions as the text allows once
  // sentences with a slur are left out (4 today); the model is asked for exactly that many.
  const clean = modelDraftFor(withReading({ kind: 'quiz', num_questions: '5' }, douglass, file)) as {
    questions: Array<{ options?: string[] }>;
  };
  const input = withReading({ kind: 'quiz', num_questions: String(clean.questions.length) }, douglass, file);
  // In a choice item's last option; since session 20 the Douglass quiz has no choice item of more than two options
  // (its distractors were of another sort), so a true/false item's statement carries it instead.
  const withSlur = () => {
    const draft = structuredClone(clean) as { questions: Array<{ options?: string[]; prompt?: string }> };
    const q = draft.questions.find((x) => (x.options?.length ?? 0) > 2);
    if (q) q.options![q.options!.length - 1] = 'nigger';
    else draft.questions[0].prompt = `${draft.questions[0].prompt} nigger`;
    return draft;
  };
  const engineFor = (s: FakeOpenAi) =>
    createContentEngine(
      createOpenAiProvider({ apiKey: 'test-key', baseURL: s.baseURL, model: 'fake-model', maxRetries: 0 }),
    );

  test('is sent back to the model, which is told why, and only the repaired draft is printed', async () => {
    let calls = 0;
    server = await startFakeOpenAi(() => ({ content: JSON.stringify(calls++ === 0 ? withSlur() : clean) }));
    const doc = await engineFor(server).generate(input);
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1].messages)).toContain('contains a slur');
    expect(hasSlur(JSON.stringify(doc))).toBe(false);
  });

  test('is never shown on the page while it is written (the streamed items)', async () => {
    let calls = 0;
    server = await startFakeOpenAi(() => ({ content: JSON.stringify(calls++ === 0 ? withSlur() : clean) }));
    const shown: unknown[] = [];
    await engineFor(server).run(input, { onEvent: (e) => e.type === 'item' && shown.push(e.item) });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(clean.questions.length);
    expect(hasSlur(JSON.stringify(shown))).toBe(false);
  });

  test('is never printed when the repair keeps the slur: the generation fails with a 502', async () => {
    server = await startFakeOpenAi(() => ({ content: JSON.stringify(withSlur()) }));
    await expect(engineFor(server).generate(input)).rejects.toMatchObject({ status: 502 });
    expect(server.requests).toHaveLength(2);
  });
});
