// Each item tests something once, on a sentence a student can read alone, with a blank only on a word the
// text teaches and a key that fills it as the sentence writes it; a false statement is a claim a student
// could believe, never one that contradicts itself. Read on the reading corpus's tuning sections (held-out
// books are never read here), with the reading-quality measures' own rules for repeats and everyday words
// and the corpus grammar checker (harper.js) over every stem.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCandidates, swapTerm } from '../offline/question.forms';
import { negates } from '../language/negate';
import { leansOnNeighbours } from '../language/stands-alone';
import { withoutConnective } from '../language/connectives';
import { settingOf } from '../language/setting';
import { namedInFull } from '../language/full-name';
import { teachesTerm } from '../language/blank-rules';
import { contrastOf } from '../language/contrast';
import { readSource, readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import type { DraftQuestion } from '../schemas/question.schema';
import { duplicateItems, everydayBlanks } from '../__measures__/items.measure';
import { GrammarChecker } from '../__measures__/grammar.measure';
import { draft as measuredDraft } from '../__measures__/offline.quality';
import { madeOrNull } from '../__measures__/not-made';

const dir = join(__dirname, '../__fixtures__/corpus');
const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  texts: Array<{ id: string; set: string; key_terms: string[]; glossary: Array<{ term: string }> }>;
};
const tuning = manifest.texts.filter((t) => t.set === 'tuning');
const texts = new Map<string, { text: string; a: SourceReading }>();
const corpus = (id: string) => {
  if (!tuning.some((t) => t.id === id)) throw new Error(`${id} is not a tuning section`);
  if (!texts.has(id)) {
    const text = readFileSync(join(dir, `${id}.txt`), 'utf8');
    texts.set(id, { text, a: readUpload(text, `${id}.txt`) });
  }
  return texts.get(id)!;
};
type Draft = {
  questions?: DraftQuestion[];
  items?: Array<{ sentence: string; answer: string; source_passage: string }>;
};
// A sheet the text gives too little for is a 422 (a critical-thinking sheet from a fable): nothing printed.
const draft = (id: string, kind: string, style?: string, n = 10): Draft =>
  madeOrNull(() => measuredDraft(kind, style, `${id}.txt`, corpus(id).text, corpus(id).a, n) as Draft) ?? {
    questions: [],
  };
/** What the student reads, a blank filled with its answer, as the measures read it. */
const items = (d: Draft) =>
  d.questions
    ? d.questions.map((q) => ({
        text: q.prompt.replace(/_{3,}/g, q.answer),
        answer: q.answer,
        passage: q.source_passage ?? null,
      }))
    : (d.items ?? []).map((i) => ({
        text: i.sentence.replace(/_{3,}/g, i.answer),
        answer: i.answer,
        passage: i.source_passage,
      }));
const KINDS: Array<[string, string?, number?]> = [
  ['quiz'],
  ['test'],
  ['exit_ticket', undefined, 3],
  ['worksheet', 'cloze'],
  ['worksheet', 'mixed'],
  ['worksheet', 'critical_thinking'],
  ['diagram', 'flowchart'],
];
// Textbook chapters, a lesson plan, a fable, a memoir and nature writing.
const SAMPLE = [
  'os-physics-types-of-waves',
  'os-anthropology-kinship',
  'os-college-success-procrastination',
  'cs-unplugged-divide-and-conquer',
  'aesop-fables-1',
  'douglass-chapter-10',
  'beagle-coral-reefs',
];

describe('a sentence that needs its neighbours is never an item', () => {
  test.each([
    ['It will add up to either 0 or 10.', 'cs-unplugged-check-digits'],
    ['For example, certain nuclei are unstable, and their decay emits radiation.', 'os-physics-radioactivity'],
    ['However, light is not a mechanical wave; it can travel through a vacuum.', 'os-physics-types-of-waves'],
    ['These investigations may lead to natural laws.', 'os-physics-scientific-methods'],
  ])('“%s” leans on the text around it', (sentence, id) => {
    expect(corpus(id).text.replace(/\s+/g, ' ').toLowerCase()).toContain(sentence.slice(0, 30).toLowerCase());
    expect(leansOnNeighbours(sentence)).not.toBeNull();
  });

  test.each([
    'Electric current is the rate at which electric charge moves.',
    'A wave is a disturbance that travels or propagates from the place where it was created.',
    // The "it" of "it is … to" stands for what follows, not for a sentence before.
    'It is important to identify the cause and remedy the situation.',
    'Inertia is the tendency for an object at rest to remain at rest.',
  ])('“%s” stands on its own', (sentence) => expect(leansOnNeighbours(sentence)).toBeNull());

  test('no definition question asks for a meaning that points outside itself (check digits)', () => {
    const c = buildCandidates(corpus('cs-unplugged-check-digits').a, 'once', 4);
    const stems = [...c.mc_definition, ...c.short_definition, ...c.tf_true, ...c.fill_blank].map((x) => x.q.prompt);
    expect(stems.filter((p) => /It will add up to either 0 or 10/.test(p))).toEqual([]);
  });
});

describe('blanks on the words the text teaches, keyed as the sentence writes them', () => {
  test('every blank of every tuning section, filled with its key, gives back the sentence it cites', () => {
    const wrong: string[] = [];
    // A quoted sentence prints the text's own double quotation marks single (question.frames.ts): read both alike.
    const marks = (s: string) => s.replace(/“/g, '‘').replace(/”/g, '’');
    for (const t of tuning) {
      const { a } = corpus(t.id);
      const c = buildCandidates(a, 'once', 4);
      for (const x of [...c.mc_cloze, ...c.fill_blank]) {
        const stem = x.q.prompt
          .replace(/^Which term completes this sentence from the text\? “([\s\S]*)”$/, '$1')
          .replace(/^Which term completes this sentence\? /, '')
          .replace(/^Fill in the blank: /, '');
        const filled = marks(stem.replace(/_{3,}/g, x.q.answer).toLowerCase());
        // The sentence as printed: the text's own, or without a connective that only links (connectives.ts), or
        // with a name it shortens given in full (full-name.ts).
        const passage = x.q.source_passage ?? '';
        const at = a.sentences.findIndex((s) => s.text === passage);
        const named = at < 0 ? passage : namedInFull(a.sentences, at, passage);
        const shown = [passage, withoutConnective(passage) ?? passage, named].map((p) => marks(p.toLowerCase()));
        // A claim said in the setting of the sentence before carries it, and quotes both (setting.ts).
        const [before, own] = passage.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
        if (own) shown.push(marks(`${settingOf(before)}, ${withoutConnective(own) ?? own}`.toLowerCase()));
        if (!shown.includes(filled)) wrong.push(`${t.id}: ${filled}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a blank never falls on an everyday word the text only uses in passing', () => {
    // The divide-and-conquer lesson is now read as its teacher's directions, bar a few sentences with no word to
    // blank (its cloze is the general-words sheet, cloze.ts). Since session 20 the binary-digits lesson is too:
    // "digits", the title's word, is no blank, and what is left is too little for a cloze of its own.
    for (const id of ['aesop-fables-1', 'douglass-chapter-10', 'muir-foothills']) {
      const entry = tuning.find((t) => t.id === id)!;
      const blanks = [draft(id, 'quiz'), draft(id, 'worksheet', 'cloze'), draft(id, 'test')].flatMap((d) =>
        (d.questions ?? d.items ?? [])
          .filter((q) => /_{3,}/.test('prompt' in q ? q.prompt : q.sentence))
          .map((q) => q.answer),
      );
      const found = everydayBlanks(blanks, [...entry.key_terms, ...entry.glossary.map((g) => g.term)]);
      // Before: "order" 16 times, "guesses" 10 (divide and conquer); "mouse", "bird", "cheese"; "woods", "tree".
      expect([id, found.words]).toEqual([id, []]);
    }
  });

  test('a word the text marks is taught, an everyday word it uses in passing is not', () => {
    const { a } = corpus('cs-unplugged-divide-and-conquer');
    const order = a.terms.find((t) => t.term === 'order');
    if (order) expect(teachesTerm(order)).toBe(false);
    const kinship = corpus('os-anthropology-kinship').a.terms.find((t) => t.term === 'kinship')!;
    expect(teachesTerm(kinship)).toBe(true);
  });
});

describe('a false statement is a claim a student could believe', () => {
  const a = readSource(
    'Key Terms\n\nmonarchy: a state ruled by a king or queen\nrepublic: a state without a king, ruled by elected leaders\n' +
      'democracy: rule by the people through voting\n\n' +
      'A republic is a state without a king. In a democracy, the people vote for their leaders. ' +
      'A monarchy is ruled by a king or queen. France became a republic, and Britain stayed a monarchy.',
    '',
  );
  const term = (k: string) => a.terms.find((t) => t.term.toLowerCase() === k)!;

  test('never a swap the new term’s own meaning contradicts ("a monarchy: a state without a king")', () => {
    const s = 'A republic is a state without a king.';
    expect(swapTerm(s, term('republic'), a.terms, s, a)?.statement ?? '').not.toMatch(/monarchy/i);
  });

  test('the false statements of the tuning sections are few and each swaps terms the text treats alike', () => {
    // Session 19: a one-fact sentence is negated (language/negate.ts) rather than swapped; the swaps are the rest.
    // 42 negated and 69 swaps (27 Nov): "Red marrow does not fill the spaces in the spongy bone."
    const all = tuning.flatMap((t) => buildCandidates(corpus(t.id).a, 'once', 4).tf_false);
    const statements = all.filter((x) => !negates(x.q.source_passage!, x.q.prompt.replace(/^True or false: /, '')));
    // 39 since "The answer lies in the properties of …" needs its question (28 Nov, session 21: "the answer" to what?).
    // Session 23: 30, once a sentence that says what a thing is (a term's defining sentence, "X is the measure of …")
    // is asked true and never denied (session 22's read: "a negated trick statement"). Session 24: 29, once a sentence
    // with an "un-" adjective is not denied ("did not remain unknown": session 23's read, a double negative); 28 once
    // a verb that was a participle in the subject is not denied ("did not know as New France": session 24's read).
    expect(all.length - statements.length).toBeGreaterThanOrEqual(28);
    // 444 before the rule (e.g. "We all know about stress, the act of delaying some task …"), 30 after; 52 on the
    // 42 sections before the session-11 probe books, which add 24 (read 26 Nov: 10 stand; sociology's swaps of peer
    // and reference groups, which the text says are one kind of the other, "entering the country from Wells Fargo"
    // and "a similar substance called cilia" would be struck — not fixed here, the swap rules' work).
    // 80 since "stress: A fairly vague concept …" is no meaning (27 Nov, reader13): the stress section now gives one
    // (none before), read: "Response-based definitions of stress are problematic because they fail to recognize that
    // people differ …" (the text gives that reason for stimulus-based definitions; a fair item, if a hard one).
    expect(statements.length).toBeLessThan(81);
    const prompts = statements.map((x) => x.q.prompt);
    expect(prompts).not.toContainEqual(expect.stringMatching(/We all know about stress/));
    // "protons and neutrons, or nucleons": the gloss is the same thing, never the swapped word.
    expect(prompts.filter((p) => /, or (?:electrons|protons|neutrons), within an atom/.test(p))).toEqual([]);
  });
});

test('a critical-thinking prompt always has a model answer or scoring points, never only the quote', () => {
  for (const id of SAMPLE) {
    const sheet = draft(id, 'worksheet', 'critical_thinking');
    for (const q of sheet.questions!) {
      // The text's items list their points (a story retold, a word's meanings in the text's words); from a
      // text, never an open question about the topic.
      expect(q.answer).toMatch(/^(?:A full answer (?:tells )?\(1\) |The text’s meanings: )/);
    }
  }
  // The link the text states, in its words.
  const stress = draft('os-college-success-procrastination', 'worksheet', 'critical_thinking').questions!.find((q) =>
    /procrastination connected to stress/.test(q.prompt),
  );
  expect(stress?.answer).toMatch(/^A full answer \(1\) says how they are linked: Procrastination causes stress\./);
});

describe('a comparison is the text’s own contrast', () => {
  test('one term on each side of the contrast word, each side in the text’s words', () => {
    const newton = 'Unlike weight (which changes if the gravitational force changes), mass does not depend on gravity.';
    expect(corpus('os-physics-newtons-first-law').text).toContain(newton);
    expect(contrastOf(newton, 'mass', 'weight')).toEqual({
      first: 'mass does not depend on gravity',
      second: 'weight (which changes if the gravitational force changes)',
    });
    const laws = 'Laws are often also concise, whereas theories are more complicated.';
    expect(contrastOf(laws, 'theory', 'law')).toEqual({
      first: 'theories are more complicated',
      second: 'Laws are often also concise',
    });
  });

  test('a time ("while she was …") or "not just A but also B" is no contrast', () => {
    expect(
      contrastOf(
        'Anthropologist Patricia Scalco (2019) met Ahmed while she was conducting research on market exchange in Istanbul.',
        'Ahmed',
        'Istanbul',
      ),
    ).toBeNull();
    expect(
      contrastOf(
        'According to the law of superposition, not just geological layers but also the objects found within them can be assigned relative ages.',
        'superposition',
        'objects',
      ),
    ).toBeNull();
  });
});

describe('nothing tested twice in one document', () => {
  test.each(SAMPLE)('%s: no two items of a quiz, test, exit ticket, sheet or diagram on one sentence or fact', (id) => {
    for (const [kind, style, n] of KINDS) {
      const d = draft(id, kind, style, n);
      const found = duplicateItems(items(d));
      expect([kind, style, found.pairs]).toEqual([kind, style, []]);
    }
  });

  test('a quiz never asks for the same word in two blanks (Ohm’s law: "electric current")', () => {
    const d = draft('os-physics-ohms-law', 'quiz');
    const blanks = d.questions!.filter((q) => /_{3,}/.test(q.prompt)).map((q) => q.answer.toLowerCase());
    expect(new Set(blanks).size).toBe(blanks.length);
  });
});

describe('every stem reads as grammatical English (harper.js)', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  test.each(SAMPLE)('%s: no grammar fault the source does not have', async (id) => {
    const stems = KINDS.flatMap(([kind, style, n]) => items(draft(id, kind, style, n)).map((i) => i.text));
    const faults = await checker.faults(stems, corpus(id).text);
    expect(stems.map((s, i) => [s, faults[i].map((f) => f.message)]).filter(([, f]) => f.length)).toEqual([]);
  });
});
