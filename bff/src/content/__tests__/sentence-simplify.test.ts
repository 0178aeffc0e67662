// Shorter sentences for younger classes, by deletion only (language/sentence.simplify.ts): each cut is
// one that keeps the sentence true, and every result is a whole sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeletionOf } from '../__measures__/grade.quality';
import { gradeFit } from '../readability/grade.band';
import type { SourceTerm } from '../source/source.types';
import { readSource } from '../source';
import { framesFor, plainDefinition } from '../offline/question.frames';
import { swapTerm } from '../offline/question.forms';
import { present } from '../language/sentence.fit';
import { isWholeSentence, simplerVersions } from '../language/sentence.simplify';
import { standsAlone } from '../language/sentences';
import { readUpload } from '../source';

describe('simplerVersions', () => {
  it('drops bracketed citations and figures', () => {
    expect(
      simplerVersions(
        'A sleep spindle is a rapid burst of brain waves that may be important for memory (Fogel & Smith, 2011).',
      ),
    ).toContain('A sleep spindle is a rapid burst of brain waves that may be important for memory.');
  });

  it('drops an appositive that begins with an article, and a trailing which-clause', () => {
    expect(
      simplerVersions('The Dutch West India Company, a trading company, founded New Netherland in 1624.'),
    ).toContain('The Dutch West India Company founded New Netherland in 1624.');
    expect(
      simplerVersions('The word “filibuster” comes from the Dutch word vrijbuiter, which means pirate.'),
    ).toContain('The word “filibuster” comes from the Dutch word vrijbuiter.');
  });

  it('splits clauses joined by ", and" or ";" but keeps a later clause only when it names its own subject', () => {
    const v = simplerVersions(
      'The first Jesuits arrived in Quebec in the 1620s, and for the next century, their numbers did not exceed forty priests.',
    );
    expect(v).toContain('The first Jesuits arrived in Quebec in the 1620s.');
    expect(v.some((s) => /their numbers/.test(s) && !/Jesuits/.test(s))).toBe(false);
    expect(
      simplerVersions('It is easy to wake someone from stage 1 sleep; people often report that they were not asleep.'),
    ).toEqual(expect.arrayContaining(['It is easy to wake someone from stage 1 sleep.']));
  });

  it('drops a signpost that points back into the text', () => {
    expect(simplerVersions('As mentioned earlier, REM sleep is marked by rapid movements of the eyes.')).toContain(
      'REM sleep is marked by rapid movements of the eyes.',
    );
  });

  it('never splits "or", a clause under "if", or a list, and never drops a list item', () => {
    expect(simplerVersions('Students can walk to the school, or they can take the bus to the school.')).toEqual([]);
    expect(
      simplerVersions('If the president signs the bill, it becomes law, and the agencies must enforce the new law.'),
    ).toEqual([]);
    expect(
      simplerVersions(
        'The Dutch confined their operations to Manhattan Island, Long Island, the Hudson River Valley, and what later became New Jersey.',
      ),
    ).toEqual([]);
    expect(
      simplerVersions(
        'People who take vitamin E often take other steps to improve their health: exercise, diet, choosing not to smoke.',
      ),
    ).toEqual(['People who take vitamin E often take other steps to improve their health.']);
  });

  it('never cuts the last of one subject’s listed predicates, which would leave a list without "and"', () => {
    for (const sentence of [
      'Surviving the long drought, the traders went on to control the coast, settle the river valleys, and eventually push the older towns out of the market.',
      'The settlers cleared the forest around the bay, built a wooden fort, and made the largest village, Fairhaven, their capital.',
    ])
      expect(simplerVersions(sentence).filter((v) => /, (?:settle|built) [^,]*\.$/.test(v))).toEqual([]);
    // One predicate before the join still gives its own sentence.
    expect(
      simplerVersions('The settlers cleared the forest around the bay, and later they built a wooden fort.'),
    ).toContain('The settlers cleared the forest around the bay.');
  });

  it('gives only whole sentences that say nothing the text does not, on every sentence of the corpus', () => {
    const dir = join(__dirname, '../__fixtures__/corpus');
    let versions = 0;
    // A textbook, a lesson plan, a memoir and a book of fables (tuning sections of the reading corpus).
    for (const id of [
      'os-anthropology-elements-of-culture',
      'cs-unplugged-parity-magic',
      'douglass-chapter-7',
      'aesop-fables-2',
    ]) {
      const reading = readUpload(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`);
      for (const s of reading.sentences.filter((x) => x.usable))
        for (const v of simplerVersions(s.text)) {
          versions++;
          expect(isWholeSentence(v)).toBe(true);
          expect(isDeletionOf(v, s.text)).toBe(true);
          expect(v.length).toBeLessThan(s.text.length);
        }
    }
    expect(versions).toBeGreaterThan(20);
  });
});

describe('isWholeSentence', () => {
  it.each([
    ['The blank is in the.', false],
    ['Running quickly through the dark forest.', false],
    ['Areas of the surface (darker.', false],
    ['Theta waves still dominate the activity of the brain.', true],
    ['Like NREM sleep, REM has been implicated in memory (Siegel, 2001).', true],
    // A verb the tagger reads as an auxiliary ends a clause after its subject; a modal does not.
    ['Tell them “This chalk computer can do some things very fast, let’s investigate what it does.”', true],
    ['This is what the students can.', false],
    ['Give each group a set of worksheets, so that each student has a page to work on.', true],
    ['The water flows into.', false],
  ])('%s → %s', (text, whole) => expect(isWholeSentence(text)).toBe(whole));
});

describe('grade bands', () => {
  it('reads the grade setting as a band with a sentence length', () => {
    expect(gradeFit('K')).toMatchObject({ target: 0, band: 'k2', maxWords: 8, simplify: true });
    expect(gradeFit('Grade 4')).toMatchObject({ target: 4, band: '3-5', maxWords: 12 });
    expect(gradeFit('7th grade')).toMatchObject({ band: '6-8', simplify: true });
    expect(gradeFit('11')).toMatchObject({ band: '9-12', simplify: false });
    expect(gradeFit('college')).toMatchObject({ target: 12, band: '9-12' });
    expect(gradeFit('mixed ability')).toBeNull();
  });

  it('shows a shortened sentence to grade 4 and the whole sentence to grade 11 and without a grade', () => {
    const s =
      'Theta waves still dominate the activity of the brain, but they are interrupted by brief bursts of activity known as sleep spindles.';
    expect(present(s, gradeFit('4'), 'theta wave')).toMatchObject({
      text: 'Theta waves still dominate the activity of the brain.',
      simplified: true,
    });
    expect(present(s, gradeFit('11'), 'theta wave')).toMatchObject({ text: s, simplified: false });
    expect(present(s, null)).toEqual({ text: s, simplified: false, misfit: 0 });
  });

  it('frames K–5 questions in fewer words, and quotes only the text’s own words', () => {
    const young = framesFor(gradeFit('3'));
    const upper = framesFor(gradeFit('10'));
    expect(young.cloze('The _____ is hot.', false)).toBe('Which word fills the blank? The _____ is hot.');
    expect(upper.cloze('The _____ is hot.', true)).toBe(
      'Which term completes this sentence from the text? “The _____ is hot.”',
    );
    expect(upper.cloze('The _____ is hot.', false)).toBe('Which term completes this sentence? The _____ is hot.');
    expect(young.meaning('delta wave')).toBe('What does “delta wave” mean?');
    expect(young.process('stages', ['Stage 1', 'Stage 2'])).toBe(
      'Tell what happens at each of these stages, in order.\n1. Stage 1\n2. Stage 2',
    );
  });

  it('gives younger classes the first part of a packed glossary definition, in the text’s words', () => {
    const d =
      'Members of the Society of Jesus, an elite Catholic religious order founded in the 1540s to spread Catholicism';
    expect(plainDefinition(d, gradeFit('4'))).toBe('Members of the Society of Jesus');
    expect(plainDefinition('Second stage of sleep; the body goes into deep relaxation', gradeFit('2'))).toBe(
      'Second stage of sleep',
    );
    expect(plainDefinition(d, gradeFit('9'))).toBe(d);
  });
});

describe('false statements stay grammatical', () => {
  const a = readSource(
    'Key Terms\n\ninference: a step of reasoning from premises to a conclusion\nprinciple: a general rule that guides reasoning\nsunspots: dark areas on the Sun\npolarity: the direction of a magnetic field\n\n' +
      'Assuming a neutral stance in considering an inference is crucial to doing philosophy. Like storms on Earth, sunspots are not fixed in position. It is easier to inference a rule when it is meaningful.',
    '',
  );
  const term = (k: string) => a.terms.find((t) => t.term.toLowerCase() === k)!;

  it('matches "a"/"an" to the swapped term', () => {
    expect(
      swapTerm(
        'Assuming a neutral stance in considering an inference is crucial to doing philosophy.',
        term('inference'),
        a.terms,
      )?.statement,
    ).toMatch(/considering a [^aeiou\s]\w* is/);
  });

  it('never puts a singular term where the sentence has a plural ("sunspots are" never becomes "polarity are")', () => {
    const swap = swapTerm('Like storms on Earth, sunspots are not fixed in position.', term('sunspots'), a.terms);
    expect(swap?.statement ?? '').not.toMatch(/polarity are/);
  });
});

describe('sentences that state a fact', () => {
  it.each([
    ['In this section, we will discuss each of the stages of sleep.', false],
    ['We saw in that oscillatory motion is an important type of behavior.', false],
    ['Let’s say you graduated from high school ten years ago.', false],
    ['In these wars, fighting between rival native peoples spread.', false],
    ['Theta waves still dominate the activity of the brain.', true],
  ])('%s → %s', (text, alone) => expect(standsAlone(text)).toBe(alone));
});

describe('connectives and names', () => {
  it('drops a connective set off by commas inside the sentence', () => {
    expect(simplerVersions('Latent content, on the other hand, refers to the hidden meaning of a dream.')).toContain(
      'Latent content refers to the hidden meaning of a dream.',
    );
  });

  it('never swaps a name in for a common noun in a false statement', () => {
    const term = (t: string): SourceTerm => ({
      term: t,
      key: t.toLowerCase(),
      kind: 'concept',
      origins: [],
      count: 2,
      sentences: [0],
      sections: [0],
      everyday: 0,
      score: 0,
    });
    const lucid = term('lucid dream');
    const swapped = swapTerm('In a lucid dream, a person becomes aware of the fact that they are dreaming.', lucid, [
      lucid,
      term('Alan Hobson'),
    ]);
    expect(swapped).toBeNull();
    expect(
      swapTerm('In a lucid dream, a person becomes aware of the fact that they are dreaming.', lucid, [
        lucid,
        term('Alan Hobson'),
        term('night terror'),
      ])?.statement,
    ).toBe('In a night terror, a person becomes aware of the fact that they are dreaming.');
  });
});
