import { z } from 'zod';
import { toQuestionBlock } from '../../assemble/question.assemble';
import { DraftProblems } from '../../content.errors';
import type { OfflineContext } from '../../offline/offline.context';
import { head, passage, text } from '../../schemas/draft.schema';
import { termKey, wordsOf } from '../../verify/words.compare';
import { clozeItems, GENERAL_WORD } from './cloze.draft';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const BLANK = /_{3,}/;

const isName = (w: string) => w.split(/\s+/).every((x) => /^\p{Lu}/u.test(x));
/** One name's words inside another's ("Skidmore" and "Thomas Skidmore"): the same person or place. */
const sameName = (a: string, b: string) => {
  if (!isName(a) || !isName(b)) return false;
  const [x, y] = [wordsOf(a), wordsOf(b)].sort((p, q) => p.length - q.length);
  return x.every((w) => y.includes(w));
};

/**
 * The bank: every answer once, and the extra words that are not an answer in another form ("autumnal equinox"
 * beside the key "autumnal equinoxes") or a name an answer already gives: such an extra is a second right word
 * for a blank, not a distractor.
 */
export function wordBank(answers: string[], extras: string[]): string[] {
  const keys = answers.map((a) => a.trim());
  const kept = extras
    .map((w) => w.trim())
    .filter((w) => !keys.some((a) => termKey(a) === termKey(w) || sameName(a, w)));
  return [...new Set([...keys, ...kept])].sort((a, b) => a.localeCompare(b));
}

const WORDS = {
  instructions: 'Read each sentence and fill in the missing word.',
  young: 'Read each sentence. Write the missing word.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    items: z
      .array(z.object({ sentence: text(600), answer: text(80), source_passage: passage(withPassages) }))
      // A file with few sentences that blank a word it teaches gives a short sheet, never padding.
      .min(1)
      .max(SIZES.questions[1]),
    extra_words: z.array(text(80)).max(6),
  });

const fromText = (ctx: OfflineContext) => ({ ...worksheetHead(ctx, WORDS), ...clozeItems(ctx) });

export const cloze = defineStyle({
  schema,
  ask: `a cloze worksheet: ${SIZES.questions[0]}-${SIZES.questions[1]} sentences, each with exactly one missing word or short phrase marked _____ and that word as the answer; up to 6 extra_words as plausible distractors for the word bank`,
  ...WORDS,
  draft: {
    file: fromText,
    topic: fromText,
    notice: {
      file: (_ctx, d) => {
        const n = d.items.length;
        if (d.items.some((i) => i.sentence.startsWith(GENERAL_WORD)))
          return 'Your file has no sentence that blanks a word it teaches, so this sheet asks for general academic words instead.';
        return n < SIZES.questions[0]
          ? `Your file has ${n} ${n === 1 ? 'sentence that blanks' : 'sentences that each blank'} a different word it teaches, ` +
              `so this sheet has ${n} ${n === 1 ? 'blank' : 'blanks'}: no everyday words and no general academic words were added.`
          : null;
      },
    },
  },
  assemble: (spec, d, n) => {
    const missing = d.items.map((it, i) => (BLANK.test(it.sentence) ? -1 : i)).filter((i) => i >= 0);
    if (missing.length)
      throw new DraftProblems(
        missing.map((i) => `items[${i}]: the sentence has no blank; mark the missing word with _____`),
      );
    const bank = wordBank(
      d.items.map((it) => it.answer),
      d.extra_words,
    );
    const blocks = d.items.map((it) =>
      toQuestionBlock(
        {
          question_type: 'fill_blank',
          prompt: it.sentence,
          options: null,
          answer: it.answer,
          explanation: null,
          source_passage: it.source_passage,
        },
        n.take(),
        spec,
      ),
    );
    return [
      { heading: 'Word bank', blocks: [{ type: 'word_bank', words: bank }] },
      {
        heading: 'Fill in the blanks',
        instructions: 'Use a word from the word bank to complete each sentence.',
        blocks,
      },
    ];
  },
});
