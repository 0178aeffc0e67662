import { z } from 'zod';
import { head, text } from '../../schemas/draft.schema';
import { FILE_TERMS_MIN } from '../../offline/file-terms';
import type { DraftSchema, SchemaShape } from '../kind';

/** Extra candidate words the model sends for a crossword, so a connected layout can drop a word that links to nothing. */
export const CROSSWORD_SPARES = 8;

/** The word list the grid is built from by code (puzzle.assemble.ts); never a grid. */
export const puzzleDraftSchema = (shape: SchemaShape) => {
  const n = shape.count ?? 10;
  const max = shape.puzzleType === 'crossword' ? n + CROSSWORD_SPARES : n;
  const word = shape.puzzleType === 'matching_game' ? text(120) : z.string().min(3).max(40);
  return z.object({
    ...head,
    words: z
      .array(z.object({ word, clue: text(300) }))
      // A file's puzzle holds the terms the file defines, fewer than asked when it defines fewer.
      .min(shape.withPassages ? Math.min(n, FILE_TERMS_MIN) : n)
      .max(max),
  });
};
export type PuzzleDraft = z.infer<ReturnType<typeof puzzleDraftSchema>>;

export const puzzleSchema = (shape: SchemaShape): DraftSchema<PuzzleDraft> => ({
  name: `puzzle_${shape.puzzleType}`,
  schema: puzzleDraftSchema(shape),
});
