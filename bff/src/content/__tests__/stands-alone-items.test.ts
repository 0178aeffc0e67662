// Items a teacher would strike because their sentence needs the page around it (language/stands-alone.ts):
// the author's "As we know", "After all", a pointer to "the activity above", a figure whose name the
// extraction lost ("illustrated in does not show"), "The answer is that …", a pronoun whose only noun is in
// a phrase of place set before it ("From the ground, it appears …"), "the situation is reversed", and a
// section of the book named by its title ("… are discussed in Sound and Hearing"). On the tuning sentences
// where they were found, and in the shapes the lead's read of unseen sections reported (sentences written
// here, never the unseen text). The review sheet's key points and summary keep the same rule, and its
// summary names no way of talking ("many dots") as a key term (language/term-shape.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leansOnNeighbours } from '../language/stands-alone';
import { isApparatus } from '../language/apparatus';
import { vagueTerm } from '../language/term-shape';
import { isWholeSentence } from '../language/sentence.simplify';
import { buildCandidates } from '../offline/question.forms';
import { buildOfflineDraft } from '../offline.provider';
import { buildSpec } from '../content.request';
import { readUpload } from '../source';
import { gradeFit } from '../readability/grade.band';
import type { ReviewSheetDraft } from '../kinds/review-sheet/review.schema';

const dir = join(__dirname, '../__fixtures__/corpus');
const text = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');
const flat = (s: string) => s.replace(/\s+/g, ' ');

/** Tuning sentences a teacher would not print alone, with the text each is in. */
const LEANING: Array<[string, string, RegExp]> = [
  [
    'os-physics-newtons-first-law',
    'As we know from experience, some objects have more inertia than others.',
    /author's aside/,
  ],
  [
    'os-physics-radioactivity',
    'After all, the nucleus is very small and its protons, being positive, should exert tremendous repulsive forces on one another.',
    /opens with “After all”/,
  ],
  [
    'os-physics-radioactivity',
    'The answer is that a previously unknown force holds the nucleus together and makes it into a tightly packed ball of nucleons.',
    /points back/,
  ],
  [
    'os-physics-radioactivity',
    'Considering that, it seems that the nucleus would be forced apart, not together!',
    /points back \(“that”\)/,
  ],
  [
    'cs-unplugged-check-digits',
    'In the activity above we worked out the value of the final digit.',
    /another part of the book \(“activity above”\)/,
  ],
  [
    'os-physics-types-of-waves',
    'Essentially, water waves are also a combination of transverse and longitudinal components, although the simplified water wave illustrated in does not show the longitudinal motion of the bird.',
    /figure that is not there/,
  ],
];

describe('tuning sentences that need the page around them', () => {
  test.each(LEANING)('%s: “%s” is not a stand-alone statement', (id, sentence, why) => {
    expect(flat(text(id))).toContain(sentence);
    expect(leansOnNeighbours(sentence)).toMatch(why);
  });

  test.each([...new Set(LEANING.map(([id]) => id))])('%s: no stem or statement prints one of them', (id) => {
    const reading = readUpload(text(id), `${id}.txt`);
    const mine = LEANING.filter(([x]) => x === id).map(([, s]) => s);
    for (const fit of [null, gradeFit('8')]) {
      const all = Object.values(buildCandidates(reading, 'lean', 4, fit)).flat();
      expect(all.length).toBeGreaterThan(5);
      // A definition item may cite the sentence for its meaning; no stem or statement prints it.
      for (const c of all) {
        const stem = c.q.prompt.replace(/_{3,}/g, c.q.answer);
        for (const s of mine) expect(stem).not.toContain(s.slice(12, 50));
      }
    }
  });
});

describe('the shapes found on unseen sections, in sentences of their shape', () => {
  test('a pronoun whose only noun is in a phrase of place or time set before it', () => {
    expect(leansOnNeighbours('From the ground, it appears to move slowly across the sky.')).toMatch(/“it”/);
    expect(leansOnNeighbours('On a frictionless surface, it would slide forever.')).toMatch(/“it”/);
    // A clause before the pronoun names what it stands for; "it appears that …" stands for the clause.
    expect(leansOnNeighbours('When the Moon is full, it rises at sunset.')).toBeNull();
    expect(
      leansOnNeighbours('As electrons move through a metal wire, they encounter obstacles such as other electrons.'),
    ).toBeNull();
    expect(leansOnNeighbours('From the ground, it appears that the Sun moves across the sky.')).toBeNull();
  });

  test('a sentence reversed or opposite to the one before', () => {
    expect(leansOnNeighbours('In the winter, the situation is reversed.')).toMatch(/points back/);
    expect(leansOnNeighbours('The opposite is true for insulators.')).toMatch(/points back/);
    expect(leansOnNeighbours('When the current is reversed, the motor turns the other way.')).toBeNull();
  });

  test('another section of the book named by its title, or a feature box', () => {
    expect(leansOnNeighbours('Sound waves are discussed in Sound and Hearing.')).toMatch(/another part of the book/);
    expect(
      leansOnNeighbours('Forces between charges are described in more detail in Electric Charge and Electric Field.'),
    ).toMatch(/another part of the book/);
    expect(isApparatus('Link to Learning Explore the simulation of a wave on a string.')).toBe(true);
    // A place or an ordinary noun phrase after "in" is the text's own fact.
    expect(leansOnNeighbours('The process is described in the textbook.')).toBeNull();
    expect(leansOnNeighbours('The tortoises were first described in Ecuador.')).toBeNull();
  });
});

test('a quantifier or a word of degree before a general noun is no term', () => {
  for (const t of ['many cultures', 'significant variations', 'many dots', 'more ado', 'other forms', 'previous ones'])
    expect([t, vagueTerm(t)]).toEqual([t, true]);
  for (const t of [
    'significant figures',
    'simple harmonic motion',
    'large intestine',
    'first law',
    'place value',
    'Much wants more and loses all.',
  ])
    expect([t, vagueTerm(t)]).toEqual([t, false]);
});

describe('the review sheet', () => {
  const review = (id: string, grade?: string) => {
    const source = text(id);
    return buildOfflineDraft(
      buildSpec({
        request: {
          kind: 'review_sheet',
          difficulty: 'mixed',
          num_questions: 8,
          include_answer_key: true,
          grade_level: grade,
        } as never,
        sourceText: source,
        sourceName: `${id}.txt`,
        sourceType: 'file',
        reading: readUpload(source, `${id}.txt`),
      }),
    ) as ReviewSheetDraft;
  };

  test.each([
    ['os-anthropology-elements-of-culture', 'Even so, toothbrushing is a profoundly social act'],
    ['os-college-success-memory', 'Much of this brain work begins'],
    ['os-physics-ohms-law', 'As shown in, electric current is very similar.'],
    ['os-physics-newtons-first-law', 'As we know from experience'],
    ['os-physics-radioactivity', 'To this point, most reactions you have studied'],
  ])('%s: every key point stands alone (no “%s”)', (id, struck) => {
    expect(flat(text(id))).toContain(struck);
    for (const grade of [undefined, '8']) {
      const r = review(id, grade);
      expect(r.key_points.join(' ')).not.toContain(struck);
      expect(r.summary).not.toContain(struck);
      for (const p of r.key_points.filter((x) => !/^I can |are compared: |, in order: /.test(x))) {
        expect([p, leansOnNeighbours(p)]).toEqual([p, null]);
        expect([p, isWholeSentence(p)]).toEqual([p, true]);
      }
    }
  });

  test('its summary names no way of talking as a key term (CS Unplugged: “many dots”, Aesop: “more ado”)', () => {
    // Since session 20 a summary lists no key terms at all (raters found a bibliography's title and half a name
    // among them): it names the parts by their headings and walks the text in its own sentences.
    for (const id of ['cs-unplugged-how-binary-digits-work', 'aesop-fables-2', 'cs-unplugged-colour-by-numbers']) {
      const summary = review(id).summary;
      expect(summary).not.toMatch(/The key terms? (?:is|are)|key terms?:/i);
    }
  });
});
