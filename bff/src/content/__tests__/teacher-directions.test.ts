// What a lesson plan or a slide's notes say to the teacher is never a student item; what they teach is.
// Read on the corpus's tuning lesson plans (CS Unplugged; held-out books are never read here) as txt and
// docx, and on a slide deck with speaker notes built here from a tuning textbook section. Items are judged
// by the reading-quality measure's own plain patterns (__measures__/directions.measure.ts), not by the
// reader's classification alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '../../extraction';
import { readUpload } from '../source';
import { directionOf } from '../source/source.directions';
import { teacherFacing } from '../source/source.teacher-document';
import { draft } from '../__measures__/offline.quality';
import { directionItems } from '../__measures__/directions.measure';
import type { SourceReading } from '../source/source.types';

const dir = join(__dirname, '../__fixtures__/corpus');
// An upload's extraction is capped at 20 s; on a loaded test machine a docx may take longer, and the cap is not
// what is tested here.
const UNHURRIED = { timeoutMs: 120_000 };
jest.setTimeout(240_000);
const manifest = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  texts: Array<{ id: string; set: string; genre: string }>;
};
const tuning = manifest.texts.filter((t) => t.set === 'tuning');
const plans = tuning.filter((t) => t.genre === 'lesson plan').map((t) => t.id);
const corpus = (id: string) => readFileSync(join(dir, `${id}.txt`), 'utf8');

/** Every kind that quotes the file, with its style. */
const KINDS: Array<[string, string?]> = [
  ['quiz'],
  ['test'],
  ['exit_ticket'],
  ['review_sheet'],
  ['worksheet', 'cloze'],
  ['worksheet', 'mixed'],
  ['worksheet', 'critical_thinking'],
  ['worksheet', 'graphic_organizer'],
  ['diagram', 'flowchart'],
  ['lesson_plan'],
  ['parent_handout'],
];

/** Every sentence of the file a draft prints or cites: passages, examples, key points. */
function quoted(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => quoted(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'source_passage' || k === 'example') && typeof v === 'string') out.push(v);
      else if (k === 'key_points' && Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
      else quoted(v, out);
    }
  return out;
}

function citedByEveryKind(name: string, text: string, reading: SourceReading): string[] {
  return KINDS.flatMap(([kind, style]) => {
    try {
      return quoted(draft(kind, style, name, text, reading, kind === 'exit_ticket' ? 3 : 10));
    } catch (err) {
      // A sheet the file cannot fill is a 422 that says so, never a 500.
      expect(err).toMatchObject({ status: 422 });
      return [];
    }
  });
}

const fold = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
/** The cited sentences that are the file's (a letter's own lines, "Your child will …", are not). */
const fromFile = (cited: string[], text: string) => cited.filter((c) => fold(text).includes(fold(c)));
const asItems = (passages: string[]) => passages.map((p) => ({ text: p, answer: '', passage: p }));

describe('directions to the teacher in a real lesson plan (parity magic)', () => {
  const reading = readUpload(corpus('cs-unplugged-parity-magic'), 'parity.txt');
  const said = (start: string) => reading.sentences.find((s) => s.text.startsWith(start));

  test('steps, the teacher’s words, timings, materials, answers and remarks to “you” are directions', () => {
    expect(said('Lesson length: 30 minutes')?.direction).toBe('gives a timing');
    expect(said('You will require:')?.direction).toBe('lists the lesson’s materials');
    expect(said('A metal board (ideally a whiteboard)')?.direction).toBe('lists the lesson’s materials');
    expect(said('Each pair of children will need')?.direction).toBe('lists the lesson’s materials');
    expect(said('Students may come up with situations')?.direction).toBe('gives the answers the class may give');
    expect(said('Teacher to student: Hand the cards')?.direction).toBe('is the teacher’s words to the class');
    expect(said('You should practise this several times')?.direction).toBe('is addressed to the teacher (“you”)');
    expect(said('Scan the cards looking for the row')?.direction).toBe('is an instruction (imperative)');
    expect(said('After the class confirms')?.direction).toBeDefined();
    expect(said('Students should be able to observe')?.direction).toBe('is about what the class does');
    expect(said('They should observe that')?.direction).toBe('is about what the class does');
    for (const s of reading.sentences.filter((x) => x.direction)) expect(s.usable).toBe(false);
  });

  test('what the directions teach stays: the fact a teacher passes on, and the lesson’s own statements', () => {
    // "Point out that the cards represent bits (binary digits)." gives the class its fact.
    expect(said('The cards represent bits (binary digits).')).toMatchObject({ usable: true });
    expect(said('The card that has been flipped will be at the intersection')).toMatchObject({ usable: true });
    expect(said('The card that has been flipped')?.direction).toBeUndefined();
  });

  test('a direction is never a term’s glossary line ("Teacher to class: …" defines nothing)', () => {
    expect(reading.terms.map((t) => t.term.toLowerCase())).not.toContain('teacher to class');
    expect(reading.terms.map((t) => t.term.toLowerCase())).not.toContain('lesson length');
  });
});

describe('no kind builds an item on a direction to the teacher', () => {
  test.each(plans.flatMap((id) => [[id, 'txt'] as const, [id, 'docx'] as const]))(
    '%s (%s): no passage, example or key point is a direction',
    async (id, format) => {
      const file = `${id}.${format}`;
      const ex = await extractText(file, readFileSync(join(dir, file)), UNHURRIED);
      const reading = readUpload(ex.text, file, ex.marks);
      const cited = fromFile(citedByEveryKind(file, ex.text, reading), ex.text);
      const directions = new Set(reading.sentences.filter((s) => s.direction).map((s) => s.text));
      expect(cited.filter((c) => directions.has(c))).toEqual([]);
      expect(directionItems(asItems(cited), 'lesson plan').examples).toEqual([]);
    },
  );

  test('a textbook’s “you” is the student reading it, and a story’s dialogue is the story’s', () => {
    for (const id of ['os-college-success-procrastination', 'os-college-success-budgeting', 'aesop-fables-2']) {
      const text = corpus(id);
      expect([id, teacherFacing(text)]).toEqual([id, false]);
    }
    const place = { teacherDoc: false, notes: false, materials: false, answers: false };
    expect(directionOf('When you procrastinate, you put off a task you need to do.', place)).toBeNull();
    expect(directionOf('“Come here,” said the Wolf to the Lamb.', place)).toBeNull();
    // The same sentences in a lesson plan are said to its teacher.
    expect(directionOf('When you hand out the cards, keep one back.', { ...place, teacherDoc: true })).not.toBeNull();
  });

  test('a lesson’s description of how its method works keeps its impersonal “you”; the teacher’s “you” stays a direction', () => {
    const reading = readUpload(corpus('cs-unplugged-divide-and-conquer'), 'divide.txt');
    const said = (start: string) => reading.sentences.find((s) => s.text.startsWith(start));
    // How a binary search works, for anyone who follows it: the lesson's content.
    for (const start of [
      'If any data is organised in order and a binary search is applied, then you can eliminate',
      'So in 3 questions you have eliminated 875,000 numbers.',
      'With just 20 questions you can find the one number',
      'Very soon you end up with very easy tasks',
    ])
      expect([start, said(start)?.direction]).toEqual([start, undefined]);
    expect(said('If any data is organised in order')?.usable).toBe(true);
    // Said to the teacher: running the lesson, the class, the lesson's props, a question put to the class.
    for (const start of [
      'You can adapt the range to suit what your students',
      'You can generate different sets of cards',
      'For every token you use to find the number',
      'Can you find number 302',
      'Did the students win because',
    ])
      expect([start, said(start)?.direction]).toEqual([start, expect.any(String)]);
    const place = { teacherDoc: true, notes: false, materials: false, answers: false };
    expect(directionOf('If they need a hint, you could ask if there are any odd numbers there.', place)).not.toBeNull();
    expect(directionOf('Now you have added parity cards to make every row even.', place)).not.toBeNull();
    // A term defined before the sentence turns to the teacher: the definition is the class's, as the file writes it.
    const parity = readUpload(corpus('cs-unplugged-parity-magic'), 'parity.txt');
    const called = parity.sentences.find((s) => s.text.startsWith('The extra cards are called'));
    expect(called).toMatchObject({ text: 'The extra cards are called "parity bits" (or parity cards).', usable: true });
    expect(called?.direction).toBeUndefined();
    // The measure's own plain patterns agree on both sides.
    const measured = (s: string) => directionItems(asItems([s]), 'lesson plan').fromDirections;
    expect(measured(said('If any data is organised in order')!.text)).toBe(0);
    expect(measured(said('You can adapt the range')!.text)).toBe(1);
  });

  test('keystrokes and clicks are directions wherever they are', () => {
    const place = { teacherDoc: false, notes: false, materials: false, answers: false };
    expect(directionOf('The next page appears when you press the spacebar.', place)).toBe(
      'says which key to press or what to click',
    );
    expect(directionOf('The pager goes back one screen by pressing b.', place)).toBe(
      'says which key to press or what to click',
    );
    expect(directionOf('Click the Save button when the class has finished.', place)).not.toBeNull();
    // Pressure and a press of the hand are physics, not keys.
    expect(directionOf('A hydraulic press multiplies the force applied to a small piston.', place)).toBeNull();
  });
});

describe('a slide deck whose notes speak to the teacher', () => {
  // Slides from a tuning textbook section (the types of waves), notes as a teacher writes them
  // (scripts/corpus/notes-deck.mjs wrote the deck).
  test('the notes are read as the teacher’s: no item from them, their fact kept', async () => {
    const file = join(__dirname, '../__fixtures__/decks/waves-with-notes.pptx');
    const ex = await extractText('waves.pptx', readFileSync(file), UNHURRIED);
    const notesText = [...ex.text.matchAll(/^Notes: (.+)$/gm)].map((m) => m[1]);
    expect(notesText).toHaveLength(3);
    const reading = readUpload(ex.text, 'waves.pptx', ex.marks);
    const notes = reading.sentences.filter((s) => notesText.some((n) => n.includes(s.text)));
    expect(notes.length).toBeGreaterThanOrEqual(8);
    // Every notes sentence but the fact the teacher is told to point out is a direction.
    const fact = reading.sentences.find((s) => s.text.startsWith('A wave carries energy from one place'));
    expect(fact).toMatchObject({ usable: true });
    expect(fact?.direction).toBeUndefined();
    for (const s of notes.filter((x) => x !== fact))
      expect([s.text, s.direction]).toEqual([s.text, expect.any(String)]);
    // The slides' own sentences are the reading.
    expect(reading.sentences.filter((s) => s.usable && !s.direction).length).toBeGreaterThan(10);
    const cited = fromFile(citedByEveryKind('waves.pptx', ex.text, reading), ex.text);
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => notes.some((n) => n !== fact && n.text === c))).toEqual([]);
    expect(directionItems(asItems(cited), 'textbook').examples).toEqual([]);
  });
});

describe('directions in a lesson plan of another source and style (Raspberry Pi Foundation, Sensing the Weather)', () => {
  // A UK scheme of work: Starter, Main development, Plenary, its objectives and cross-curricular links listed,
  // the answers for the teacher after the plenary's questions, and the content told inside the steps.
  const rain = readUpload(corpus('rpi-weather-rainfall'), 'rainfall.txt');
  const humid = readUpload(corpus('rpi-weather-relative-humidity'), 'humidity.txt');
  const said = (r: SourceReading, start: string) => r.sentences.find((s) => s.text.startsWith(start));

  test('both are read as a teacher’s document', () => {
    expect(teacherFacing(corpus('rpi-weather-rainfall'))).toBe(true);
    expect(teacherFacing(corpus('rpi-weather-relative-humidity'))).toBe(true);
  });

  test('steps, the class’s work, the plan’s apparatus, expected results, pointers and leads are directions', () => {
    expect(said(rain, 'Examine the rain gauge sensor')?.direction).toBe('is an instruction (imperative)');
    expect(said(rain, 'Students follow the worksheet')?.direction).toBe('is about what the class does');
    expect(said(rain, 'More able students could research')?.direction).toBe('is about what the class does');
    expect(said(rain, 'Here is some background information')?.direction).toBe('is about the lesson, not its subject');
    expect(said(rain, 'To be able to convert bucket tips')?.direction).toBe('is about the lesson, not its subject');
    expect(said(rain, 'Geography - rainfall data')?.direction).toBe('is about the lesson, not its subject');
    expect(said(rain, 'The rain gauge measures only a small sample')?.direction).toBe(
      'gives the answers the class may give',
    );
    expect(said(humid, 'The message displayed should be')?.direction).toBe('says what the class’s work should produce');
    expect(said(humid, 'This is almost the same as the ambient')?.direction).toBe(
      'is about the lesson, not its subject',
    );
    expect(said(humid, 'We can get a list of all of the keys')?.direction).toBe(
      'introduces what the lesson shows next',
    );
    expect(said(humid, 'The finished program is here')?.direction).toBe('is about the lesson, not its subject');
    for (const r of [rain, humid]) for (const s of r.sentences.filter((x) => x.direction)) expect(s.usable).toBe(false);
  });

  test('a plan’s cross-curricular list defines no term ("Geography - climate, humidity, …")', () => {
    const terms = humid.terms.map((t) => t.term.toLowerCase());
    expect(terms).not.toContain('geography');
    expect(terms).not.toContain('computer science');
  });

  test('what the plan teaches stays, a step’s statement after its colon included', () => {
    expect(said(rain, 'Polling monopolises the processor, but interrupts only occur')).toMatchObject({ usable: true });
    expect(said(rain, '1mm of rainfall equates to 1 litre of water')).toMatchObject({ usable: true });
    expect(said(humid, 'Dictionaries have keys and corresponding values.')).toMatchObject({ usable: true });
    expect(said(humid, 'The formula is a version of the Magnus formula')).toMatchObject({ usable: true });
  });
});
