// Faults session 18's second blind read found outside the false statements, fixed as shapes. Texts are written
// for the test with made-up names, in the shape the read found.
import { readUpload } from '../source';
import { causeAndEffect } from '../language/causes';
import { leansOnNeighbours } from '../language/stands-alone';

describe('"since" that tells from when gives no reason', () => {
  test.each([
    'Since traders had arrived in the valley, disease and war had reduced the Tolvan people to a mere five thousand people.',
    'Since traders had arrived in the valley, disease had reduced the Tolvan people to a few thousand.',
  ])('no cause: %s', (sentence) => {
    expect(causeAndEffect(sentence)).toBeNull();
  });

  test('"since" that gives a reason still does', () => {
    expect(causeAndEffect('Since the soil was poor, the farmers of Marden grew only rye.')).toEqual({
      cause: 'the soil was poor',
      effect: 'the farmers of Marden grew only rye',
      cue: 'since',
    });
  });
});

test('a "For Further Exploration" list of articles, websites and videos is no part of the reading', () => {
  const text = [
    'Origin of the Valley',
    'The valley of Marden was carved by a glacier. Its walls are granite, and its floor is covered in till left by the ice.',
    'For Further Exploration',
    'Articles',
    'Abel, M. “Revising the Story of the Valley.” Valley Review (May 2020): 34. Modern theories on how a glacier carves a valley.',
    'Orr, S. “Oh the Places We’ll Go.” Valley Review (October 2022): 12. On where future hikers might travel in the valley.',
    'Websites',
    'Glacier Atlas: https://example.org/glaciers. A map of the glaciers of the north.',
    'Videos',
    'Marsh, T. “How Ice Moves.” (2019). https://example.org/ice. A lecture on glaciers (1:02:10).',
  ].join('\n\n');
  const a = readUpload(text, 'valley.txt');
  expect(
    a.sentences.some((s) => /future hikers|Modern theories|lecture on glaciers|map of the glaciers/.test(s.text)),
  ).toBe(false);
  expect(a.sentences.some((s) => /carved by a glacier/.test(s.text))).toBe(true);
});

test('"him" with only a people’s name before it leans on the sentence before', () => {
  expect(leansOnNeighbours('The leading Tolvanites thought him too divisive and removed him as pastor.')).toMatch(
    /names no one/,
  );
  expect(leansOnNeighbours('Governor Adams thought his council too divisive.')).toBeNull();
  expect(leansOnNeighbours('The Tolvanites removed Pastor Keith and sent him home.')).toBeNull();
});
