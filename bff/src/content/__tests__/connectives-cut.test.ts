// A connective that only ties a sentence to the one before is cut from the question that prints it
// (language/connectives.ts, in the question forms): "In essence, a hypothesis is …", "… found in museums, of
// course.", "Thunder and explosions also create …", "Most cloth, however, was …". Only question items are cut:
// the passage an item quotes, and the sentences a lesson plan or an organizer quotes, keep the text's words.
// On the tuning sentences where a teacher would have struck it by hand, and over every candidate item of every
// tuning section. A connective that carries meaning ("After all", "not only … but also", "for example" inside
// a list) is never cut.
import { withoutConnective } from '../language/connectives';
import { leansOnNeighbours } from '../language/stands-alone';
import { buildCandidates } from '../offline/question.forms';
import { gradeFit } from '../readability/grade.band';
import { readUpload } from '../source';
import { createContentEngine, createOfflineProvider } from '..';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { tuningIds, readingOf, corpusText } from './tuning-readings';

const flat = (id: string) => corpusText(id).replace(/\s+/g, ' ');

/** The statement a student reads: a true/false claim, or a quoted or bare sentence with its blank filled. */
function statementOf(q: { prompt: string; answer: string; question_type: string }): string | null {
  const p = q.prompt.replace(/^(?:true or false|fill in the blank)[:.]?\s*/i, '');
  const m = /[“"]([^”"]+)[”"]\s*$/.exec(p) ?? /sentence\?\s+(.*)$/.exec(p);
  if (!m && q.question_type !== 'true_false' && q.question_type !== 'fill_blank') return null;
  return (m ? m[1] : p).replace(/_{3,}/g, q.answer);
}

const TUNING_CUTS: Array<[string, string, string]> = [
  [
    'os-physics-scientific-methods',
    'In essence, a hypothesis is an educated guess that explains something about an observation.',
    'A hypothesis is an educated guess that explains something about an observation.',
  ],
  [
    'os-anthropology-elements-of-culture',
    'Material culture is not just found in museums, of course.',
    'Material culture is not just found in museums.',
  ],
  [
    'os-physics-types-of-waves',
    'Thunder and explosions also create pulse waves.',
    'Thunder and explosions create pulse waves.',
  ],
  [
    'os-anthropology-kinship',
    'Kinship is also a sociocultural construction, one that creates a network of social and biological relationships between individuals.',
    'Kinship is a sociocultural construction, one that creates a network of social and biological relationships between individuals.',
  ],
];

describe('tuning sentences with a connective a teacher would strike', () => {
  test.each(TUNING_CUTS)('%s: “%s” is asked as “%s”, its passage the text’s own', (id, sentence, cut) => {
    expect(flat(id)).toContain(sentence);
    expect(withoutConnective(sentence)).toBe(cut);
    const all = Object.values(buildCandidates(readingOf(id), 'cut', 4)).flat();
    const statements = all.map((c) => statementOf(c.q)).filter((s): s is string => !!s);
    expect(statements).toContain(cut);
    expect(statements).not.toContain(sentence);
    // The item quotes the text's sentence as it is, and never marks the cut one as the text's words.
    const asked = all.filter((c) => statementOf(c.q) === cut);
    for (const c of asked) {
      expect(c.q.source_passage).toBe(sentence);
      expect(c.q.prompt).not.toContain(`“${cut.slice(0, 20)}`);
    }
  });

  test('written in the shapes of the unseen read', () => {
    expect(withoutConnective('Most cloth, however, was woven at home.')).toBe('Most cloth was woven at home.');
    expect(withoutConnective('Therefore, the net force on the sled is zero.')).toBe(
      'The net force on the sled is zero.',
    );
    expect(withoutConnective('In addition, merchants invested in canals.')).toBe('Merchants invested in canals.');
    expect(withoutConnective('Mass is therefore expressed in kilograms.')).toBe('Mass is expressed in kilograms.');
  });

  // Session 15's blind read: a stem opening "Second, there is an instrument …" printed as is. An opener that only
  // numbers or ranks the text's points is cut; the claim after it is asked (sentences written for this test).
  test.each([
    [
      'Second, there is a filter on the camera that splits the light into its colors.',
      'There is a filter on the camera that splits the light into its colors.',
    ],
    ['Third, we need some kind of gauge, such as a thermometer.', 'We need some kind of gauge, such as a thermometer.'],
    ['First, the soil must drain well.', 'The soil must drain well.'],
    ['Firstly, the pond freezes from the top.', 'The pond freezes from the top.'],
    [
      'Most importantly, the new canal cut the cost of shipping grain.',
      'The new canal cut the cost of shipping grain.',
    ],
    ['Finally, the treaty was signed in 1783.', 'The treaty was signed in 1783.'],
    ['Lastly, the seeds are spread by birds.', 'The seeds are spread by birds.'],
    ['Next, the mixture is heated until it boils.', 'The mixture is heated until it boils.'],
    ['First of all, sound needs a medium to travel through.', 'Sound needs a medium to travel through.'],
  ])('the enumeration opener of “%s” is cut', (sentence, cut) => {
    expect(withoutConnective(sentence)).toBe(cut);
    expect(leansOnNeighbours(cut)).toBeNull();
  });

  test.each([
    // An ordinal inside a sentence or as a word of the claim stays.
    'The first steam engines pumped water out of mines.',
    'First place went to the team from Ohio.',
    'The runners finished first, second and third in the heat.',
    // No comma: "Next add up …" is an instruction, left to the stand-alone check.
    'Next add up all the numbers in the second row.',
  ])('“%s” keeps its words', (s) => expect(withoutConnective(s)).toBeNull());

  test('offline: stems and statements print the claim without its enumeration opener', () => {
    const steps = [
      'How a Camera Records Light',
      'A camera is a device that records light on a sensor.',
      'First, the lens gathers light from the scene and bends it toward the sensor.',
      'Second, there is a filter on the camera that splits the light into its colors.',
      'Third, we need some kind of sensor, such as a chip of silicon.',
      'Most importantly, the sensor turns light into an electric signal.',
      'Finally, a small computer in the camera stores the signal as a picture.',
    ].join('\n\n');
    for (const fit of [null, gradeFit('8')]) {
      const all = Object.values(buildCandidates(readUpload(steps, 'camera.txt'), 'steps', 4, fit)).flat();
      const statements = all.map((c) => statementOf(c.q)).filter((x): x is string => !!x);
      expect(statements.filter((x) => /^(?:First|Second|Third|Most importantly|Finally),/.test(x))).toEqual([]);
      expect(statements).toContain('The sensor turns light into an electric signal.');
      // "There is a filter …" cannot stand once cut ("there" with nothing before it): the stand-alone rules drop it.
      expect(statements.filter((x) => /filter on the camera/.test(x))).toEqual([]);
    }
  });

  test('a connective that carries meaning stays, and its sentence is left to the stand-alone check', () => {
    for (const s of [
      'After all, the nucleus is very small and its protons, being positive, should exert tremendous repulsive forces on one another.',
      'Not only light but also sound is a wave.',
      'Metals, for example, copper and iron, conduct heat.',
      'The results studied thus far are clear.',
      'Otherwise, the object would keep moving.',
    ])
      expect([s, withoutConnective(s)]).toEqual([s, null]);
  });
});

test.each(tuningIds)('%s: no stem or statement keeps a connective that only links', (id) => {
  for (const fit of [null, gradeFit('8')]) {
    const all = Object.values(buildCandidates(readingOf(id), 'connectives', 4, fit)).flat();
    for (const c of all) {
      const s = statementOf(c.q);
      if (s) expect([s, withoutConnective(s)]).toEqual([s, null]);
    }
  }
});

describe('quotations keep the text’s words', () => {
  const engine = createContentEngine(createOfflineProvider());
  const made = (id: string, fields: Record<string, string>) => {
    const text = corpusText(id);
    return engine.generate({
      ...generationInput({ grade_level: '8', ...fields } as never, text, `${id}.txt`),
      reading: readUpload(text, `${id}.txt`),
    });
  };

  test.each([['os-physics-types-of-waves', 'Thunder and explosions also create pulse waves.']])(
    '%s: the lesson plan quotes “%s” word for word',
    async (id, sentence) => {
      expect(JSON.stringify(await made(id, { kind: 'lesson_plan' }))).toContain(sentence);
    },
  );

  // Elements of culture's plan quoted "Material culture is not just found in museums, of course." in a swapped
  // statement's key until swaps stopped being true/false items (session 19); every quote it makes is the text's.
  test('os-anthropology-elements-of-culture: every “The text says” quote of the lesson plan is the text word for word', async () => {
    const id = 'os-anthropology-elements-of-culture';
    const plan = JSON.stringify(await made(id, { kind: 'lesson_plan' }));
    const quotes = [...plan.matchAll(/The text says: “(.+?)[.!?]?”/g)].map((m) => m[1]);
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    for (const q of quotes) expect(corpusText(id).replace(/\s+/g, ' ')).toContain(q);
  });

  test.each([
    [
      'os-anthropology-kinship',
      'Kinship is also a sociocultural construction, one that creates a network of social and biological relationships between individuals.',
    ],
    [
      'os-physics-scientific-methods',
      'Processes such as the formation of a star or the planets, can also be modelled using computer simulations.',
    ],
  ])('%s: the organizer quotes “%s” word for word', async (id, sentence) => {
    const doc = await made(id, { kind: 'worksheet', worksheet_style: 'graphic_organizer' });
    expect(JSON.stringify(doc)).toContain(sentence);
  });
});
