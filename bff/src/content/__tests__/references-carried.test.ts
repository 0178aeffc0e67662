// Statements that lean on the sentence before in ways the blind read found (session 13), in sentences of that
// shape written here: a time told as "that year" (before, only "in that year", "that" right after a
// preposition, was refused), a "that" that is the thing the sentence before said, one
// numbered step of a sequence. None is printed alone (language/stands-alone.ts `leansOnNeighbours`). And a
// setting carried past an aside set after it (language/setting.ts).
import { leansOnNeighbours } from '../language/stands-alone';
import { inItsSetting } from '../language/setting';
import { readUpload } from '../source';

describe('leans on the sentence before', () => {
  test.each([
    ['“that year” at a clause’s end', 'The colony’s population doubled that year.'],
    ['“that same winter”', 'Many settlers died of fever that same winter, and the fort was abandoned.'],
    ['“that year” after a preposition', 'Riots broke out in the port towns that year.'],
    ['a “that” ending its clause', 'Many merchants in the port towns resented that.'],
    ['a “that” before a comma', 'Because of that, the governor dissolved the assembly.'],
    ['one numbered step', 'Step 3 is to heat the mixture until it boils.'],
    ['a step set before the subject', 'In step 2, the water in the beaker boils away.'],
  ])('%s: “%s”', (_, sentence) => expect(leansOnNeighbours(sentence)).not.toBeNull());
});

describe('stands alone', () => {
  test.each([
    ['a “that” opening a clause', 'Scientists showed that the disease spreads through water.'],
    ['a “that” before an aside', 'Polls show that, as of May 2020, the council had little support.'],
    ['a “that” after a noun', 'The gas that forms in the flask is carbon dioxide.'],
    ['steps named, none alone', 'The scientific method has several steps that scientists repeat.'],
    ['a stage’s name', 'Stage 1 sleep is the lightest stage of sleep.'],
  ])('%s: “%s”', (_, sentence) => expect(leansOnNeighbours(sentence)).toBeNull());
});

test('a setting is carried past its aside: “Near the poles, for example, the Sun …” keeps “Near the poles”', () => {
  const r = readUpload(
    'Sunlight and Latitude\n\nThe height of the Sun in the sky changes with latitude. Near the poles, for example, the ' +
      'Sun rises only a little way above the horizon. The Sun stays above the horizon all day in summer.',
    'latitude.txt',
  );
  const at = r.sentences.findIndex((s) => s.text.startsWith('The Sun stays'));
  expect(inItsSetting(r.sentences, at, r.sentences[at].text)).toBe(
    'Near the poles, the Sun stays above the horizon all day in summer.',
  );
});
