// A statement printed alone is true as printed. Three faults of the lead's read of unseen sections, in
// sentences of their shape written here (never the unseen text) and on the tuning sentences where they occur:
// - a general claim said in the setting of the sentence before ("At the equator, … Every day of the year, the
//   Sun is up for twelve hours") carries that setting, or is not printed alone (language/setting.ts);
// - a time told from another sentence's ("resigned the next day", "Two years later") leans on it;
// - a main clause that speaks to the reader or gives a step ("If we wanted to measure it, we first need a
//   scale") is no fact to judge true or false (language/fact-statement.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCandidates } from '../offline/question.forms';
import { leansOnNeighbours } from '../language/stands-alone';
import { statesAFact } from '../language/fact-statement';
import { inheritedSetting, inItsSetting, settingOf } from '../language/setting';
import { readUpload } from '../source';
import { gradeFit } from '../readability/grade.band';
import { createContentEngine, createOfflineProvider } from '..';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { DAYS } from './unseen-shapes';

const corpus = (id: string) =>
  readFileSync(join(__dirname, '../__fixtures__/corpus', `${id}.txt`), 'utf8').replace(/\s+/g, ' ');

const statements = (text: string) => {
  const reading = readUpload(text, 'days.txt');
  return [null, gradeFit('8')].flatMap((fit) =>
    Object.values(buildCandidates(reading, 'setting', 4, fit))
      .flat()
      .map((c) => ({ form: c.form, stem: c.q.prompt.replace(/_{3,}/g, c.q.answer), passage: c.q.source_passage })),
  );
};

describe('a claim said in the setting of the sentence before', () => {
  const reading = readUpload(DAYS, 'days.txt');
  const at = (start: string) => reading.sentences.findIndex((s) => s.text.startsWith(start));

  test('the setting is the phrase of place or time set before the subject', () => {
    expect(settingOf('At the equator, the Sun rises straight up and sets straight down.')).toBe('At the equator');
    expect(settingOf('In June, the Northern Hemisphere is tipped toward our star.')).toBe('In June');
    // A phrase that orders the argument, a field of study or a pointer is no setting.
    for (const s of [
      'In most cases, the wire warms.',
      'In chemistry, polar molecules occur when atoms share electrons unequally.',
      'At that time, the colonies had no navy.',
      'In addition, merchants invested in canals.',
      'When the Moon is full, it rises at sunset.',
    ])
      expect([s, settingOf(s)]).toEqual([s, null]);
  });

  test('the same subject carries it; a comparison about another is not printed alone; a definition needs none', () => {
    expect(inheritedSetting(reading.sentences, at('Every day'))).toEqual({ setting: 'At the equator', carried: true });
    expect(inItsSetting(reading.sentences, at('Every day'), reading.sentences[at('Every day')].text)).toBe(
      'At the equator, every day of the year, the Sun is up for twelve hours.',
    );
    expect(inheritedSetting(reading.sentences, at('Days are longer'))).toEqual({ setting: 'In June', carried: false });
    expect(inItsSetting(reading.sentences, at('Days are longer'), 'Days are longer.')).toBeNull();
    expect(inheritedSetting(reading.sentences, at('The solstice'))).toBeNull();
    expect(inheritedSetting(reading.sentences, at('The Sun is the star'))).toBeNull();
  });

  test('no true/false, stem or option prints the claim without its setting', () => {
    const all = statements(DAYS);
    const tf = all.filter((c) => c.form === 'tf_true').map((c) => c.stem);
    expect(tf).toContain('True or false: At the equator, every day of the year, the Sun is up for twelve hours.');
    for (const c of all) {
      expect(c.stem).not.toMatch(/(?:^|: |“)Every day of the year/);
      expect(c.stem).not.toMatch(/(?:^|: |“)Days are longer/);
    }
    // The statement quotes both sentences it is built from.
    const carried = all.find((c) => c.stem.includes('At the equator, every day'))!;
    expect(carried.passage).toBe(
      'At the equator, the Sun rises straight up and sets straight down. Every day of the year, the Sun is up for twelve hours.',
    );
  });

  test('a quiz keeps the carried setting through its checks (the claim is not put back to the bare sentence)', async () => {
    const engine = createContentEngine(createOfflineProvider());
    const document = await engine.generate({
      ...generationInput({ kind: 'quiz', num_questions: '10' }, DAYS, 'days.txt'),
      reading: readUpload(DAYS, 'days.txt'),
    });
    const prompts = document.sections
      .flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'question' ? [b.prompt] : []));
    expect(prompts.length).toBeGreaterThan(2);
    for (const p of prompts) expect(p).not.toMatch(/: Every day of the year|: Days are longer/);
  });

  test('tuning: only the sentences it should change are changed (a claim that holds anywhere keeps its items)', () => {
    // "Scientific approaches … are the foundation of archaeology today" after "In the realm of archaeology, …"
    // names the setting's field; "Polar molecules occur when …" after "In chemistry, …" holds in any field.
    for (const [id, s] of [
      [
        'os-anthropology-archaeological-methods',
        'Scientific approaches and techniques are the foundation of archaeology today.',
      ],
      [
        'os-anatomy-chemical-bonds',
        'Polar molecules occur when atoms share electrons unequally, in polar covalent bonds.',
      ],
    ]) {
      const tuning = readUpload(corpus(id), `${id}.txt`);
      const i = tuning.sentences.findIndex((x) => x.text === s);
      expect(i).toBeGreaterThan(0);
      expect(inheritedSetting(tuning.sentences, i)).toBeNull();
    }
  });
});

describe('a time told from another sentence', () => {
  test.each([
    'Hutchinson resigned the next day.',
    'Soon after, crowds attacked the customs house.',
    'Two years later, the company opened a second mill.',
    'The assembly met again later that month.',
    'By then, most cloth was woven in mills.',
  ])('“%s” leans on its neighbours', (s) => {
    expect(leansOnNeighbours(s)).toMatch(/tells a time from another sentence's/);
  });

  test('a time counted from a date in the sentence stands alone', () => {
    expect(leansOnNeighbours('The act was passed in March 1765, and the merchants protested the next day.')).toBeNull();
    expect(leansOnNeighbours('The mill opened two years later than the canal.')).toBeNull();
    expect(leansOnNeighbours('The farmers planted the fields before the rains came.')).toBeNull();
  });

  test('Douglass, chapter 10: “the day before” is no stem', () => {
    const s =
      'I now proceeded with my team to the place where I had, the day before, been chopping wood, and loaded my cart pretty heavily, thinking in this way to tame my oxen.';
    expect(corpus('douglass-chapter-10')).toContain(s);
    const all = Object.values(
      buildCandidates(readUpload(corpus('douglass-chapter-10'), 'd.txt'), 'x', 4, gradeFit('8')),
    )
      .flat()
      .map((c) => c.q.prompt);
    expect(all.filter((p) => p.includes('the day before, been chopping wood'))).toEqual([]);
  });
});

describe('a main clause that is no fact to judge', () => {
  test.each([
    'If we wanted to measure it, we first need a scale.',
    'For example, if we wanted to display the letter C, we first need to divide the letter into squares.',
    'To find the area, multiply the length by the width.',
    'If the dots do not match, turn the card over.',
    'When we count in base 10, we count from 0 to 9 and then run out of digits.',
  ])('“%s”', (s) => expect(statesAFact(s)).toBe(false));

  test.each([
    'If the Moon is full, it rises at sunset.',
    'When ice melts, water forms.',
    '“So you are,” said the Weasel, and he let it go.',
    'Plants make sugar from light.',
  ])('“%s” is a fact', (s) => expect(statesAFact(s)).toBe(true));

  test.each([
    ['os-college-success-budgeting', 'If we are short of money, we can look at all three categories of our budget'],
    ['cs-unplugged-divide-and-conquer', 'then you can eliminate a lot of data quickly'],
    ['cs-unplugged-how-binary-digits-work', 'When we count in base 10, we count from 0 to 9'],
  ])('%s: “%s” is no true/false statement', (id, part) => {
    expect(corpus(id)).toContain(part);
    for (const fit of [null, gradeFit('8')]) {
      const c = buildCandidates(readUpload(corpus(id), `${id}.txt`), 'x', 4, fit);
      const tf = [...c.tf_true, ...c.tf_false, ...c.which_true].map((x) =>
        [x.q.prompt, ...(x.q.options ?? [])].join(' '),
      );
      expect(tf.filter((p) => p.includes(part))).toEqual([]);
    }
  });
});
