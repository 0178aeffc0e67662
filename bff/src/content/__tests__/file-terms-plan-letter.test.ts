// The lesson plan's vocabulary chart and the letter home's Words to Know hold only the file's own terms:
// its key-vocabulary list or glossary (which always comes first), then its bold and defined terms; never a
// phrase it merely repeats ("teaching observations") nor a class word (evidence, summary, KWL chart). A file
// that defines fewer gets fewer, and says so. Tuning sections of the reading corpus and a short text of the
// test's own; the model path through the real SDK against the fake server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequest, GeneratedDocument } from '@lessonloom/contracts';
import { extractText } from '../../extraction';
import { createOpenAiProvider } from '../../gateways/openai/openai.provider';
import { startFakeOpenAi, type FakeOpenAi } from '../../gateways/openai/__tests__/fake-openai-server';
import { modelDraftFor } from '../../gateways/openai/__tests__/fake-model';
import type { GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { CLASS_WORDS } from '../kinds/parent-handout/letter.words';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import type { SourceMarks } from '../source/source.types';
import { CONGRESS } from './two-terms-text';

const dir = join(__dirname, '../__fixtures__/corpus');
// An upload's extraction is capped at 20 s; on a loaded test machine a docx may take longer, and the cap is not
// what is tested here.
const UNHURRIED = { timeoutMs: 120_000 };
jest.setTimeout(240_000);
const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  texts: Array<{ id: string; set: string; glossary: Array<{ term: string }>; key_terms: string[] }>;
};
const tuning = manifest.texts.filter((t) => t.set === 'tuning');
const offline = createContentEngine(createOfflineProvider());
const classWords = new Set(CLASS_WORDS.map((w) => w.term));

function input(kind: string, name: string, text: string, marks?: SourceMarks): GenerationInput {
  const request = { kind, difficulty: 'mixed', num_questions: 10, include_answer_key: true } as GenerateRequest;
  return { request, sourceText: text, sourceName: name, sourceType: 'file', reading: readUpload(text, name, marks) };
}
const corpusInput = (kind: string, id: string) =>
  input(kind, `${id}.txt`, readFileSync(join(dir, `${id}.txt`), 'utf8'));

const blocks = (d: GeneratedDocument) => d.sections.flatMap((s) => s.blocks);
const wordsToKnow = (d: GeneratedDocument) =>
  blocks(d).flatMap((b) => (b.type === 'vocabulary' ? b.entries.map((e) => e.term) : []));
/** The plan's chart, as its materials name it ("Vocabulary chart with the key terms: a, b"). */
const chartOf = (d: GeneratedDocument) => {
  const line = JSON.stringify(d).match(/Vocabulary chart with the key terms: ([^"]*)/);
  return line ? line[1].split(', ') : [];
};
/** The key terms the overview names ("learn its key terms (a, b and c)"). */
const overviewTerms = (d: GeneratedDocument) => {
  const line = JSON.stringify(d).match(/learn its key terms \(([^)]*)\)/);
  return line ? line[1].split(/, | and /) : [];
};
/** The terms the file itself marks: a glossary or key-term list, bold, or a sentence that defines the term. */
const ownTerms = (i: GenerationInput) =>
  new Set(
    i.reading!.terms.filter((t) => t.origins.some((o) => o !== 'phrase')).map((t) => t.term.toLocaleLowerCase('en-US')),
  );

describe('offline, on every tuning section', () => {
  test.each(tuning.map((t) => t.id))(
    '%s: the chart and the words to know are the file’s own terms, no class word',
    async (id) => {
      const letter = corpusInput('parent_handout', id);
      const words = wordsToKnow(await offline.generate(letter));
      expect(words.filter((w) => classWords.has(w))).toEqual([]);
      const own = ownTerms(letter);
      expect(words.filter((w) => !own.has(w.toLocaleLowerCase('en-US')))).toEqual([]);
      const plan = await offline.generate(corpusInput('lesson_plan', id));
      const chart = chartOf(plan);
      expect(chart.filter((w) => !own.has(w.toLocaleLowerCase('en-US')))).toEqual([]);
      // One list of key terms: the overview names the chart's terms, no other.
      if (chart.length >= 2) expect(overviewTerms(plan)).toEqual(chart);
    },
  );
});

describe('fewer terms, and the page says so', () => {
  test('a file that defines two terms: two words to know, a chart of two, and each says why', async () => {
    const letter = await offline.generate(input('parent_handout', 'congress.txt', CONGRESS));
    expect(wordsToKnow(letter).sort()).toEqual(['clerk', 'committee route']);
    expect(letter.notice).toBe('Your file defines 2 terms, so this letter’s Words to Know has 2 words.');
    const plan = await offline.generate(input('lesson_plan', 'congress.txt', CONGRESS));
    expect(chartOf(plan).sort()).toEqual(['clerk', 'committee route']);
    expect(JSON.stringify(plan)).toContain('Introduce the key terms (the file defines 2 terms)');
  });

  test('a lesson plan of directions that defines nothing: no Words to Know, no chart, and no class words', async () => {
    // (Parity magic defines one term now, "parity bits", read from before its teacher's part: source.direction-told.ts.)
    const letter = await offline.generate(corpusInput('parent_handout', 'cs-unplugged-codes-for-letters'));
    expect(wordsToKnow(letter)).toEqual([]);
    expect(letter.sections.map((s) => s.heading)).not.toContain('Words to Know');
    expect(letter.notice).toBe('Your file defines no terms, so this letter has no Words to Know.');
  });

  test('a slide deck’s Key vocabulary slide wins: the chart is its terms', async () => {
    const id = 'os-physics-types-of-waves';
    const ex = await extractText(`${id}.pptx`, readFileSync(join(dir, `${id}.pptx`)), UNHURRIED);
    const glossary = new Set(tuning.find((t) => t.id === id)!.glossary.map((g) => g.term.toLocaleLowerCase('en-US')));
    const plan = await offline.generate(input('lesson_plan', `${id}.pptx`, ex.text, ex.marks));
    expect(chartOf(plan).length).toBe(4);
    expect(chartOf(plan).filter((t) => !glossary.has(t.toLocaleLowerCase('en-US')))).toEqual([]);
    const letter = await offline.generate(input('parent_handout', `${id}.pptx`, ex.text, ex.marks));
    expect(wordsToKnow(letter).length).toBeGreaterThanOrEqual(3);
    expect(wordsToKnow(letter).filter((t) => !glossary.has(t.toLocaleLowerCase('en-US')))).toEqual([]);
  });
});

describe('with a model (real SDK against the local fake server)', () => {
  let server: FakeOpenAi | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a letter’s words the file never uses are dropped, the page says so, the model was told', async () => {
    const letter = input('parent_handout', 'congress.txt', CONGRESS);
    const draft = modelDraftFor(letter) as { vocabulary: Array<{ term: string; definition: string }> };
    const answer = {
      ...draft,
      vocabulary: [
        { term: 'clerk', definition: 'An officer who keeps the records of the chamber.' },
        { term: 'evidence', definition: 'Facts or examples from a reading that show an answer is right.' },
        { term: 'summary', definition: 'A short retelling of the main ideas in your own words.' },
      ],
    };
    server = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    const engine = createContentEngine(
      createOpenAiProvider({ apiKey: 'test-key', baseURL: server.baseURL, model: 'fake-model', maxRetries: 0 }),
    );
    const doc = await engine.generate(letter);
    expect(wordsToKnow(doc)).toEqual(['clerk']);
    expect(doc.notice).toBe('Your file defines 1 term, so this letter’s Words to Know has 1 word.');
    expect(JSON.stringify(server.requests[0])).toContain('never a general word the text does not teach');
  });
});
