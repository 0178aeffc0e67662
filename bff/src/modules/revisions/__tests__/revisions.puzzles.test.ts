// Puzzle words edited by the teacher: a new grid is built by code from them; a word that cannot be placed is
// refused naming the word. Clues are kept as typed.
import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { TEXT } from '../../question-bank/__tests__/qb-helpers';
import { putDocument } from './edit-helpers';

jest.setTimeout(90_000);

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  alice = await activeUser(t);
  await upload(t, alice, 'photosynthesis.txt', Buffer.from(TEXT));
});
afterAll(() => t.close());

type Crossword = Extract<Block, { type: 'crossword' }>;
type WordSearch = Extract<Block, { type: 'word_search' }>;
const find = <T extends Block>(doc: GeneratedDocument, type: T['type']) =>
  doc.sections.flatMap((s) => s.blocks).find((b): b is T => b.type === type)!;
const replaceBlock = (doc: GeneratedDocument, block: Block): GeneratedDocument => ({
  ...doc,
  sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => (b.type === block.type ? block : b)) })),
});

async function made(puzzle_type: string) {
  const res = await postGenerate(t, alice, {
    kind: 'puzzle',
    puzzle_type,
    source_filename: 'photosynthesis.txt',
    num_questions: '5',
  });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, doc: res.body.content as GeneratedDocument };
}

it('builds a new word-search grid from an edited word list', async () => {
  const { id, doc } = await made('word_search');
  const ws = find<WordSearch>(doc, 'word_search');
  const words = [...ws.words.slice(0, -1), 'stomata'];
  const res = await putDocument(t, alice, id, { revision: 1, document: replaceBlock(doc, { ...ws, words }) });
  expect(res.status).toBe(200);
  const after = find<WordSearch>(res.body.content, 'word_search');
  expect(after.words).toContain('STOMATA');
  const p = after.placements.find((x) => x.word === 'STOMATA')!;
  const letters = Array.from('STOMATA', (_, k) => after.grid[p.row + p.dr * k][p.col + p.dc * k]).join('');
  expect(letters).toBe('STOMATA');
});

it('lays a crossword out again around a changed answer and a new word, keeping the clues typed', async () => {
  const { id, doc } = await made('crossword');
  const cw = find<Crossword>(doc, 'crossword');
  const entries = [
    ...cw.entries.slice(0, -1),
    { ...cw.entries[cw.entries.length - 1], clue: 'Tiny pores in a leaf <b>(=SUM(A1))</b>', answer: 'stomata' },
  ];
  const res = await putDocument(t, alice, id, { revision: 1, document: replaceBlock(doc, { ...cw, entries }) });
  expect(res.status).toBe(200);
  const after = find<Crossword>(res.body.content, 'crossword');
  const stomata = after.entries.find((e) => e.answer === 'STOMATA')!;
  expect(stomata.clue).toBe('Tiny pores in a leaf <b>(=SUM(A1))</b>');
  expect(after.entries).toHaveLength(cw.entries.length);
});

it('refuses a puzzle word it cannot use, naming it', async () => {
  const { id, doc } = await made('word_search');
  const ws = find<WordSearch>(doc, 'word_search');
  const res = await putDocument(t, alice, id, {
    revision: 1,
    document: replaceBlock(doc, { ...ws, words: [...ws.words.slice(1), '42'] }),
  });
  expect(res.status).toBe(422);
  expect(res.body.detail).toMatch(/^Puzzle word '42' has 0 letters/);
});
