// The accommodated copy of a document: the same items in the same order, the same answers under the same
// letters wherever that is possible, and less to read — simpler wording, three choices instead of four or
// more (the right one always kept), a word bank over fill-in-the-blank items, large print on the page.
import type { Block, GeneratedDocument, QuestionBlock, Section } from '@lessonloom/contracts';
import { simplify } from './accommodations.simplify';

export const ACCOMMODATED_OPTIONS = 3;
export type AccommodationFont = 'standard' | 'atkinson';

/**
 * Keeps `keep` options including the right one, dropping distractors from the end so the right answer
 * keeps its letter whenever it is among the first `keep`; otherwise it moves to the last letter.
 */
export function fewerOptions(
  options: string[],
  correct: number,
  keep = ACCOMMODATED_OPTIONS,
): { options: string[]; correct: number } {
  if (options.length <= keep) return { options, correct };
  if (correct < keep) return { options: options.slice(0, keep), correct };
  return { options: [...options.slice(0, keep - 1), options[correct]], correct: keep - 1 };
}

function question(b: QuestionBlock): QuestionBlock {
  const out: QuestionBlock = { ...b, prompt: simplify(b.prompt) };
  if (b.question_type === 'multiple_choice' && b.options?.includes(b.answer)) {
    const fewer = fewerOptions(b.options, b.options.indexOf(b.answer));
    // Options are simplified one by one; two that would read the same keep their own wording.
    const simple = fewer.options.map(simplify);
    const options = new Set(simple).size === simple.length ? simple : fewer.options;
    out.options = options;
    out.answer = options[fewer.correct];
  }
  return out;
}

function block(b: Block): Block {
  switch (b.type) {
    case 'question':
      return question(b);
    case 'paragraph':
      return { ...b, text: simplify(b.text) };
    case 'list':
      return { ...b, items: b.items.map(simplify) };
    default:
      return b;
  }
}

/** Fill-in-the-blank answers as a word bank, in alphabetical order so it gives away no order. */
function withWordBank(section: Section): Section {
  if (section.blocks.some((b) => b.type === 'word_bank')) return section;
  const words = [
    ...new Set(
      section.blocks
        .filter((b): b is QuestionBlock => b.type === 'question' && b.question_type === 'fill_blank')
        .map((b) => b.answer),
    ),
  ].sort((a, b) => a.localeCompare(b));
  if (!words.length) return section;
  return { ...section, blocks: [{ type: 'word_bank', words }, ...section.blocks] };
}

export function accommodatedDocument(doc: GeneratedDocument, font: AccommodationFont): GeneratedDocument {
  return {
    ...doc,
    title: doc.title,
    ...(doc.instructions ? { instructions: simplify(doc.instructions) } : {}),
    sections: doc.sections.map((s) =>
      withWordBank({
        ...s,
        ...(s.instructions ? { instructions: simplify(s.instructions) } : {}),
        blocks: s.blocks.map(block),
      }),
    ),
    print: { large: true, font },
  };
}
