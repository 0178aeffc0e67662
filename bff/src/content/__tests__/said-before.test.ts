// Items that lean on the sentence before, in the three shapes a blind teacher read of unseen sections found
// (sentences written for this test, never the unseen text): a verdict on someone's earlier claim printed as
// a true/false statement ("In many ways, Ortega was correct."), a reaction whose object the sentence before
// held ("_____ paid attention, but not in the way that the weavers had hoped."), and a blank on a name that
// only qualifies the noun after it ("_____ stones are still reaching the Earth", key "Vesta").
import { leansOnNeighbours } from '../language/stands-alone';
import { blankKey } from '../offline/question.blanks';
import { buildCandidates } from '../offline/question.forms';
import { leaningReason } from '../verify/stands-alone.verify';
import { gradeFit } from '../readability/grade.band';
import { readUpload } from '../source';

describe('a verdict on what the sentence before said', () => {
  test.each([
    'In many ways, Ortega was correct.',
    'On this point, the river merchants were right.',
    'Delgado was mistaken.',
    'The mill owners were proved wrong.',
    'The governor’s critics turned out to be right after all.',
    'For the most part, the old charter was accurate.',
    'Both council members were partly justified.',
  ])('“%s” leans', (s) => expect(leansOnNeighbours(s)).toMatch(/judges what the sentence before said/));

  test.each([
    // The verdict says about what.
    'Ortega was right about the cost of the new canal.',
    'The settlers were not wrong to fear the spring floods.',
    // The subject states the claim that is judged.
    'The claim that the canal would pay for itself was false.',
    'The idea that heavy objects fall faster than light ones is wrong.',
    // A condition before it gives what is judged.
    'If two weighings of one stone match, the scale is accurate.',
    // A direction, not a verdict.
    'At the old mill, the river road turns right.',
  ])('“%s” stands', (s) => expect(leansOnNeighbours(s)).toBeNull());
});

describe('a reaction whose object was in the sentence before', () => {
  test.each([
    ['The mill owners paid attention, but not in the way that the weavers had hoped.', /not in the way that/],
    ['The new canal was used, but not in the manner the merchants had planned.', /merchants had planned/],
    ['In 1842, the river towns followed suit.', /followed suit/],
    ['The smaller guilds soon took notice.', /took notice/],
    ['The council refused, and the strike went on for a month.', /refused/],
    ['The governor agreed.', /agreed/],
    ['Most shopkeepers complied quickly.', /complied/],
    ['The delegates listened carefully.', /listened/],
  ])('“%s” leans', (s, what) => {
    const why = leansOnNeighbours(s);
    expect(why).toMatch(/reacts to what the sentence before said|measures against a hope/);
    expect(why).toMatch(what);
  });

  test.each([
    // The complement is there.
    'Plants respond to light by bending toward it.',
    'The mill owners paid attention to the weavers’ demands.',
    'The council refused to lower the river tax.',
    'Most shopkeepers complied with the new rules.',
    // A clause of the sentence gives what they react to.
    'When the weavers struck, the mill owners responded.',
    // A passive names what was refused.
    'The offer was refused by the mill owners.',
    // The words said are the reply.
    'The Heron replied, “I will carry you across the river.”',
    // What was hoped is said.
    'Wages rose more slowly than the weavers had hoped.',
    'Wages rose, but not as much as the weavers had hoped.',
  ])('“%s” stands', (s) => expect(leansOnNeighbours(s)).toBeNull());
});

// A short section in the unseen read's shape: a name that qualifies a noun in one sentence ("Vesta stones"),
// and the same name as a subject or object elsewhere.
const STONES = [
  'Stones From Other Worlds',
  'A meteorite is a stone that falls to the ground of a planet or moon from space.',
  'Vesta is a large asteroid that orbits the Sun between Mars and Jupiter.',
  'A huge impact on Vesta threw stones far into space about a billion years ago.',
  'Vesta stones are still reaching the Earth, but so far none has been found on the Moon.',
  'Astronomers compare meteorites with the light reflected by Vesta.',
  'Vesta formed early in the history of the solar system.',
].join('\n\n');
const QUALIFIES = 'Vesta stones are still reaching the Earth, but so far none has been found on the Moon.';

describe('a blank on a name that only qualifies the noun after it', () => {
  const reading = readUpload(STONES, 'stones.txt');
  const vesta = reading.terms.find((t) => t.term === 'Vesta')!;

  test('no blank on “Vesta stones”; the name as subject or object is still blanked', () => {
    expect(blankKey(QUALIFIES, vesta, reading.terms)).toBeNull();
    expect(blankKey('Vesta formed early in the history of the solar system.', vesta, reading.terms)).toBe('Vesta');
    for (const fit of [null, gradeFit('8')]) {
      const c = buildCandidates(reading, 'stones', 4, fit);
      const blanks = [...c.mc_cloze, ...c.fill_blank].filter((x) => x.q.answer === 'Vesta').map((x) => x.q.prompt);
      expect(blanks.filter((p) => /_____ stones/.test(p))).toEqual([]);
      expect(blanks.some((p) => /_____ formed early/.test(p))).toBe(true);
    }
  });

  // Until session 17 such a blank stayed ("the text is about it"); that session's blind raters called a blank the
  // title answers trivial ("The _____ has about the same size as Earth" under "The Geology of Venus").
  test('where the title or the section’s heading names it, the page’s top gives it away and no blank falls there', () => {
    expect(blankKey(QUALIFIES, vesta, reading.terms, 'Stones From Vesta')).toBeNull();
    const about = readUpload(STONES.replace('Stones From Other Worlds', 'Stones From Vesta'), 'vesta.txt');
    const c = buildCandidates(about, 'stones', 4);
    expect(c.fill_blank.filter((x) => x.q.answer === 'Vesta')).toEqual([]);
  });

  test('a model’s blank on it is sent back', () => {
    const q = {
      type: 'question' as const,
      number: 1,
      question_type: 'fill_blank' as const,
      prompt: `Fill in the blank: ${QUALIFIES.replace('Vesta', '_____')}`,
      answer: 'Vesta',
      source_passage: QUALIFIES,
    };
    expect(leaningReason(q, reading)).toMatch(/only qualifies the noun after it/);
    const subject = 'Vesta formed early in the history of the solar system.';
    const fine = { ...q, prompt: `Fill in the blank: ${subject.replace('Vesta', '_____')}`, source_passage: subject };
    expect(leaningReason(fine, reading)).toBeNull();
  });
});

// A short history section with a verdict and a reaction after the sentences they answer.
const WEAVERS = [
  'The Weavers of Riverford',
  'In 1841, the weavers of Riverford went on strike for higher wages.',
  'The mill owners paid attention, but not in the way that the weavers had hoped.',
  'Ortega, a town clerk, warned that the mills would close within a year.',
  'In many ways, Ortega was correct.',
  'Two of the five mills closed in 1842.',
  'The weavers formed a guild to share tools and raise money for food.',
  'The guild of the weavers ran a shop in the town hall.',
].join('\n\n');

test('offline: no item on the verdict or the reaction; the section’s facts are still asked', () => {
  const reading = readUpload(WEAVERS, 'weavers.txt');
  for (const fit of [null, gradeFit('8')]) {
    const c = buildCandidates(reading, 'weavers', 4, fit);
    const items = Object.values(c)
      .flat()
      .flatMap((x) => [x.q.prompt, ...(x.q.options ?? [])]);
    expect(items.filter((p) => /was correct|paid attention/.test(p))).toEqual([]);
    expect(c.tf_true.length).toBeGreaterThan(0);
  }
});
