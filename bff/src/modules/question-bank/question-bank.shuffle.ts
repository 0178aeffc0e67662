// One randomized version of a test: questions shuffled within each part (a test's parts group by type),
// multiple-choice options shuffled with the answer carried along, matching columns re-lettered, then
// everything renumbered so the version reads like a fresh document.
import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import { renumbered } from '@lessonloom/document';
import { versionTitle } from '../versions/versions.follow';
import { shuffle, type Rng } from '../../content';

type MatchingBlock = Extract<Block, { type: 'matching' }>;

function shuffleOptions(rng: Rng, block: Extract<Block, { type: 'question' }>): Block {
  // True/false keeps its True, False order: shuffling it only confuses students.
  if (block.question_type !== 'multiple_choice' || !block.options || block.options.length < 2) return { ...block };
  const options = shuffle(rng, block.options);
  return { ...block, options };
}

function shuffleMatching(rng: Rng, block: MatchingBlock): MatchingBlock {
  const order = shuffle(
    rng,
    block.right.map((_, i) => i),
  );
  const newIndex = new Map(order.map((old, pos) => [old, pos]));
  const left = shuffle(
    rng,
    block.left.map((text, i) => ({ text, answer: newIndex.get(block.answers[i])! })),
  );
  return {
    ...block,
    left: left.map((l) => l.text),
    right: order.map((i) => block.right[i]),
    answers: left.map((l) => l.answer),
  };
}

/** Shuffles the numbered items of a section; other blocks (instructions, word banks) keep their places. */
function shuffleSection(rng: Rng, blocks: Block[]): Block[] {
  const slots = blocks.map((b, i) => (b.type === 'question' ? i : -1)).filter((i) => i >= 0);
  const moved = shuffle(
    rng,
    slots.map((i) => blocks[i]),
  );
  const out = blocks.slice();
  slots.forEach((slot, k) => (out[slot] = moved[k]));
  return out.map((b) =>
    b.type === 'question' ? shuffleOptions(rng, b) : b.type === 'matching' ? shuffleMatching(rng, b) : b,
  );
}

export function randomizedVersion(rng: Rng, doc: GeneratedDocument, label: string): GeneratedDocument {
  const sections = doc.sections.map((s) => ({ ...s, blocks: shuffleSection(rng, s.blocks) }));
  return renumbered({ ...doc, title: versionTitle(doc.title, label), sections });
}

/** The order of question prompts, to tell a version that came out unchanged. */
export const promptOrder = (doc: GeneratedDocument) =>
  doc.sections
    .flatMap((s) => s.blocks.flatMap((b) => (b.type === 'question' ? [b.prompt, ...(b.options ?? [])] : [])))
    .join('\n');
