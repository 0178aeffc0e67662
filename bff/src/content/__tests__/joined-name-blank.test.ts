// A blank never takes half of a name joined by an en dash ("an H–_____ should be plotted", key "R diagram";
// "the _____–based seats", key "proportional representation"): the student would write half a word.
import { readUpload } from '../source';
import { buildCandidates } from '../offline/question.forms';
import { halfOfJoinedName } from '../language/term-pattern';

test('a use of a term inside an en-dashed name is half of that name', () => {
  expect(halfOfJoinedName('Astronomers plot an H–R diagram for every cluster.', 'R diagram')).toBe(true);
  expect(halfOfJoinedName('The seats are proportional representation–based.', 'proportional representation')).toBe(
    true,
  );
  expect(halfOfJoinedName('Astronomers plot an R diagram – then compare.', 'R diagram')).toBe(false);
});

test('no fill-in or cloze item blanks half of an en-dashed name', () => {
  const reading = readUpload(
    [
      'Star charts',
      '',
      'Astronomers sort stars on a chart called the Hertzsprung–Russell diagram, abbreviated H–R diagram.',
      'An H–R diagram plots the luminosity of stars against their temperature.',
      'Most stars fall on the main sequence of the H–R diagram.',
      'A main sequence star fuses hydrogen in its core.',
      'The luminosity of a star is the energy it gives off each second.',
      'Cool giant stars lie above the main sequence on the H–R diagram.',
    ].join('\n'),
    'stars.txt',
  );
  const prompts = Object.values(buildCandidates(reading, 'joined', 4))
    .flat()
    .map((c) => c.q.prompt);
  expect(prompts.length).toBeGreaterThan(0);
  expect(prompts.filter((p) => /[\p{L}]–_____|_____–[\p{L}]/u.test(p))).toEqual([]);
});
