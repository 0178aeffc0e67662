// A passage pasted as the topic (Generate Specific's prompt, the Enter Topic box) or as the Generate page's
// specific prompt is the source of the questions: every kind is made from it, its questions quote it and the
// quotes are checked against it, and a passage that uses "average", "percent", "area", "rate" or "variable"
// in its own sense never becomes arithmetic. Paragraphs of tuning sections of the corpus.
import { CONTENT_KINDS, WORKSHEET_STYLES, type GeneratedDocument } from '@lessonloom/contracts';
import { questionBlocks } from '@lessonloom/document';
import { createContentEngine, createOfflineProvider } from '..';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { foldForMatching } from '../verify/grounding.verify';
import { corpusParagraph as paragraph } from './corpus-paragraph';

jest.setTimeout(300_000);

const engine = createContentEngine(createOfflineProvider());

const PASSAGES = [
  paragraph('os-physics-ohms-law', 'move on average'),
  paragraph('os-anthropology-gathering-and-hunting', '10 to 20 percent'),
  paragraph('os-anthropology-gathering-and-hunting', 'particular area'),
  paragraph('beagle-galapagos-tortoises', 'rate of sixty yards'),
  paragraph('os-college-success-budgeting', 'variable expenses'),
];

// What the computed maths drafts print: "Find the mean of…", "What is 20% of…", "Solve for x", a grid of numbers.
const ARITHMETIC =
  /\bfind the (?:mean|median|mode|range|area|perimeter)\b|\bsolve for\b|\bwhat is \d+%|\bsimplify\b|^\s*[\d\s+\-×÷*/=().,x]+\??$/im;

const JOBS = [
  ...CONTENT_KINDS.filter((k) => k !== 'worksheet').map((kind) => ({ kind })),
  ...WORKSHEET_STYLES.map((worksheet_style) => ({ kind: 'worksheet' as const, worksheet_style })),
];

function expectFromPassage(doc: GeneratedDocument, passage: string, label: string) {
  const text = JSON.stringify(doc);
  expect([label, ARITHMETIC.test(text.replace(/\\n/g, '\n'))]).toEqual([label, false]);
  const folded = foldForMatching(passage);
  for (const q of questionBlocks(doc)) {
    expect([label, q.number, typeof q.source_passage]).toEqual([label, q.number, 'string']);
    expect([label, q.number, folded.includes(foldForMatching(q.source_passage!))]).toEqual([label, q.number, true]);
  }
}

describe('a passage pasted as the topic is the source of every kind', () => {
  it.each(PASSAGES.map((p, i) => [i, p]))('passage %i', async (_, passage) => {
    for (const job of JOBS) {
      const label = `${job.kind}${'worksheet_style' in job ? `:${job.worksheet_style}` : ''}`;
      const run = engine.run(generationInput({ ...job, difficulty: 'mixed' }, undefined, passage));
      // A paragraph rarely gives two questions a model answer can be written for from its words: then no
      // critical-thinking sheet (a 422 that says what to make instead), never "Answers will vary" routines.
      if (label === 'worksheet:critical_thinking') {
        const made = await run.catch((e: { status?: number; detail?: string }) => {
          expect(e).toMatchObject({
            status: 422,
            detail: expect.stringMatching(/^Your text gives .+ a critical-thinking sheet needs at least 2/),
          });
          return null;
        });
        if (!made) continue;
      }
      const { document, quality } = await run;
      expectFromPassage(document, passage, label);
      // quotes checked against the pasted text, like a file's
      if (quality.quoted) expect([label, quality.grounded]).toEqual([label, quality.quoted]);
    }
  });
});

describe("the Generate page's specific prompt", () => {
  it('a passage in the prompt is read, under the topic the teacher typed; a request in it still steers', async () => {
    const passage = PASSAGES[3];
    const { document, quality } = await engine.run(
      generationInput(
        {
          kind: 'quiz',
          difficulty: 'mixed',
          use_specific_prompt: 'true',
          specific_prompt: `Write questions about how the tortoises travel.\n${passage}`,
        },
        undefined,
        'Galapagos tortoises',
      ),
    );
    expect(document.title).toBe('Quiz: Galapagos tortoises');
    expectFromPassage(document, passage, 'quiz');
    expect(quality.grounded).toBe(quality.quoted);
    expect(quality.quoted).toBeGreaterThan(0);
  });

  it('a prompt that asks for maths still gets maths, passage or not', async () => {
    const doc = await engine.generate(
      generationInput(
        { kind: 'quiz', difficulty: 'easy', num_questions: '5' },
        undefined,
        'Find the mean of 37, 48, 17 and 22.',
      ),
    );
    expect(questionBlocks(doc).every((q) => /mean|average/i.test(q.prompt))).toBe(true);
  });
});
