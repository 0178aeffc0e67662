// Changes a teacher makes to a document, as pure functions: each returns a new document that shares every
// untouched block with the old one, so only the edited block's view renders again and undo keeps snapshots
// for the price of the changed path.
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { canonicalJson, randomQuestionId, renumbered } from '@lessonloom/document';

export type DocQuestionType = QuestionBlock['question_type'];

/** Where a block sits: section index and block index. */
export interface BlockAt {
  section: number;
  block: number;
}

export function setBlock(doc: GeneratedDocument, at: BlockAt, block: Block): GeneratedDocument {
  const sections = doc.sections.slice();
  const s = sections[at.section];
  const blocks = s.blocks.slice();
  blocks[at.block] = block;
  sections[at.section] = { ...s, blocks };
  return { ...doc, sections };
}

export function setSection(
  doc: GeneratedDocument,
  index: number,
  patch: Partial<Pick<GeneratedDocument['sections'][number], 'heading' | 'instructions'>>,
): GeneratedDocument {
  const sections = doc.sections.slice();
  sections[index] = { ...sections[index], ...patch };
  return { ...doc, sections };
}

const questionIndexes = new WeakMap<GeneratedDocument, Map<string, QuestionBlock>>();

/** The question with this id (one index per document, built on first use: fifty editors look theirs up per change). */
export function questionById(doc: GeneratedDocument, id: string): QuestionBlock | undefined {
  let index = questionIndexes.get(doc);
  if (!index) {
    index = new Map();
    for (const s of doc.sections) for (const b of s.blocks) if (b.type === 'question') index.set(b.id!, b);
    questionIndexes.set(doc, index);
  }
  return index.get(id);
}

const same = (a: unknown, b: unknown) => a === b || canonicalJson(a) === canonicalJson(b);

/**
 * `next` with every section and block that equals its counterpart in `prev` replaced by prev's object (a question
 * matched by id wherever it is, another block by its place), so when the server's copy or a replaced question
 * comes in, only the editors of what changed render again.
 */
export function sharedWith(prev: GeneratedDocument, next: GeneratedDocument): GeneratedDocument {
  const sections = next.sections.map((s, i) => {
    const old = prev.sections[i];
    if (!old) return s;
    if (same(old, s)) return old;
    const blocks = s.blocks.map((b, j) => {
      const was = b.type === 'question' ? (b.id ? questionById(prev, b.id) : undefined) : old.blocks[j];
      return was && same(was, b) ? was : b;
    });
    return { ...s, blocks };
  });
  return { ...next, sections };
}

/**
 * What a section's editor lays out, as one string that stays equal while only text changes: `q<id>` for a
 * question, `b` for any other block, one a line.
 */
export const sectionLayout = (doc: GeneratedDocument, section: number): string =>
  (doc.sections[section]?.blocks ?? []).map((b) => (b.type === 'question' ? `q${b.id}` : 'b')).join('\n');

function findQuestion(doc: GeneratedDocument, id: string): BlockAt | null {
  for (let s = 0; s < doc.sections.length; s++) {
    const b = doc.sections[s].blocks.findIndex((x) => x.type === 'question' && x.id === id);
    if (b >= 0) return { section: s, block: b };
  }
  return null;
}

export function updateQuestion(
  doc: GeneratedDocument,
  id: string,
  change: (q: QuestionBlock) => QuestionBlock,
): GeneratedDocument {
  const at = findQuestion(doc, id);
  if (!at) return doc;
  return setBlock(doc, at, change(doc.sections[at.section].blocks[at.block] as QuestionBlock));
}

/** An option's text changed: the key follows it when it was the keyed option. */
export function setOption(q: QuestionBlock, index: number, text: string): QuestionBlock {
  const options = (q.options ?? []).slice();
  const was = options[index];
  options[index] = text;
  return { ...q, options, ...(q.answer === was ? { answer: text } : {}) };
}

export function removeOption(q: QuestionBlock, index: number): QuestionBlock {
  const options = (q.options ?? []).filter((_, i) => i !== index);
  const keyed = q.options?.[index] === q.answer;
  return { ...q, options, ...(keyed && options.length ? { answer: options[0] } : {}) };
}

/** One click marks the right option. */
export const markCorrect = (q: QuestionBlock, index: number): QuestionBlock => ({ ...q, answer: q.options![index] });

/** Another type keeps the stem; options and key are made to fit the new type. */
export function changeType(q: QuestionBlock, type: DocQuestionType): QuestionBlock {
  const base: QuestionBlock = { ...q, question_type: type };
  if (type === 'true_false')
    return { ...base, options: ['True', 'False'], answer: q.answer === 'False' ? 'False' : 'True' };
  if (type === 'multiple_choice') {
    const options =
      q.question_type === 'multiple_choice' && q.options?.length ? q.options : [q.answer, 'Another answer'];
    return { ...base, options, answer: options.includes(q.answer) ? q.answer : options[0] };
  }
  const { options: _o, ...open } = base;
  return open;
}

const NEW_QUESTION: Record<
  'multiple_choice' | 'true_false' | 'short_answer',
  () => Omit<QuestionBlock, 'id' | 'number'>
> = {
  multiple_choice: () => ({
    type: 'question',
    question_type: 'multiple_choice',
    prompt: 'New question',
    options: ['First answer', 'Second answer', 'Third answer'],
    answer: 'First answer',
  }),
  true_false: () => ({
    type: 'question',
    question_type: 'true_false',
    prompt: 'New statement',
    options: ['True', 'False'],
    answer: 'True',
  }),
  short_answer: () => ({
    type: 'question',
    question_type: 'short_answer',
    prompt: 'New question',
    answer: 'The answer',
  }),
};

export type NewQuestionType = keyof typeof NEW_QUESTION;

/** A new question at the end of a section (or after `afterId`), numbered with the rest. */
export function addQuestion(
  doc: GeneratedDocument,
  section: number,
  type: NewQuestionType,
  afterId?: string,
): { doc: GeneratedDocument; id: string } {
  const id = randomQuestionId();
  const q = { ...NEW_QUESTION[type](), id, number: 1 } as QuestionBlock;
  const sections = doc.sections.slice();
  const blocks = sections[section].blocks.slice();
  const after = afterId ? blocks.findIndex((b) => b.type === 'question' && b.id === afterId) : -1;
  blocks.splice(after >= 0 ? after + 1 : blocks.length, 0, q);
  sections[section] = { ...sections[section], blocks };
  return { doc: renumbered({ ...doc, sections }), id };
}

export function deleteQuestion(doc: GeneratedDocument, id: string): GeneratedDocument {
  const at = findQuestion(doc, id);
  if (!at) return doc;
  const sections = doc.sections.slice();
  sections[at.section] = {
    ...sections[at.section],
    blocks: sections[at.section].blocks.filter((_, i) => i !== at.block),
  };
  return renumbered({ ...doc, sections });
}

export function duplicateQuestion(doc: GeneratedDocument, id: string): { doc: GeneratedDocument; id: string } {
  const at = findQuestion(doc, id);
  if (!at) return { doc, id };
  const copy = { ...(doc.sections[at.section].blocks[at.block] as QuestionBlock), id: randomQuestionId() };
  const sections = doc.sections.slice();
  const blocks = sections[at.section].blocks.slice();
  blocks.splice(at.block + 1, 0, copy);
  sections[at.section] = { ...sections[at.section], blocks };
  return { doc: renumbered({ ...doc, sections }), id: copy.id! };
}

/** The question ids of a section, in order (what the sortable list shows). */
export const sectionQuestionIds = (doc: GeneratedDocument, section: number): string[] =>
  doc.sections[section].blocks.flatMap((b) => (b.type === 'question' ? [b.id!] : []));

/**
 * The questions of a section in a new order (`ids`, a permutation of its question ids). Other blocks keep
 * their places; the questions fill the question places in the new order.
 */
export function reorderSection(doc: GeneratedDocument, section: number, ids: string[]): GeneratedDocument {
  const s = doc.sections[section];
  const byId = new Map(s.blocks.flatMap((b) => (b.type === 'question' ? [[b.id!, b] as const] : [])));
  let k = 0;
  const blocks = s.blocks.map((b) => (b.type === 'question' ? byId.get(ids[k++])! : b));
  const sections = doc.sections.slice();
  sections[section] = { ...s, blocks };
  return renumbered({ ...doc, sections });
}

/** Moves a question one place up (-1) or down (+1) within its section; at an end it stays. */
export function moveQuestion(doc: GeneratedDocument, id: string, delta: -1 | 1): GeneratedDocument {
  const at = findQuestion(doc, id);
  if (!at) return doc;
  const ids = sectionQuestionIds(doc, at.section);
  const i = ids.indexOf(id);
  const j = i + delta;
  if (j < 0 || j >= ids.length) return doc;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return reorderSection(doc, at.section, ids);
}
