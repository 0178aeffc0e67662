import { parse } from 'csv-parse/sync';
import { exportQuiz } from '../lms.items';
import { NothingToExport, writeExport } from '../lms.formats';
import { CSV_HEADERS, writeCsv } from '../lms.csv-writer';
import { writeQuizlet } from '../lms.quizlet-writer';
import { ALL_TYPES, KEY, MATCHES, TRICKY } from './lms-fixture';

describe('Quizlet', () => {
  it('writes one "term TAB definition" line per card: question/answer pairs and matching pairs, no essays', () => {
    const lines = writeQuizlet(exportQuiz(ALL_TYPES)).toString('utf8').trimEnd().split('\n');
    const cards = lines.map((l) => l.split('\t'));
    cards.forEach((c) => expect(c).toHaveLength(2));
    const byTerm = Object.fromEntries(cards);
    expect(byTerm['Who took power in 1799?']).toBe(KEY[4]);
    for (const [left, right] of Object.entries(MATCHES)) expect(byTerm[left]).toBe(right);
    expect(lines.some((l) => l.startsWith('Explain why'))).toBe(false);
    expect(cards).toHaveLength(6 + 3);
  });

  it('takes vocabulary entries as cards', () => {
    const doc = structuredClone(ALL_TYPES);
    doc.sections = [
      {
        blocks: [{ type: 'vocabulary', entries: [{ term: 'chlorophyll', definition: 'a green\tpigment\nin leaves' }] }],
      },
    ];
    expect(writeQuizlet(exportQuiz(doc)).toString('utf8')).toBe('chlorophyll\ta green pigment in leaves\n');
  });
});

describe('CSV', () => {
  it('re-reads with a header row and one row per item: type, options, answer, explanation, source passage', () => {
    const rows: string[][] = parse(writeCsv(exportQuiz(ALL_TYPES)), { bom: true });
    expect(rows[0]).toEqual(CSV_HEADERS);
    const quiz = exportQuiz(ALL_TYPES);
    expect(rows).toHaveLength(quiz.items.length + 1);
    const first = rows[1];
    expect(first.slice(0, 2)).toEqual(['1', 'Multiple Choice']);
    expect(first[2]).toContain(TRICKY);
    expect(first[3].split('\n')).toEqual(
      ALL_TYPES.sections[0].blocks[0].type === 'question'
        ? ['A. The Terror', 'B. The storming of the Bastille {1789}', 'C. Napoléon’s coup = power', 'D. The Directory']
        : [],
    );
    expect(first[5]).toBe('The Bastille fell on 14 July 1789 #history');
    expect(first[6]).toBe('La prise de la Bastille eut lieu le 14 juillet 1789.');
    for (const row of rows.slice(1)) if (KEY[Number(row[0])]) expect(row[4]).toBe(KEY[Number(row[0])]);
    expect(rows[8][1]).toBe('Matching');
    expect(rows[8][4]).toBe('1789 = Bastille stormed; 1792 = Republic proclaimed; 1799 = Coup d’État');
  });
});

describe('documents without questions', () => {
  it('refuse every format with a reason', async () => {
    const doc = structuredClone(ALL_TYPES);
    doc.sections = [{ blocks: [{ type: 'paragraph', text: 'A lesson plan paragraph.' }] }];
    for (const format of ['qti', 'moodle', 'gift', 'kahoot', 'blooket', 'quizlet', 'csv'] as const)
      await expect(
        writeExport(exportQuiz(doc), format, { category: 'x', ident: 'i', name: { kind: 'quiz' } }),
      ).rejects.toThrow(NothingToExport);
  });

  it('refuse a quiz game when no question fits it', async () => {
    const doc = structuredClone(ALL_TYPES);
    doc.sections = [
      { blocks: [{ type: 'question', number: 1, question_type: 'essay', prompt: 'Why?', answer: 'Because.' }] },
    ];
    await expect(
      writeExport(exportQuiz(doc), 'kahoot', { category: 'x', ident: 'i', name: { kind: 'quiz' } }),
    ).rejects.toThrow('None of the questions fit Kahoot!');
  });
});
