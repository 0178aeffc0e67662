// A randomized version follows its original's edits without being shuffled again: questions still in the
// original keep their place and their option order in the version, a question the teacher added goes at
// the end of its part, a deleted one leaves, and every word comes from the original's newest revision.
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { questionBlocks, renumbered, withQuestionIds } from '@lessonloom/document';

type MatchingBlock = Extract<Block, { type: 'matching' }>;

/** The title every version of a test has. */
export const versionTitle = (title: string, letter: string) => `${title} (Version ${letter})`;

const identity = (q: QuestionBlock) => JSON.stringify([q.prompt, q.answer, [...(q.options ?? [])].sort()]);

/**
 * Each of the version's questions as the id of the original question it was shuffled from. The version was
 * made from `base` (the original at that revision); versions made before ids existed are matched by their
 * words, which shuffling leaves alone.
 */
function versionOrder(base: GeneratedDocument, version: GeneratedDocument): Map<string, QuestionBlock> {
  const pool = new Map<string, string[]>();
  for (const q of questionBlocks(withQuestionIds(base)))
    pool.set(identity(q), [...(pool.get(identity(q)) ?? []), q.id!]);
  const order = new Map<string, QuestionBlock>();
  for (const q of questionBlocks(version)) {
    const id = q.id ?? pool.get(identity(q))?.shift();
    if (id && !order.has(id)) order.set(id, q);
  }
  return order;
}

function withOptionOrder(q: QuestionBlock, shown: QuestionBlock | undefined): QuestionBlock {
  if (!q.options || !shown?.options || q.question_type !== 'multiple_choice') return q;
  const place = (o: string) => {
    const i = shown.options!.indexOf(o);
    return i < 0 ? Infinity : i;
  };
  const options = q.options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => place(a.o) - place(b.o) || a.i - b.i)
    .map((x) => x.o);
  return { ...q, options };
}

function followMatching(m: MatchingBlock, shown: MatchingBlock | undefined): MatchingBlock {
  if (!shown) return m;
  const rank = (list: string[], s: string) => {
    const i = list.indexOf(s);
    return i < 0 ? Infinity : i;
  };
  const pairs = m.left.map((left, i) => ({ left, right: m.right[m.answers[i]], i }));
  pairs.sort((a, b) => rank(shown.left, a.left) - rank(shown.left, b.left) || a.i - b.i);
  const right = m.right
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(shown.right, a.r) - rank(shown.right, b.r) || a.i - b.i)
    .map((x) => x.r);
  return { ...m, left: pairs.map((p) => p.left), right, answers: pairs.map((p) => right.indexOf(p.right)) };
}

export function followOriginal(
  newest: GeneratedDocument,
  base: GeneratedDocument,
  version: GeneratedDocument,
  letter: string,
): GeneratedDocument {
  const shown = versionOrder(base, version);
  const rank = new Map([...shown.keys()].map((id, i) => [id, i]));
  const shownMatching = version.sections
    .flatMap((s) => s.blocks)
    .filter((b): b is MatchingBlock => b.type === 'matching');
  let matchingAt = 0;
  const sections = withQuestionIds(newest).sections.map((s) => {
    const slots = s.blocks.flatMap((b, i) => (b.type === 'question' ? [i] : []));
    const questions = slots
      .map((i, k) => ({ q: s.blocks[i] as QuestionBlock, k }))
      .sort((a, b) => (rank.get(a.q.id!) ?? Infinity) - (rank.get(b.q.id!) ?? Infinity) || a.k - b.k)
      .map(({ q }) => withOptionOrder(q, shown.get(q.id!)));
    const blocks = s.blocks.slice();
    slots.forEach((slot, k) => (blocks[slot] = questions[k]));
    return {
      ...s,
      blocks: blocks.map((b) => (b.type === 'matching' ? followMatching(b, shownMatching[matchingAt++]) : b)),
    };
  });
  return renumbered({ ...newest, title: versionTitle(newest.title, letter), sections });
}
