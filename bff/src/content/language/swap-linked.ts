// Two terms of one sort a swap may still not trade, because the text itself may make the swapped statement
// true (question.swap.ts):
// - the text ties them together in one sentence, neither as items of a list nor set against each other
//   ("Martin Van Buren … became close to Jackson, who came to rely on … advisers that included Van Buren";
//   "The shock wave fractures the rock, while the expanding vapor generates an explosion"): an ally, a part
//   or a cause of the one may well have done what the sentence says of the other, and "Van Buren and his
//   supporters reminded voters of the corrupt bargain" is no claim a teacher can mark false;
// - one is where the other's kind is found ("lunar craters", "solar flares") and the other which sort of it
//   ("secondary craters"): secondary craters on the Moon are lunar craters, so the two overlap.
import type { SourceReading, SourceTerm } from '../source/source.types';
import { termPattern } from './term-pattern';
import { LISTED, LIST_GOES_ON } from './swap-fit';

/** Words that set two things against each other or in order: the sentence tells them apart. */
const SETS_APART =
  /(?<![\p{L}])(?:not|never|unlike|whereas|but|however|instead|rather|versus|vs|differ\w*|different|distinct|contrast\w*|compar\w*|than|oppos\w*|against|rival\w*|defeat\w*|beat|won|lost|succeed\w*|replac\w*|challeng\w*)(?![\p{L}])|n[’']t\b/iu;

/** The text writes the two in one sentence that ties them, not as a list nor apart. */
export function linkedInText(a: SourceReading, x: SourceTerm, y: SourceTerm): boolean {
  for (const s of a.sentences) {
    const xs = [...s.text.matchAll(termPattern(x.term))];
    const ys = [...s.text.matchAll(termPattern(y.term))];
    if (!xs.length || !ys.length || SETS_APART.test(s.text)) continue;
    const listed = xs.some((mx) =>
      ys.some((my) => {
        const [first, second] = mx.index < my.index ? [mx, my] : [my, mx];
        const between = s.text.slice(first.index + first[0].length, second.index);
        const after = s.text.slice(second.index + second[0].length);
        return /^\s*,\s*$/.test(between) ? LIST_GOES_ON.test(after) : LISTED.test(between);
      }),
    );
    if (!listed) return true;
  }
  return false;
}

/** Modifiers that say where a thing is found (of the Moon, of the Sun, of a nation), not which sort it is. */
const WHERE = new RegExp(
  '^(?:' +
    'lunar|solar|martian|terrestrial|jovian|venusian|stellar|galactic|planetary|interplanetary|interstellar|' +
    'oceanic|marine|continental|coastal|global|local|regional|national|international|federal|urban|rural|' +
    'domestic|foreign|colonial|european|american|african|asian' +
    ')$',
  'i',
);

/** One term says where its head's kind is found, the other which sort of it: the two overlap. */
export function overlappingKinds(x: SourceTerm, y: SourceTerm): boolean {
  const wx = x.key.split(' ');
  const wy = y.key.split(' ');
  if (wx.length < 2 || wy.length < 2 || wx.at(-1) !== wy.at(-1)) return false;
  return WHERE.test(wx[0]) !== WHERE.test(wy[0]);
}
