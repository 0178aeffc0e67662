// The offline rubric read as a teacher would judge it: levels that describe different work (never the same
// line with "every/most/some" swapped), criteria that fit the assignment and the subject, a printed total
// that adds up, and typed topics that are never pasted in.
import { type GenerationInput } from '../content.job';
import { type RubricDraft } from '../kinds/rubric/rubric.schema';
import { draftOf, engine, fileInput, printed, stagesInput, topicInput } from './offline-teacher-kinds.shared';

// Each case generates a kind from every tuning section it reads (some from .docx): minutes on two shared,
// loaded cores.
jest.setTimeout(600_000);

/** Words that say how much, not what: levels that differ only in these describe the same work. */
const QUANTIFIERS = new Set(
  'all most some few little no none many much every each always usually often sometimes rarely never mostly partly partially minor major several any not very fully mainly largely somewhat'.split(
    ' ',
  ),
);
const STOP = new Set(
  'a an the and or of to in on with for is are be by it its at as from that this their they them but without'.split(
    ' ',
  ),
);
const content = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .match(/[a-z][a-z'-]*/g)!
      .filter((w) => !QUANTIFIERS.has(w) && !STOP.has(w))
      .map((w) => w.replace(/(?:es|s)$/, '')),
  );
/** Two level descriptors that, quantifiers aside, say nearly the same thing. */
function quantifierSwap(a: string, b: string): boolean {
  const [x, y] = [content(a), content(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  const differing = x.size + y.size - 2 * shared;
  return differing < 3 || shared / (x.size + y.size - shared) > 0.6;
}

describe('quantifier-swap detector', () => {
  test('flags levels that differ by "every/most/some" only, and passes levels that describe different work', () => {
    expect(
      quantifierSwap(
        'Supports every point with relevant, well-chosen evidence.',
        'Supports most points with relevant evidence.',
      ),
    ).toBe(true);
    expect(
      quantifierSwap(
        'Uses some subject vocabulary; errors distract at times.',
        'Uses subject vocabulary; errors distract at times.',
      ),
    ).toBe(true);
    expect(
      quantifierSwap(
        'Quotes or paraphrases the text for each claim and explains how the evidence supports it.',
        'Refers to the reading in general without a specific detail.',
      ),
    ).toBe(false);
  });
});

describe('offline rubric', () => {
  const levels = (c: RubricDraft['criteria'][number]) => [c.exemplary, c.proficient, c.developing, c.beginning];
  const cases: Array<[string, () => Promise<GenerationInput> | GenerationInput]> = [
    ['a file', () => fileInput('os-physics-scientific-methods', 'rubric')],
    ['a file with stages', async () => (await stagesInput('rubric')).input],
    ['a typed topic', () => topicInput('Causes of World War I', 'rubric')],
    ['a typed math topic', () => topicInput('Adding fractions with unlike denominators', 'rubric')],
    [
      'a presentation prompt',
      () =>
        topicInput('The water cycle', 'rubric', {
          use_specific_prompt: 'true',
          specific_prompt: 'Rubric for a group presentation',
        }),
    ],
  ];
  test.each(cases)('%s: four levels that describe different work, in every row', async (_, make) => {
    const r = draftOf<RubricDraft>(await make());
    for (const c of r.criteria) {
      const l = levels(c);
      expect(new Set(l).size).toBe(4);
      for (let i = 0; i < 3; i++)
        expect({ criterion: c.criterion, pair: [l[i], l[i + 1]], swap: quantifierSwap(l[i], l[i + 1]) }).toEqual(
          expect.objectContaining({ swap: false }),
        );
    }
  });

  test('the criteria fit the assignment and the subject', async () => {
    const { input, steps } = await stagesInput('rubric');
    const file = draftOf<RubricDraft>(input);
    // The text calls them steps here ("the steps in order"); a text of stages gets "The stages in order".
    expect(file.criteria.map((c) => c.criterion)).toContain('The steps in order');
    const order = file.criteria.find((c) => c.criterion === 'The steps in order')!;
    expect(order.exemplary.toLowerCase()).toContain(steps[0].toLowerCase());
    const talk = draftOf<RubricDraft>(
      topicInput('The water cycle', 'rubric', {
        use_specific_prompt: 'true',
        specific_prompt: 'Rubric for a group presentation',
      }),
    );
    expect(talk.criteria.map((c) => c.criterion)).toEqual(expect.arrayContaining(['Delivery', 'Visual aids']));
    const math = draftOf<RubricDraft>(topicInput('Adding fractions with unlike denominators', 'rubric'));
    expect(math.criteria.map((c) => c.criterion)).toEqual(
      expect.arrayContaining(['Accurate answers', 'Method and steps']),
    );
    expect(math.criteria.map((c) => c.criterion)).not.toContain('Use of evidence');
    const topic = draftOf<RubricDraft>(topicInput('Causes of World War I', 'rubric'));
    expect(JSON.stringify({ ...topic, title: '' }).toLowerCase()).not.toContain('world war');
  });

  test('the printed total is the sum of the top level of every row', async () => {
    const doc = await engine.generate(await fileInput('os-anthropology-kinship', 'rubric'));
    const blocks = doc.sections.flatMap((s) => s.blocks);
    const table = blocks.find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('no rubric table');
    const top = table.columns.slice(1).map((c) => Number(/\((\d+)\)/.exec(c)![1]));
    expect(top).toEqual([4, 3, 2, 1]);
    expect(printed(doc)).toContain(`/ ${table.rows.length * 4}`);
  });
});
