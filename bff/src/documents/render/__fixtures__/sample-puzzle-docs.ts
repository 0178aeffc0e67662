import type { GeneratedDocument, PuzzleType } from '@lessonloom/contracts';
import { Numbering, doc, matching, section } from './fixture-builders';
import { crossword, wordSearch } from './sample-puzzles';

const WORDS = ['CHLOROPHYLL', 'SUNLIGHT', 'OXYGEN', 'GLUCOSE', 'STOMATA', 'WATER', 'LEAF', 'ROOT'];

export function puzzleDoc(type: PuzzleType): GeneratedDocument {
  const extra = { puzzle_type: type } as const;
  if (type === 'word_search') {
    return doc(
      'puzzle',
      'Word Search: Photosynthesis',
      [
        section(
          undefined,
          [wordSearch(WORDS)],
          'Find each word in the grid. Words go across, down, diagonally and backwards.',
        ),
      ],
      extra,
    );
  }
  if (type === 'crossword') {
    return doc(
      'puzzle',
      'Crossword: Plants',
      [section(undefined, [crossword()], 'Use the clues to fill in the grid.')],
      extra,
    );
  }
  const num = new Numbering();
  return doc(
    'puzzle',
    'Matching Game: Plant Parts',
    [
      section(
        undefined,
        [
          matching(
            num,
            [
              ['Root', 'Takes in water and minerals from the soil'],
              ['Stem', 'Holds the plant up and carries water'],
              ['Leaf', 'Makes food using sunlight'],
              ['Flower', 'Makes seeds'],
              ['Stomata', 'Let gases in and out of the leaf'],
            ],
            [2, 4, 0, 3, 1],
          ),
        ],
        'Write the letter of the matching description on the line.',
      ),
    ],
    extra,
  );
}
