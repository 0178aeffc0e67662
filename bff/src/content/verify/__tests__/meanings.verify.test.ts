// Every term–meaning pair is checked against the file before it is printed: a meaning is the file's
// definition of that very term. Read on a real tuning section (the physics one that gave "pressure" the
// meaning of the longitudinal waves in an earthquake), offline drafts and model drafts alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { readUpload } from '../../source';
import { verifyMeanings } from '../meanings.verify';
import { qualityReport } from '../quality.report';
import { verifyDocument } from '../document.verify';
import { buildSpec } from '../../content.request';
import { generationInput } from '../../../gateways/openai/__tests__/fake-model';

const FILE = 'os-physics-types-of-waves.txt';
const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', FILE), 'utf8');
const reading = readUpload(text, FILE);

const doc = (blocks: GeneratedDocument['sections'][number]['blocks']): GeneratedDocument => ({
  kind: 'worksheet',
  title: 'Types of waves',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'file', name: FILE },
  sections: [{ blocks }],
});

describe('term–meaning pairs against the file', () => {
  test('the term’s own definition passes (cut or not); a neighbour’s is replaced; a term the file does not define is counted as not checked', () => {
    const d = doc([
      {
        type: 'vocabulary',
        entries: [
          { term: 'P-waves', definition: 'The longitudinal waves in an earthquake' },
          { term: 'wave', definition: 'A disturbance that travels or propagates' },
          // The neighbour's meaning: S-waves are the transverse waves.
          { term: 'S-waves', definition: 'The longitudinal waves in an earthquake' },
          // Not the file's term at all, with a dictionary meaning.
          { term: 'analyze', definition: 'To examine something in detail' },
        ],
      },
    ]);
    const facts = verifyMeanings(d, () => reading);
    expect(facts).toMatchObject({ checked: 2, repaired: 1, dropped: 0, unchecked: 1 });
    const entries = (d.sections[0].blocks[0] as { entries: Array<{ term: string; definition: string }> }).entries;
    expect(entries.find((e) => e.term === 'S-waves')!.definition).toBe('The transverse waves');
  });

  test('"pressure", which the file does not define, paired with the P-waves’ definition: the pair is left out and the matching key follows', () => {
    const d = doc([
      {
        type: 'matching',
        start_number: 1,
        left: ['pressure', 'P-waves', 'crest'],
        right: [
          'The uppermost position',
          'The longitudinal waves in an earthquake',
          'The longitudinal waves in an earthquake',
        ],
        answers: [1, 2, 0],
      },
      {
        type: 'question',
        number: 4,
        question_type: 'short_answer',
        prompt: 'What is a wave?',
        answer: 'A disturbance',
      },
    ]);
    const facts = verifyMeanings(d, () => reading);
    expect(facts.dropped).toBe(1);
    const m = d.sections[0].blocks[0] as Extract<
      GeneratedDocument['sections'][number]['blocks'][number],
      { type: 'matching' }
    >;
    expect(m.left).toEqual(['P-waves', 'crest']);
    expect(m.left.map((l, i) => [l, m.right[m.answers[i]]])).toEqual([
      ['P-waves', 'The longitudinal waves in an earthquake'],
      ['crest', 'The uppermost position'],
    ]);
    // The questions after it are numbered again.
    expect(d.sections[0].blocks[1]).toMatchObject({ number: 3 });
  });

  test('a clue that is a sentence with the term blanked must be the file’s sentence; a crossword clue that is wrong becomes one', () => {
    const d = doc([
      {
        type: 'crossword',
        rows: 5,
        cols: 6,
        entries: [
          {
            number: 1,
            direction: 'across',
            clue: 'The uppermost position is called the _____ and the lowest is the trough.',
            answer: 'CREST',
            row: 0,
            col: 0,
          },
          {
            number: 2,
            direction: 'down',
            clue: 'The transverse waves in an earthquake are called _____.',
            answer: 'PWAVES',
            row: 0,
            col: 0,
          },
        ],
      },
    ]);
    const facts = verifyMeanings(d, () => reading);
    const [crest, pWaves] = (d.sections[0].blocks[0] as { entries: Array<{ clue: string }> }).entries;
    expect(crest.clue).toBe('The uppermost position is called the _____ and the lowest is the trough.');
    expect(pWaves.clue).toBe('The longitudinal waves in an earthquake');
    expect(facts).toMatchObject({ checked: 1, repaired: 1 });
  });

  test('the quality line says how many meanings were checked against the file and how many could not be', () => {
    const spec = buildSpec(generationInput({ kind: 'worksheet', worksheet_style: 'matching' }, text, FILE));
    const d = doc([
      {
        type: 'vocabulary',
        entries: [
          { term: 'P-waves', definition: 'The longitudinal waves in an earthquake' },
          { term: 'analyze', definition: 'To examine something in detail' },
        ],
      },
    ]);
    const v = verifyDocument(spec, d, true);
    const quality = qualityReport(v.facts, { rewritten: false, repairRounds: 0, offline: true });
    expect(quality.meanings).toEqual({ checked: 1, repaired: 0, dropped: 0, unchecked: 1 });
    expect(quality.summary).toContain(
      '1 meaning checked against your file · 1 meaning not checked (not defined in your file)',
    );
    expect(quality.parts).toEqual(
      expect.arrayContaining([
        { text: '1 meaning checked against your file', verified: true },
        { text: '1 meaning not checked (not defined in your file)', verified: false },
      ]),
    );
  });

  test('a blanked clue after its instruction ("In the text: …") is the file’s sentence too', () => {
    const d = doc([
      {
        type: 'vocabulary',
        entries: [
          {
            term: 'crest',
            definition: 'In the text: The uppermost position is called the _____ and the lowest is the trough.',
          },
          {
            term: 'trough',
            definition: 'In the text: The uppermost position is called the crest and the highest is the _____.',
          },
        ],
      },
    ]);
    expect(verifyMeanings(d, () => reading)).toMatchObject({ checked: 1, dropped: 1 });
  });
});

describe('"Which term does the text describe as …?" (the stem since session 18) is checked as "define as" was', () => {
  const question = (answer: string) => ({
    type: 'question' as const,
    number: 1,
    question_type: 'multiple_choice' as const,
    prompt: 'Which term does the text describe as “The longitudinal waves in an earthquake”?',
    options: ['P-waves', 'S-waves', 'crest', 'wave'],
    answer,
  });

  test('the term the file gives that meaning passes', () => {
    const facts = verifyMeanings(doc([question('P-waves')]), () => reading);
    expect(facts).toMatchObject({ checked: 1, dropped: 0 });
  });

  test('a neighbour keyed to that meaning is mended or left out, never printed as is', () => {
    const d = doc([question('S-waves')]);
    const facts = verifyMeanings(d, () => reading);
    expect(facts.repaired + facts.dropped).toBe(1);
    const kept = d.sections[0].blocks[0] as { prompt?: string } | undefined;
    expect(kept?.prompt ?? '').not.toBe(
      'Which term does the text describe as “The longitudinal waves in an earthquake”?',
    );
  });
});
