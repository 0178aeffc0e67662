// wink-nlp gives some tokens no lemma: "cannot" before a full stop or a comma ("… in ways we cannot.",
// "they cannot, so …"). Every reader, check and measure reads lemmas through one helper (source.nlp.ts
// tokenLemmas), where such a token stands for itself. Held here: no other file reads the model's lemmas
// itself, the measures read such a sentence, and every kind made from a text with "we cannot." / "They can
// not." / "won't." sentences is made, with items on what the text teaches, never on those fragments, and a
// model's questions on them are verified like any other (a bare "They won't." left out, the teacher told).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GenerateRequest, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { nlp, tokenLemmas } from '../source/source.nlp';
import { contentForms, contentLemmas } from '../__measures__/words.measure';
import { contentWords } from '../checks/same-fact.check';
import { tokensOf } from '../language/clause-tokens';
import type { GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import { generationInput, modelDraftFor } from '../../gateways/openai/__tests__/fake-model';
import { blank, modelEngine, questionsOf, shortAnswer, trueFalse, type Draft } from '../verify/__tests__/model-engine';

const TEXT = [
  'Why We Elect Representatives',
  '',
  'Voters have jobs and families, so they cannot study every law. We elect officials to serve as experts in ways ' +
    'we cannot. A representative is a person who is chosen to speak and act for a group of voters. ' +
    'Representatives study bills because most voters can not.',
  '',
  'Some voters stay at home on election day. They can not. They won’t. Turnout is the share of eligible voters ' +
    'who cast a ballot. When turnout is low, the winners speak for fewer people. As a result, some countries ' +
    'make voting compulsory.',
  '',
  'A ballot is the paper or screen on which a voter marks a choice. First, voters register. Next, they receive ' +
    'a ballot. Finally, they cast the ballot in secret. A secret ballot protects voters because no one can see ' +
    'their choice. Unlike an open vote, a secret ballot cannot be used to punish a voter. Cannot. Won’t.',
].join('\n');
/** The sentences that are only a refusal: nothing to teach, never an item's passage. */
const FRAGMENTS = ['They can not.', 'They won’t.', 'Cannot.', 'Won’t.'];

describe('a token the model gives no lemma', () => {
  test('the model still gives "cannot." none, and the helper reads it as itself', () => {
    const tokens = nlp().readDoc('We serve in ways we cannot.').tokens();
    const raw = tokens.out(nlp().its.lemma as never) as unknown as Array<string | null>;
    // If a new model gives it one, this case has nothing left to guard: read the helper's comment again.
    expect(raw[5] ?? null).toBeNull();
    expect(tokenLemmas(tokens)).toEqual(['we', 'serve', 'in', 'way', 'we', 'cannot', '.']);
  });

  test('no file but source.nlp.ts reads the model’s lemmas itself', () => {
    const root = join(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === '__tests__' ? [] : files(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const readers = files(root)
      .filter((f) => /its\.lemma\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(readers).toEqual(['content/source/source.nlp.ts']);
  });

  test.each([
    'We serve in ways we cannot.',
    'Voters have jobs, so they cannot, and they will not.',
    'They can not.',
    'They won’t.',
  ])('“%s”: the words the checks and measures compare are read', (sentence) => {
    expect(() => contentForms(sentence)).not.toThrow();
    expect(contentForms(sentence).every((w) => typeof w.lemma === 'string' && w.lemma.length > 1)).toBe(true);
    expect(contentLemmas(sentence).every((w) => typeof w === 'string')).toBe(true);
    expect(contentWords(sentence).every((w) => typeof w === 'string')).toBe(true);
    expect(tokensOf(sentence).every((t) => typeof t.lemma === 'string')).toBe(true);
  });

  test('a measure compares a sentence ending "we cannot." by its words', () => {
    // Threw before: the lemma-less token was lower-cased.
    expect(contentForms('We elect officials to serve as experts in ways we cannot.')).toEqual([
      { lemma: 'elect', form: 'elect' },
      { lemma: 'official', form: 'officials' },
      { lemma: 'serve', form: 'serve' },
      { lemma: 'expert', form: 'experts' },
      { lemma: 'way', form: 'ways' },
    ]);
  });
});

describe('every kind from a text with "we cannot." sentences', () => {
  const engine = createContentEngine(createOfflineProvider());
  const reading = readUpload(TEXT, 'elect.txt');
  const generate = (kind: GenerateRequest['kind'], extra: Partial<GenerateRequest> = {}) =>
    engine.generate({
      request: { kind, difficulty: 'mixed', num_questions: 10, include_answer_key: true, ...extra } as GenerateRequest,
      sourceText: TEXT,
      sourceName: 'elect.txt',
      sourceType: 'file',
      reading,
    } satisfies GenerationInput);
  const questions = (d: GeneratedDocument) =>
    d.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');

  test('the reading keeps the text’s sentences and its three defined terms', () => {
    expect(reading.sentences.map((s) => s.text)).toEqual(
      expect.arrayContaining(['We elect officials to serve as experts in ways we cannot.', ...FRAGMENTS]),
    );
    expect(Object.fromEntries(reading.terms.filter((t) => t.definition).map((t) => [t.term, t.definition]))).toEqual({
      representative: 'A person who is chosen to speak and act for a group of voters',
      turnout: 'The share of eligible voters who cast a ballot',
      ballot: 'The paper or screen on which a voter marks a choice',
    });
    for (const f of FRAGMENTS) expect(reading.sentences.find((s) => s.text === f)?.usable).toBe(false);
  });

  test.each([
    ['quiz', {}],
    ['exit_ticket', {}],
    ['test', {}],
    ['review_sheet', {}],
    ['worksheet', { worksheet_style: 'mixed' }],
    ['worksheet', { worksheet_style: 'cloze' }],
  ] as Array<[GenerateRequest['kind'], Partial<GenerateRequest>]>)(
    '%s %j: items on what the text teaches, quoted from it, none on a bare refusal',
    async (kind, extra) => {
      const doc = await generate(kind, extra);
      const items = questions(doc);
      expect(items.length).toBeGreaterThanOrEqual(3);
      const printed = JSON.stringify(doc.sections);
      for (const f of FRAGMENTS) expect(printed).not.toContain(`“${f}”`);
      for (const q of items) {
        expect(q.answer?.trim()).toBeTruthy();
        if (q.source_passage) expect(TEXT).toContain(q.source_passage.replace(/…$/, ''));
        expect(FRAGMENTS).not.toContain(q.source_passage);
      }
      // Each kind asks about at least one of the terms the text defines.
      expect(printed).toMatch(/representative|turnout|ballot/);
    },
  );

  test('the review sheet’s summary and vocabulary are the text’s own', async () => {
    const doc = await generate('review_sheet');
    const printed = JSON.stringify(doc.sections);
    expect(printed).toContain('A representative is a person who is chosen to speak and act for a group of voters');
    for (const term of ['ballot', 'turnout', 'representative']) expect(printed).toContain(term);
    for (const f of FRAGMENTS) expect(printed).not.toContain(f.replace(/\.$/, ''));
  });

  test.each(['matching', 'vocab'] as const)('the %s sheet pairs the three terms with their meanings', async (style) => {
    const printed = JSON.stringify((await generate('worksheet', { worksheet_style: style })).sections);
    expect(printed).toContain('The share of eligible voters who cast a ballot');
    expect(printed).toContain('The paper or screen on which a voter marks a choice');
    expect(printed).toContain('A person who is chosen to speak and act for a group of voters');
  });
});

describe('a model’s draft on the same text, through the real SDK and the fake server', () => {
  const fake = modelEngine();
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, 'elect.txt');
  const base = modelDraftFor(input) as Draft;
  const EXPERTS = 'We elect officials to serve as experts in ways we cannot.';
  const BILLS = 'Representatives study bills because most voters can not.';

  test('questions quoting "we cannot." and "can not." sentences are verified like any other', async () => {
    const engine = await fake.answering([
      {
        ...base,
        questions: [
          // A blank, not a true/false: "we" turns to the reader, so as a statement to judge it is refused
          // (fact-statement.ts); the blank's key is checked against the sentence like any other.
          blank('We elect officials to serve as _____ in ways we cannot.', 'experts', EXPERTS),
          shortAnswer(
            'What reason does the text give for this: representatives study bills?',
            'A full answer (1) gives the reason: most voters can not. The text says: “' + BILLS + '”',
            BILLS,
          ),
          shortAnswer(
            'What does the text mean by “turnout”?',
            'The share of eligible voters who cast a ballot',
            'Turnout is the share of eligible voters who cast a ballot.',
          ),
        ],
      },
    ]);
    const { document, quality } = await engine.run(input);
    expect(questionsOf(document).map((q) => q.source_passage)).toEqual([
      EXPERTS,
      BILLS,
      'Turnout is the share of eligible voters who cast a ballot.',
    ]);
    expect(quality.warnings ?? []).toEqual([]);
    expect(quality.claims).toMatchObject({ checked: 1, dropped: 0 });
    expect(quality.meanings).toMatchObject({ checked: 1, dropped: 0 });
  });

  test('a question on a bare refusal ("They won’t.") is not kept', async () => {
    const turnout = shortAnswer(
      'What does the text mean by “turnout”?',
      'The share of eligible voters who cast a ballot',
      'Turnout is the share of eligible voters who cast a ballot.',
    );
    const ballot = shortAnswer(
      'What does the text mean by “ballot”?',
      'The paper or screen on which a voter marks a choice',
      'A ballot is the paper or screen on which a voter marks a choice.',
    );
    const refusal = trueFalse('They won’t.', 'They won’t.');
    const engine = await fake.answering([{ ...base, questions: [turnout, refusal, ballot] }]);
    const { document, quality } = await engine.run(input);
    expect(questionsOf(document).map((q) => q.prompt)).toEqual([turnout.prompt, ballot.prompt]);
    expect(quality.warnings).toEqual([
      'A question was left out (“True or false: They won’t.”): it is a statement that needs the sentences around it (it says “They” but not who or what that is).',
    ]);
  });
});
