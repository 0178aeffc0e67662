// A lesson plan's own words to run the lesson are no terms of its subject: read as written, the tagger took the
// capitalised head of a teacher's imperative ("Print enough …", "Repeat this game …", "Next add up …"), the label
// of a teacher's line ("Teaching observations: …") and the people in the room ("Teacher to class: …",
// "Students will …") for nouns, and they reached quiz options, concept maps, vocabulary sheets and cloze banks
// (source/source.term-lesson-words.ts). On the CS Unplugged lesson plans of the tuning corpus, as .txt, and on a
// slide deck's speaker notes (no corpus deck has notes, so a deck of the test's own).
import { buildSpec } from '../content.request';
import { buildOfflineDraft } from '../offline.provider';
import { readUpload } from '../source';
import { corpusText, readingOf } from './tuning-readings';

/** Each plan's words that ran the lesson, and terms of its subject it still teaches. */
const PLANS: Array<[id: string, notTerms: string[], terms: string[]]> = [
  ['cs-unplugged-check-digits', ['next add'], ['checksum', 'modulo arithmetic', 'barcode', 'product code']],
  [
    'cs-unplugged-colour-by-numbers',
    ['Teacher', 'students', 'class', 'print', 'show'],
    ['pixels', 'megapixels', 'picture elements', 'grid'],
  ],
  ['cs-unplugged-divide-and-conquer', ['repeat'], ['binary search', 'guesses']],
  [
    'cs-unplugged-how-binary-digits-work',
    ['teaching observations', 'teaching', 'observations', 'hand'],
    ['binary', 'byte', 'place value', 'tally marks'],
  ],
  ['cs-unplugged-codes-for-letters', ['Check', 'students'], ['ASCII', 'Unicode', 'alphabet', 'diacritics']],
  ['cs-unplugged-sorting-network', ['Show'], ['parallel algorithm', 'leftmost node']],
  ['cs-unplugged-parity-magic', ['Hand', 'teacher'], ['parity bits', 'parity cards']],
];

const lower = (s: string) => s.toLocaleLowerCase('en-US');

test.each(PLANS)('%s: the words that run the lesson are no terms; what it teaches still is', (id, notTerms, terms) => {
  const read = readingOf(id).terms.map((t) => lower(t.term));
  expect(notTerms.filter((w) => read.includes(lower(w)))).toEqual([]);
  expect(terms.filter((w) => !read.includes(lower(w)))).toEqual([]);
});

const KINDS: Array<Record<string, unknown>> = [
  { kind: 'quiz' },
  { kind: 'test' },
  { kind: 'lesson_plan' },
  { kind: 'diagram', diagram_type: 'flowchart' },
  { kind: 'diagram', diagram_type: 'mindmap' },
  ...['mixed', 'cloze', 'matching', 'vocab'].map((worksheet_style) => ({ kind: 'worksheet', worksheet_style })),
];

test.each(PLANS)('%s: no option, node, word or bank entry is a word that ran the lesson', (id, notTerms) => {
  const junk = new Set(notTerms.map(lower));
  const words: string[] = [];
  const collect = (o: unknown): void => {
    if (typeof o === 'string') words.push(lower(o.trim()));
    else if (Array.isArray(o)) o.forEach(collect);
    else if (o && typeof o === 'object') Object.values(o).forEach(collect);
  };
  for (const fields of KINDS) {
    const request = { difficulty: 'mixed', num_questions: 10, include_answer_key: true, ...fields } as never;
    try {
      collect(
        buildOfflineDraft(
          buildSpec({
            request,
            sourceText: corpusText(id),
            sourceName: `${id}.txt`,
            sourceType: 'file',
            reading: readingOf(id),
          }),
        ),
      );
    } catch (e) {
      // A sheet the plan defines too few terms for is not made (a 422): nothing printed.
      if ((e as { status?: number }).status !== 422) throw e;
    }
  }
  expect(words.length).toBeGreaterThan(0);
  expect(words.filter((w) => junk.has(w))).toEqual([]);
});

test('a slide deck’s notes: "Print …", "Repeat …", "Show the students …" and the group are no terms; the slides’ terms are', () => {
  const deck = [
    'Photosynthesis',
    '',
    'What plants make',
    'Photosynthesis is the process by which plants make sugar from light, water and carbon dioxide. Chlorophyll is ' +
      'the green pigment that absorbs light in the leaf. The sugar stores the energy of the light.',
    'Notes: Print the leaf diagram for each group. Repeat the light demonstration for each group. Show the students ' +
      'the leaf under the lamp.',
    '',
    'Where it happens',
    'Chloroplasts are the parts of a leaf cell where photosynthesis takes place. A leaf has many chloroplasts in each ' +
      'cell. Stomata are the pores that let carbon dioxide into the leaf.',
    'Notes: Print the stomata photos. Repeat the question for each group. Show the students the stomata photos under ' +
      'the lamp.',
  ].join('\n');
  const terms = readUpload(deck, 'photosynthesis.pptx').terms.map((t) => lower(t.term));
  expect(terms.filter((t) => ['print', 'repeat', 'show', 'group', 'students'].includes(t))).toEqual([]);
  expect(terms).toEqual(expect.arrayContaining(['photosynthesis', 'chlorophyll', 'chloroplasts', 'stomata']));
});
