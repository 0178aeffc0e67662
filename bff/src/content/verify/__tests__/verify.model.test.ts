// Every model answer verified in code, through the real SDK and the streaming fake server: wrong math
// keys corrected, a missing correct option restored, unfound quotes repaired (or flagged), text too
// hard for the grade rewritten, and the quality report saying what happened.
import { PHOTOSYNTHESIS } from '../../__tests__/fixtures';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, modelEngine, questionsOf as questions, type Draft } from './model-engine';

const { answering: engineAnswering, server } = modelEngine();
const q = (prompt: string, answer: string, options: string[] | null = null, extra: Record<string, unknown> = {}) => ({
  question_type: options ? 'multiple_choice' : 'short_answer',
  prompt,
  options,
  answer,
  explanation: 'Because the numbers say so.',
  source_passage: null,
  ...extra,
});

describe('math keys are solved in code', () => {
  const input = generationInput(
    { kind: 'quiz', num_questions: '3', grade_level: 'Grade 6', subject: 'Math' },
    undefined,
    'Fractions and percents',
  );
  const base = modelDraftFor(input) as Draft;

  test('a wrong key is corrected (choice and written answers) and counted; right keys are confirmed', async () => {
    const engine = await engineAnswering([
      {
        ...base,
        questions: [
          q('What is 3/4 + 1/6?', '4/10', ['11/12', '4/10', '1 1/12', '5/6']),
          q('What is 15% of 80?', '14'),
          q('Solve for x: 2x + 3 = 11', 'x = 4'),
        ],
      },
    ]);
    const { document, quality } = await engine.run(input);
    const [a, b, c] = questions(document);
    expect(a.answer).toBe('11/12');
    expect(a.explanation).toBeUndefined(); // it argued for the wrong option
    expect(b.answer).toBe('12');
    expect(c.answer).toBe('x = 4');
    expect(c.explanation).toBe('Because the numbers say so.');
    expect(quality).toMatchObject({
      math_checked: 3,
      math_recomputed: 2,
      keys_checked: 3,
      questions: 3,
      repair_rounds: 0,
    });
    expect(quality.summary).toMatch(
      /^3\/3 keys checked · 2 math answers recomputed · reading level (grade \d+\.\d|below grade 1) \(asked: 6\)$/,
    );
    expect(server().requests).toHaveLength(1); // fixed in code, no model round needed
  });

  test('a choice question whose correct value is missing goes back to the model once, then is fixed in code', async () => {
    const missing = {
      ...base,
      questions: [
        q('What is 7 × 8?', '54', ['54', '48', '64', '58']),
        q('What is 0.5 + 0.25?', '0.75'),
        q('What is 15% of 80?', '12'),
      ],
    };
    const engine = await engineAnswering([missing, missing]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: the correct answer is 56, which is not among the options',
    );
    const [first] = questions(document);
    expect(first.options).toEqual(['56', '48', '64', '58']);
    expect(first.answer).toBe('56');
    expect(quality).toMatchObject({ math_recomputed: 1, options_repaired: 1, repair_rounds: 1 });
    expect(quality.summary).toContain('1 missing correct option restored');
  });

  test('when the repair puts the right value among the options, the model’s fix is kept', async () => {
    const missing = {
      ...base,
      questions: [
        q('What is 7 × 8?', '54', ['54', '48', '64', '58']),
        q('What is 0.5 + 0.25?', '0.75'),
        q('What is 15% of 80?', '12'),
      ],
    };
    const fixed = {
      ...missing,
      questions: [q('What is 7 × 8?', '56', ['54', '56', '64', '58']), ...missing.questions.slice(1)],
    };
    const engine = await engineAnswering([missing, fixed]);
    const { document, quality } = await engine.run(input);
    expect(questions(document)[0]).toMatchObject({ options: ['54', '56', '64', '58'], answer: '56' });
    expect(quality).toMatchObject({ math_recomputed: 0, options_repaired: 0, math_checked: 3, repair_rounds: 1 });
  });
});

describe('quoted passages are found in the file', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, PHOTOSYNTHESIS, 'photosynthesis.pdf');
  const good = modelDraftFor(input) as Draft;
  const invented = {
    ...good,
    questions: good.questions.map((x, i) =>
      i === 1 ? { ...x, source_passage: 'Plants eat sunlight for breakfast every single morning.' } : x,
    ),
  };

  test('a quote that is not in the file is repaired in one targeted round', async () => {
    const engine = await engineAnswering([invented, good]);
    const { quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    const repair = server().requests[1].messages.at(-1)!.content;
    expect(repair).toContain('Question 2: source_passage is not in the source document');
    expect(repair).not.toContain('Question 1:');
    expect(quality).toMatchObject({ grounded: 3, quoted: 3, ungrounded: [], repair_rounds: 1 });
    expect(quality.summary).toContain('3/3 questions quote your file');
  });

  test('a quote still not found after the repair is flagged in the report, not passed off as grounded', async () => {
    const engine = await engineAnswering([invented, invented]);
    const { quality } = await engine.run(input);
    expect(quality).toMatchObject({ grounded: 2, quoted: 3, ungrounded: [2] });
    expect(quality.summary).toContain('2/3 questions quote your file');
  });
});

describe('reading level against the asked grade', () => {
  const input = generationInput(
    { kind: 'quiz', num_questions: '3', grade_level: 'Grade 3' },
    undefined,
    'How plants make food',
  );
  const base = modelDraftFor(input) as Draft;
  const hard = {
    ...base,
    questions: [
      q(
        'Considering the multifaceted physiological mechanisms underlying photosynthetic carbohydrate biosynthesis, which organelle predominantly facilitates chlorophyll-mediated photochemical energy transduction?',
        'Chloroplastic organelles',
        ['Chloroplastic organelles', 'Mitochondrial compartments', 'Endoplasmic reticulum membranes'],
      ),
      q(
        'Characterize the interdependence between atmospheric carbon dioxide concentrations and photosynthetic productivity in terrestrial vegetation.',
        'Productivity generally increases with concentration.',
      ),
      q(
        'Evaluate the ecological significance of oxygen liberation as a photosynthetic by-product for heterotrophic organisms.',
        'Heterotrophs depend on it for respiration.',
      ),
    ],
  };
  const simple = {
    ...base,
    questions: [
      q('Where in a plant is food made?', 'In the leaves', ['In the leaves', 'In the roots', 'In the soil']),
      q('What gas do plants take in from the air?', 'Carbon dioxide'),
      q('Why do animals need the gas that plants give off?', 'They need it to breathe.'),
    ],
  };

  test('text more than two grades too hard gets one rewrite round, and the report says so', async () => {
    const engine = await engineAnswering([hard, simple]);
    const { document, quality } = await engine.run(input);
    expect(server().requests).toHaveLength(2);
    expect(server().requests[1].messages.at(-1)!.content).toMatch(
      /Reading level: the questions and options read at grade \d+(\.\d)?, but the class is grade 3\. Rewrite/,
    );
    expect(questions(document)[0].prompt).toBe('Where in a plant is food made?');
    expect(quality.rewritten).toBe(true);
    expect(quality.reading_level!.asked).toBe(3);
    expect(quality.reading_level!.grade).toBeLessThanOrEqual(5);
    expect(quality.summary).toMatch(
      /reading level (grade \d+\.\d|below grade 1) \(asked: 3\) · rewritten in simpler words$/,
    );
  });

  test('text at the asked grade is not rewritten', async () => {
    const engine = await engineAnswering([simple]);
    const { quality } = await engine.run(input);
    expect(server().requests).toHaveLength(1);
    expect(quality.rewritten).toBe(false);
  });
});

describe('meanings and claims of a model draft are checked against the file, as offline ones are', () => {
  const FILE = 'os-physics-types-of-waves.txt';
  const waves = corpusText(FILE);

  test('a matching sheet pairing S-waves with a wave’s meaning is repaired with the file’s definition; a word the file uses but does not define is said to be unchecked', async () => {
    const input = generationInput({ kind: 'worksheet', worksheet_style: 'matching' }, waves, FILE);
    const base = modelDraftFor(input) as Record<string, unknown> & { pairs: Array<{ term: string; match: string }> };
    const pairs = [
      { term: 'P-waves', match: 'The longitudinal waves in an earthquake' },
      { term: 'S-waves', match: 'A disturbance that travels or propagates from the place where it was created' },
      // A word the file uses but does not define: nothing to check it against.
      { term: 'crest', match: 'The uppermost position' },
      // Words the file never uses: left off before any check (a sheet from a file takes only its terms).
      { term: 'analyze', match: 'To study something closely by looking at its parts' },
      { term: 'compare', match: 'To look for how things are alike' },
      { term: 'contrast', match: 'To look for how things are different' },
    ];
    const engine = await engineAnswering([{ ...base, pairs } as unknown as Draft]);
    const { document, quality } = await engine.run(input);
    const m = document.sections.flatMap((s) => s.blocks).find((b) => b.type === 'matching')!;
    if (m.type !== 'matching') throw new Error('no matching block');
    const meaningOf = (term: string) => m.right[m.answers[m.left.indexOf(term)]];
    expect(meaningOf('S-waves')).toBe('The transverse waves');
    expect(meaningOf('P-waves')).toBe('The longitudinal waves in an earthquake');
    expect(m.left).toEqual(expect.arrayContaining(['P-waves', 'S-waves', 'crest']));
    expect(m.left).not.toContain('analyze');
    expect(quality.meanings).toEqual({ checked: 2, repaired: 1, dropped: 0, unchecked: 1 });
    expect(quality.summary).toContain(
      "2 meanings checked against your file · 1 wrong meaning replaced with your file's definition · 1 meaning not checked (not defined in your file)",
    );
  });

  test('a "False" that is more than a swap becomes the passage answered True', async () => {
    const input = generationInput({ kind: 'quiz', num_questions: '3' }, waves, FILE);
    const base = modelDraftFor(input) as Draft;
    const passage =
      'A transverse wave propagates so that the disturbance is perpendicular to the direction of propagation.';
    const claim = q('True or false: A transverse wave never has any disturbance at all.', 'False', ['True', 'False'], {
      question_type: 'true_false',
      source_passage: passage,
    });
    const engine = await engineAnswering([{ ...base, questions: [claim, ...base.questions.slice(1)] }]);
    const { document, quality } = await engine.run(input);
    expect(questions(document)[0]).toMatchObject({ prompt: `True or false: ${passage}`, answer: 'True' });
    expect(quality.claims).toMatchObject({ repaired: 1 });
  });
});
