import { z } from 'zod';
import { buildMatching } from '../../puzzles/matching';
import { MATCHING_PAIRS, matchingPairs } from '../../offline/described-terms';
import { enoughFileTerms, FILE_TERMS_MIN, fromFile } from '../../offline/file-terms';
import type { OfflineContext } from '../../offline/offline.context';
import { head, text } from '../../schemas/draft.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Write the letter of the matching description next to each term.',
  young: 'Match each word to what it means. Write the letter.',
};

// A file's sheet holds the terms the file defines, fewer than a topic's when it defines fewer.
const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    pairs: z
      .array(z.object({ term: text(120), match: text(400) }))
      .min(withPassages ? FILE_TERMS_MIN : SIZES.pairs[0])
      .max(SIZES.pairs[1]),
  });

/** The file's described terms (offline/file-terms.ts: never general academic words); a typed topic's academic words. */
const pairsOf = (ctx: OfflineContext) => {
  const pairs = matchingPairs(ctx, MATCHING_PAIRS, SIZES.pairs[0]);
  return { ...worksheetHead(ctx, WORDS), pairs: fromFile(ctx) ? enoughFileTerms(pairs, 'a matching sheet') : pairs };
};

export const matching = defineStyle({
  schema,
  ask: `a matching worksheet of ${SIZES.pairs[0]}-${SIZES.pairs[1]} pairs: a term and the description it matches (each description fits only its own term)`,
  ...WORDS,
  draft: { file: pairsOf, topic: pairsOf },
  assemble: (spec, d, n) => {
    const layout = buildMatching(
      d.pairs.map((p) => ({ left: p.term, right: p.match })),
      `${spec.seed}:matching`,
    );
    return [
      {
        heading: 'Match each term with its description',
        blocks: [{ type: 'matching', start_number: n.take(d.pairs.length), ...layout }],
      },
    ];
  },
});
