// Options, blanks and statements a teacher prints as is (the lead's blind read, rebuilt session 13): wrong
// options are terms the file teaches, never the key by another name;
// no blank on a word the sentence's grammar holds in place (a possessive, a unit after a number, the generic
// head after another noun). Sentences of the read's shape, written here; and every tuning section's candidates.
import { buildCandidates } from '../offline/question.forms';
import { blankKey } from '../offline/question.blanks';
import { readSource } from '../source';
import { taughtOption } from '../language/blank-rules';
import { sameThing } from '../language/same-thing';
import { trivialBlank } from '../language/trivial-blank';
import { gradeFit } from '../readability/grade.band';
import { swapKind } from '../language/swap.rules';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { readingOf, tuningIds } from './tuning-readings';

const items = (a: SourceReading) =>
  [null, gradeFit('8')].flatMap((fit) => Object.values(buildCandidates(a, 'options13', 4, fit)).flat());

describe('no blank the grammar gives away', () => {
  // A possessive (“_____’s policy”) and a unit after a bare number (“larger than 1 _____”) give the blank away;
  // the blanked word is the one in [brackets].
  test.each([
    ['[Jackson]’s policy toward the banks angered the merchants.', true],
    ["The [governor]'s veto stopped the bill.", true],
    ['The policy of [Jackson] angered the merchants.', false],
    ['A comet nucleus larger than 1 [kilometer] is rare.', true],
    ['The crater is about 20 [meters] deep.', true],
    // A year closed by its comma is a date set before the subject, not a number with its unit.
    ['In 1858, [Pouchet] filtered the air of the room.', false],
    ['A [kilometer] is a thousand meters.', false],
  ])('%s: given away %s', (marked, given) => {
    const sentence = marked.replace(/[[\]]/g, '');
    const word = /\[([^\]]+)\]/.exec(marked)![1];
    expect(trivialBlank(sentence, marked.indexOf('['), word.length)).toBe(given);
  });
  test('the head noun after a noun the text names kinds with: “The fission _____ was suggested”', () => {
    const text = [
      'The fission hypothesis was suggested by a student of Darwin.',
      'The capture hypothesis and the fission hypothesis both fail to explain the rocks.',
      'Modern humans are in the genus Homo.',
    ];
    const at = (sentence: string, word: string) => trivialBlank(sentence, sentence.indexOf(word), word.length, text);
    expect(at(text[0], 'hypothesis')).toBe(true);
    // A name set after a noun of naming, written once: the blank asks for the name itself.
    expect(at(text[2], 'Homo')).toBe(false);
    expect(at('Depending on the way kinship is determined, cousins may not be related.', 'kinship')).toBe(false);
    // The term itself after its article, or after an adjective, is what the text teaches.
    expect(at('The hypothesis was tested by a student of Darwin.', 'hypothesis')).toBe(false);
    expect(at('A scientific hypothesis must be testable.', 'hypothesis')).toBe(false);
  });
  test('through the blank builder: no key for such a blank', () => {
    const a = readSource(
      'Key Terms\n\nhypothesis: an explanation that can be tested\ntariff: a tax on imported goods\n\n' +
        'A hypothesis must be testable. The fission hypothesis was suggested by a student of Darwin. ' +
        'The fission hypothesis cannot explain the rocks. ' +
        'The tariff’s supporters were mostly manufacturers. A tariff raises the price of imported cloth.',
      '',
    );
    // The blank builder reads only the term's words and the longer terms of the pool.
    const term = (k: string): SourceTerm => ({
      term: k,
      key: k,
      kind: 'concept',
      origins: ['glossary'],
      count: 2,
      sentences: [],
      sections: [0],
      everyday: 0,
      score: 1,
    });
    const text = a.sentences.map((s) => s.text);
    expect(
      blankKey('The fission hypothesis was suggested by a student of Darwin.', term('hypothesis'), [], '', text),
    ).toBe(null);
    expect(blankKey('The tariff’s supporters were mostly manufacturers.', term('tariff'), [])).toBe(null);
    expect(blankKey('A tariff raises the price of imported cloth.', term('tariff'), [])).toBe('tariff');
  });
});

describe('no second right answer among the options', () => {
  const a = readSource(
    'The Bantu Expansion\n\n' +
      'Photosynthesis, also called carbon fixation, takes place in the leaf. The chloroplast (or plastid) holds the ' +
      'green pigment. The nerves reach an extension of the brain, the spinal cord. ' +
      'Respiration, or cellular respiration, releases energy. Food may be stored in roots, stems, or leaves. ' +
      'The migration of Bantu-speaking farmers spread iron working across Africa. The expansion of Bantu-speaking ' +
      'farmers spread iron working to the south. Trade routes carried salt and gold across the desert.',
    '',
  );
  // The text gives it as another name of the key, or does not.
  test.each([
    ['photosynthesis', 'carbon fixation', true],
    ['plastid', 'chloroplast', true],
    ['respiration', 'cellular respiration', true],
    // The last item of a list is no other name of the one before it.
    ['stems', 'leaves', false],
    // The appositive renames the larger phrase the key is part of, not the key.
    ['brain', 'spinal cord', false],
    ['photosynthesis', 'respiration', false],
  ])('“%s” and “%s” are one thing: %s', (key, option, same) => {
    expect(sameThing(a, key, option)).toBe(same);
  });
});

describe('every tuning section', () => {
  test.each(tuningIds)('%s: options the text teaches, no blank the grammar gives away', (id) => {
    const a = readingOf(id);
    const all = items(a);
    const byTerm = new Map(a.terms.map((t) => [t.term, t]));
    const everyday = all.flatMap((c) =>
      c.form === 'mc_cloze' || c.form === 'mc_definition'
        ? (c.q.options ?? []).filter((o) => {
            const t = byTerm.get(o);
            // A person's or a place's name is no everyday word, whatever its count in film subtitles.
            return o !== c.q.answer && !!t && swapKind(t, a) === 'concept' && !taughtOption(t);
          })
        : [],
    );
    expect(everyday).toEqual([]);
    const blanks = all.filter((c) => c.form === 'mc_cloze' || c.form === 'fill_blank').map((c) => c.q.prompt);
    expect(blanks.filter((p) => /_{5}[’']s(?![\p{L}])/u.test(p))).toEqual([]);
    expect(blanks.filter((p) => /(?<![\p{L}\p{N}.,-])\d(?:[\d,.]*\d)?\s+_{5}/u.test(p))).toEqual([]);
  });
});
