// Classes of weak vocabulary entries found by reading the corpus output as a teacher:
// glosses that are really lists, appositives that are statements, definitions that run into a second
// statement or carry a citation, half-terms, everyday words mentioned in passing, clues that lean on
// the sentence before. Each test builds its own text (the held-out corpus is only measured).
import { createContentEngine, createOfflineProvider } from '../..';
import { buildSpec } from '../../content.request';
import { buildOfflineDraft } from '../../offline.provider';
import { type WorksheetDraft } from '../../kinds/worksheet/worksheet.styles';
import { readSource } from '../source.read';
import { everydayFrequency, termFrequency } from '../source.frequency';

const termOf = (text: string, term: string) =>
  readSource(text, 'notes.txt').terms.find(
    (t) => t.term.toLocaleLowerCase('en-US') === term.toLocaleLowerCase('en-US'),
  );

function vocabSheet(text: string): WorksheetDraft['vocab'] {
  const reading = readSource(text, 'notes.txt');
  const request = {
    kind: 'worksheet',
    worksheet_style: 'vocab',
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
  } as never;
  return buildOfflineDraft(
    buildSpec({ request, sourceText: text, sourceName: 'notes.txt', sourceType: 'file', reading }),
  ) as WorksheetDraft['vocab'];
}

describe('definitions a teacher can use', () => {
  test('", or" inside a list is not a gloss: no "advocacy group: the president", no "God: the demands of morality"', () => {
    const text =
      'Lawmaking\n\nMuch legislation is drafted by someone who is not a member of Congress, such as a think tank or advocacy group, or the president. ' +
      'Philosophy deals with subjects in which truth is hard to find: the nature of reality, the existence of God, or the demands of morality. ' +
      'Advocacy groups lobby members. God is discussed by many philosophers.';
    expect(termOf(text, 'advocacy group')?.definition).toBeUndefined();
    expect(termOf(text, 'God')?.definition).toBeUndefined();
  });

  test('a gloss that is itself a list runs to the end of its sentence', () => {
    const t = termOf(
      'Memory\n\nRecalling lunch is easy. This is known as automatic processing, or the encoding of details like time, space, frequency, and the meaning of words.',
      'automatic processing',
    );
    expect(t?.definition).toBe('The encoding of details like time, space, frequency, and the meaning of words');
  });

  test('two terms glossed in one sentence keep a meaning each ("assets, or what you own, and liabilities, or what you owe")', () => {
    const text =
      'Money\n\nYou check on your progress using a balance sheet that lists your assets, or what you own, and your liabilities, or what you owe. ' +
      'Your assets can grow. Your liabilities can shrink.';
    expect(termOf(text, 'assets')?.definition).toBe('What you own');
    expect(termOf(text, 'liabilities')?.definition).toBe('What you owe');
  });

  test('a definition is one clause: not a second statement after ";" or ", and X is", and no citation', () => {
    const text =
      'Memory\n\nMemory is an information processing system; therefore, we often compare it to a computer. ' +
      'Visual encoding is the encoding of images, and acoustic encoding is the encoding of sounds. ' +
      'Implicit conditioning is the type of memory involved in conditioned responses (Olson & Fazio, 2001). ' +
      'Visual encoding helps. Implicit conditioning lasts.';
    expect(termOf(text, 'memory')?.definition).toBe('An information processing system');
    expect(termOf(text, 'visual encoding')?.definition).toBe('The encoding of images');
    expect(termOf(text, 'implicit conditioning')?.definition).toBe(
      'The type of memory involved in conditioned responses',
    );
  });

  test('an appositive names what a term is ("a parliamentarian, an advisor, …"), but not after a preposition or when it is a statement', () => {
    const text =
      'Congress\n\nEach chamber has a parliamentarian, an advisor, typically a trained lawyer, who has studied the rules of the chamber. ' +
      'So in an argument, an inference is the movement from the premises to the conclusion. ' +
      'The parliamentarian advises the leaders. An argument needs premises.';
    expect(termOf(text, 'parliamentarian')?.definition).toBe(
      'An advisor, typically a trained lawyer, who has studied the rules of the chamber',
    );
    expect(termOf(text, 'argument')?.definition).toBeUndefined();
  });

  test('"…a unique tactic, the filibuster." marks the filibuster as a term the text defines', () => {
    const t = termOf(
      'The Senate\n\nThis flexibility about speaking in the Senate gave rise to a unique tactic, the filibuster. Senators rarely use it now.',
      'filibuster',
    );
    expect(t?.origins).toContain('defined');
  });

  test('half a term is not a term: "longitudinal" (only ever said of a wave) is not one, "longitudinal wave" is', () => {
    const text =
      'Waves\n\nIn a longitudinal wave or compressional wave, the disturbance is parallel to the direction of propagation. ' +
      'Sound in air is a longitudinal wave. A longitudinal wave pushes the medium back and forth.';
    const terms = readSource(text, 'waves.txt').terms.map((t) => t.term.toLocaleLowerCase('en-US'));
    expect(terms).toContain('longitudinal wave');
    expect(terms).not.toContain('longitudinal');
    expect(terms).not.toContain('compressional');
  });
});

describe('a word set in bold names something', () => {
  test('"who you truly are, **and** who you can be": a conjunction set in bold for stress is no term (OpenStax College Success, docx)', () => {
    const text =
      'Career Planning\n\nIf you follow the steps, you will learn about who you truly are, and who you can be, as a working professional. ' +
      'Your values are things that you believe in.';
    const reading = readSource(text, 'notes.docx', { emphasis: ['and', 'values'], headings: [] });
    const terms = reading.terms.map((t) => t.term);
    expect(terms).not.toContain('and');
    expect(terms).toContain('values');
  });
});

describe('vocabulary sheets teach the text’s own words', () => {
  const text = [
    'The Senate',
    'Senators may talk for hours to delay a vote. Such a delay is called a filibuster.',
    'The Senate debates bills for long periods. A senator who launches a filibuster speaks for a long period of time to stop a vote.',
    'Spots on the Sun were greater at certain times—the periods of sunspot maximum—than at other times.',
    'In 1917 the Senate passed a rule that allowed the chamber to hold a cloture vote to end debate. To invoke cloture, the Senate needed a two-thirds majority. Cloture is rarely reached.',
    'A filibuster delays a bill. The minority uses it often.',
    'A quorum is the smallest number of members who must be present for a vote. Without a quorum, no vote is held.',
  ].join('\n\n');

  test('everyday words the text mentions in passing ("certain times", "long period") are left out; words everyday English hardly uses ("cloture") come in', () => {
    const terms = vocabSheet(text).entries.map((e) => e.term.toLocaleLowerCase('en-US'));
    expect(terms).toEqual(expect.arrayContaining(['cloture', 'filibuster', 'quorum']));
    expect(terms).not.toContain('certain times');
    expect(terms).not.toContain('long period');
  });

  test('a clue is a sentence that stands alone, not one that leans on the sentence before ("Such a delay is called a …")', () => {
    const filibuster = vocabSheet(text).entries.find((e) => e.term === 'filibuster')!;
    expect(filibuster.definition).toMatch(/^In the text: /);
    expect(filibuster.definition).not.toMatch(/^In the text: (?:Such|This|These|It)\b/);
  });

  test('the printed sheet asks for the missing word of a sentence clue, never "the word that means: In the text: …"', async () => {
    const reading = readSource(text, 'notes.txt');
    const request = {
      kind: 'worksheet',
      worksheet_style: 'vocab',
      difficulty: 'mixed',
      num_questions: 10,
      include_answer_key: true,
    } as never;
    const doc = await createContentEngine(createOfflineProvider()).generate({
      request,
      sourceText: text,
      sourceName: 'notes.txt',
      sourceType: 'file',
      reading,
    } as never);
    const prompts = JSON.stringify(doc).match(/"prompt":"[^"]*"/g) ?? [];
    expect(prompts.some((p) => p.includes('Write the missing word in this sentence from the text: '))).toBe(true);
    expect(prompts.filter((p) => /means: (?:In the text|Clue):/.test(p))).toEqual([]);
  });

  test('how common a word is in everyday English comes from SUBTLEX-US counts; a term is as rare as its rarest word', () => {
    expect(everydayFrequency('time')).toBeGreaterThan(1000);
    expect(everydayFrequency('cloture')).toBe(0);
    expect(termFrequency(['omnibus', 'bill'])).toBeLessThan(1);
    expect(termFrequency(['certain', 'time'])).toBeGreaterThan(20);
  });
});
