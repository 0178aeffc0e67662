// Characters that print as nothing (source.invisible.ts) are not part of a word: an ebook's word joiner
// before a dash ("master⁠—to do") once made "master⁠" a term of its own beside "master", and the offline
// quiz on Douglass's chapter VI offered both as options (a 500: "the options must all be different").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionBlock } from '@lessonloom/contracts';
import { createContentEngine } from '../../content.engine';
import { createOfflineProvider } from '../../offline.provider';
import { foldForMatching, groundingIndex } from '../../verify/grounding.verify';
import { readSource, readUpload } from '..';

const file = 'douglass-chapter-6.txt';
const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');

describe('invisible characters', () => {
  test('a word joiner, zero-width space, soft hyphen or byte-order mark is read as nothing', () => {
    const r = readSource(
      '\uFEFFThe Harbour\n\nThe slave must obey his master\u2060—to do as he is told. His master\u2060—a cruel man—sold him. ' +
        'The master kept the ledger. A ledger is a book of ac\u00ADcounts kept by the mas\u200Bter.',
      'harbour.txt',
    );
    const all = JSON.stringify(r);
    expect(all).not.toMatch(/[\u00AD\u200B\u2060\uFEFF]/);
    expect(r.title).toBe('The Harbour');
    expect(r.terms.find((t) => t.term === 'ledger')?.definition).toMatch(/^a book of accounts kept by the master$/i);
  });

  test('a quote read without them is found in the file that has them', () => {
    expect(foldForMatching('his master\u2060—to do')).toBe(foldForMatching('his master—to do'));
    expect(foldForMatching('ac\u00ADcounts and mas\u200Bter')).toBe('accounts and master');
    const r = readUpload(text, file);
    const index = groundingIndex(text);
    for (const s of r.sentences) expect([s.text, index.contains(s.text)]).toEqual([s.text, true]);
  });

  test.each(['', '4', '11'])(
    'Douglass’s chapter VI: the quiz at grade “%s” offers four different options',
    async (grade) => {
      const engine = createContentEngine(createOfflineProvider());
      const doc = await engine.generate({
        request: {
          kind: 'quiz',
          difficulty: 'mixed',
          num_questions: 10,
          include_answer_key: true,
          ...(grade ? { grade_level: grade } : {}),
        } as never,
        sourceText: text,
        sourceName: file,
        sourceType: 'file',
        reading: readUpload(text, file),
      });
      const qs = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
      // As many questions as the chapter has different things to ask (4 at each grade, 27 Nov; 3 at grade 11 since
      // session 20, when its choice items' options of another sort went; a quiz from a file is never padded), each
      // choice question with four different options and no invisible character in them.
      expect(qs.length).toBeGreaterThanOrEqual(3);
      for (const q of qs.filter((x) => x.question_type === 'multiple_choice'))
        expect(new Set(q.options!.map((o) => o.toLocaleLowerCase('en-US'))).size).toBe(4);
      for (const q of qs) for (const o of q.options ?? []) expect(o).not.toMatch(/[\u00AD\u200B\u2060\uFEFF]/);
    },
  );
});
