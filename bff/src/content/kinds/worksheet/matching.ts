import { z } from 'zod';
import { buildMatching } from '../../puzzles/matching';
import { MATCHING_PAIRS, matchingPairs } from '../../offline/described-terms';
import type { OfflineContext } from '../../offline/offline.context';
import { head, text } from '../../schemas/draft.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Write the letter of the matching description next to each term.',
  young: 'Match each word to what it means. Write the letter.',
};

const schema = () =>
  z.object({
    ...head,
    pairs: z
      .array(z.object({ term: text(120), match: text(400) }))
      .min(SIZES.pairs[0])
      .max(SIZES.pairs[1]),
  });

/** The text's described terms, at least the sheet's minimum (general academic words reach it). */
const pairsOf = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  pairs: matchingPairs(ctx, MATCHING_PAIRS, SIZES.pairs[0]),
});

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
