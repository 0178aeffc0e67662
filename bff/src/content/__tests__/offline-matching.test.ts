// The matching worksheet without a model, read as a teacher reads it: every Column B entry is a
// description the file gives (never its sentence with a blank), none names its own term or another
// term of the sheet, and the sheet holds only terms the file describes (up to 10; fewer when the file
// describes fewer, and a 422 below three): never general academic words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpec } from '../content.request';
import { buildOfflineDraft } from '../offline.provider';
import { matchingQuality } from '../__measures__/matching.quality';
import { givesAway, namesTerm, withoutTerm } from '../language/term-mentions';
import { ACADEMIC_WORDS } from '../offline/academic.words';
import { type PuzzleDraft } from '../kinds/puzzle/puzzle.schema';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { extractText } from '../../extraction';
import { matchingSheet } from './matching-sheet';
import { readUpload } from '../source';

const dir = join(__dirname, '../__fixtures__/corpus');
// Every tuning section of the reading corpus (held-out books are only measured, corpus README).
const ids = (
  JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as { texts: Array<{ id: string; set: string }> }
).texts
  .filter((t) => t.set === 'tuning')
  .map((t) => t.id);

const sheet = (text: string, name = 'notes.txt') => matchingSheet(text, name);
const corpusSheet = (id: string) => sheet(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`);
const academic = new Set(ACADEMIC_WORDS.map(([w]) => w));
/** Short files of the test's own, each with the pattern a reviewer found in a textbook section. */
const WEATHER =
  'Weather\n\nWeather is the state of the air at one place and time. Climate is the usual weather of a place over many years. ' +
  'Humidity is the amount of water vapour in the air. A front is the boundary between two air masses. ' +
  'Air pressure is the weight of the air pressing down on the ground. A barometer is an instrument that measures air pressure. ' +
  'Luke Howard, a chemist, gave the clouds the names we still use. Precipitation is water that falls from the clouds. ' +
  'Forecasters read the barometer every morning. The front brought rain and a change in the weather.';
const WAVES =
  'Waves\n\nA wave is a disturbance that carries energy from place to place. ' +
  'A medium is the substance mechanical waves propagate through, and the medium produces an elastic restoring force. ' +
  'A crest is the highest point of a wave. A trough is the lowest point of a wave. ' +
  'The amplitude is the height of a crest above the rest position. The wavelength is the distance between two crests. ' +
  'Sound needs a medium such as air or water.';
const MEMORY =
  'Memory\n\nMemory is the way the brain keeps what we learn. Working memory is the memory we use while we do a task. ' +
  'Short-term memory is memory that lasts for seconds. Long-term memory is memory that can last for years. ' +
  'Rehearsal is saying information again and again to keep it in memory. Recall is bringing a memory back to mind. ' +
  'Encoding is the first step of making a memory. Forgetting is the loss of a memory over time.';
/** A short file with a glossary whose first entry begins by naming its own term. */
const GLOSSED =
  'Seasons\n\nThe savanna has two seasons. In the dry season, the grass turns brown and animals gather at the rivers. ' +
  'In the wet season, storms fill the rivers again and the grass grows back.\n\nKey Terms\n\n' +
  '- dry season: the season that is dry; the months when little or no rain falls\n' +
  '- wet season: the months of the year when storms bring rain on most days\n' +
  '- savanna: a grassland with scattered trees\n';

describe('a description names a term (by lemma, not raw substring)', () => {
  test('plurals, capitals and word forms count; a longer word that merely starts the same does not', () => {
    expect(namesTerm('A central part of the branch of physics known as Quantum Mechanics', 'quantum mechanics')).toBe(
      true,
    );
    expect(namesTerm('Disturbances that carry energy, like water waves', 'wave')).toBe(true);
    expect(namesTerm('The distance between two crests, its wavelength', 'wave')).toBe(false);
    expect(namesTerm('The patroonship of the Hudson valley', 'patroonships')).toBe(true);
    expect(namesTerm('Quantum effects of mechanics', 'quantum mechanics')).toBe(false);
  });

  test('a description that holds every word of a multi-word term gives it away; one word of it does not', () => {
    expect(givesAway('First stage of sleep', 'stage 1 sleep')).toBe(true);
    expect(givesAway('Rapid burst of brain waves during sleep', 'sleep spindle')).toBe(false);
    expect(givesAway('An active treatment that cannot influence the response', 'placebo treatment')).toBe(false);
    // A glossary entry whose first part gives the term away keeps the parts after its "; ".
    expect(
      withoutTerm(
        'First stage of sleep; transitional phase that occurs between wakefulness and sleep',
        'stage 1 sleep',
        givesAway,
      ),
    ).toBe('Transitional phase that occurs between wakefulness and sleep');
  });

  // A glossary-only file: its listed terms are its own to teach even when everyday words ("dry season") that no
  // long sentence uses ("The savanna has two seasons."); the review sheet keeps "dry season" the same way.
  test('a glossary entry whose first part names its term is matched by the parts after it', () => {
    expect(sheet(GLOSSED).pairs.find((p) => p.term === 'dry season')?.match).toMatch(
      /^The months when little or no rain falls/,
    );
  });

  test('a definition keeps the clauses before the one that names its term, and is dropped when the first one does', () => {
    expect(
      withoutTerm(
        'The substance mechanical waves propagate through, and the medium produces an elastic restoring force',
        'medium',
      ),
    ).toBe('The substance mechanical waves propagate through');
    expect(withoutTerm('The medium that waves travel through', 'medium')).toBeNull();
    expect(withoutTerm('A machine that makes electricity', 'dynamo')).toBe('A machine that makes electricity');
  });
});

describe('matching sheets drafted from the real corpus texts', () => {
  test.each(ids)(
    '%s: the file’s described terms only, descriptions only, none giving an answer away, 3 to 10 pairs or a 422',
    (id) => {
      let pairs: WorksheetDraft['matching']['pairs'];
      try {
        pairs = corpusSheet(id).pairs;
      } catch (err) {
        // Fewer than three described terms: no sheet, and the teacher is told what to make instead.
        expect(err).toMatchObject({
          status: 422,
          detail: expect.stringMatching(/^Your file defines (no terms|only \d term)/),
        });
        return;
      }
      const q = matchingQuality(pairs);
      expect(q).toMatchObject({ blanked: 0, ownTerm: 0, fromWordList: 0 });
      // A description that names another term of the sheet is taken only to reach the six-pair minimum.
      if (q.otherTerm > 0) expect(pairs.length).toBeLessThanOrEqual(6);
      expect(pairs.length).toBeGreaterThanOrEqual(3);
      expect(pairs.length).toBeLessThanOrEqual(10);
      for (const p of pairs) expect(p.match).not.toMatch(/^(?:In the text|Clue):/);
    },
  );

  test('the weak "terms" of a ten-pair sheet are gone: words a sentence merely uses, with no description', () => {
    // "large tracts", "certain times", "x-direction": a quantity word with what it counts, or a symbol's
    // direction, is not a term to learn, even when a sentence seems to define it.
    // A symbol's direction is a small letter ("x-direction"); "P-waves" and "S-waves" are terms ("The longitudinal
    // waves in an earthquake are called pressure or P-waves").
    const weak = (t: string) =>
      /^(?:certain|large|small|particular|some|many|other|such|these|those)\s/i.test(t) || /^[a-z]-/.test(t);
    // A section that defines fewer than three terms has no sheet (a 422), so nothing weak on it.
    const pairsOf = (id: string) => {
      try {
        return corpusSheet(id).pairs;
      } catch (err) {
        expect(err).toMatchObject({ status: 422 });
        return [];
      }
    };
    for (const id of ids) expect([id, pairsOf(id).filter((p) => weak(p.term))]).toEqual([id, []]);
  });

  // "front" is on the stop-word list and "water" in "Precipitation is water that falls" read as a verb: both are read now.
  test('a name the text only mentions ("Luke Howard, a chemist") is not a term to match when its concepts fill the sheet', () => {
    const terms = sheet(WEATHER).pairs.map((p) => p.term.toLowerCase());
    expect(terms.length).toBeGreaterThanOrEqual(6);
    expect(terms).not.toContain('luke howard');
    expect(terms).toEqual(expect.arrayContaining(['humidity', 'barometer', 'front', 'climate']));
  });

  test('a definition that goes on to name its own term keeps its defining clause instead of becoming a blanked sentence', () => {
    const medium = sheet(WAVES).pairs.find((p) => p.term === 'medium');
    expect(medium?.match).toBe('The substance mechanical waves propagate through');
  });

  // Rehearsal, recall and forgetting are defined by what one does ("Rehearsal is saying information …", "Forgetting
  // is the loss of …"): read, they fill the sheet, and "memory", which the other descriptions name, stays off it.
  test('a broad term several descriptions name goes, not the terms those descriptions describe', () => {
    const terms = sheet(MEMORY).pairs.map((p) => p.term.toLowerCase());
    expect(terms).toEqual(expect.arrayContaining(['working memory', 'rehearsal']));
    expect(terms).not.toContain('memory');
  });

  test('the matching game puzzle holds the file’s meanings (up to its count), never a sentence with a blank', async () => {
    // The waves section as a teacher's slide deck, whose Key vocabulary slide holds the book's glossary.
    const text = (await extractText('waves.pptx', readFileSync(join(dir, 'os-physics-types-of-waves.pptx')))).text;
    const request = {
      kind: 'puzzle',
      puzzle_type: 'matching_game',
      difficulty: 'mixed',
      num_questions: 10,
      include_answer_key: true,
    } as never;
    const d = buildOfflineDraft(
      buildSpec({
        request,
        sourceText: text,
        sourceName: 'waves.txt',
        sourceType: 'file',
        reading: readUpload(text, 'waves.txt'),
      }),
    ) as PuzzleDraft;
    expect(d.words.length).toBeGreaterThanOrEqual(3);
    expect(d.words.length).toBeLessThanOrEqual(10);
    expect(matchingQuality(d.words.map((w) => ({ term: w.word, match: w.clue })))).toMatchObject({
      blanked: 0,
      ownTerm: 0,
      fromWordList: 0,
    });
    expect(d.words.map((w) => w.word)).toEqual(
      expect.arrayContaining(['transverse wave', 'longitudinal wave', 'medium']),
    );
  });

  test('a typed topic has no text to describe terms: the whole sheet is general academic words with their meanings', () => {
    const request = {
      kind: 'worksheet',
      worksheet_style: 'matching',
      difficulty: 'mixed',
      num_questions: 10,
      include_answer_key: true,
    } as never;
    const pairs = (
      buildOfflineDraft(
        buildSpec({ request, sourceName: 'Volcanoes', sourceType: 'topic' }),
      ) as WorksheetDraft['matching']
    ).pairs;
    expect(pairs).toHaveLength(10);
    expect(matchingQuality(pairs)).toMatchObject({ blanked: 0, ownTerm: 0, otherTerm: 0, fromWordList: 10 });
  });

  test('a file that describes no term gets no sheet of general academic words: a 422 saying what to make instead', () => {
    expect(() =>
      sheet('Photosynthesis happens in leaves. Plants need light to grow. Light comes from the Sun every day.'),
    ).toThrow(
      'Your file defines no terms that can go on a matching sheet, and it needs at least 3. Make a quiz or a cloze worksheet from this file instead, or upload one with a glossary or a key-vocabulary list.',
    );
  });

  test('a file that describes six terms: a sheet of those six, never topped up with academic words', () => {
    // Four before P-waves, S-waves and water waves were read from their own clauses ("pressure" had the P-waves' meaning).
    const pairs = corpusSheet('os-physics-types-of-waves').pairs;
    expect(pairs).toHaveLength(6);
    expect(pairs.find((p) => p.term === 'P-waves')?.match).toBe('The longitudinal waves in an earthquake');
    expect(pairs.filter((p) => academic.has(p.term))).toEqual([]);
  });
});
