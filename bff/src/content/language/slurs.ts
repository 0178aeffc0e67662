import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  type EnglishProfaneWord,
} from 'obscenity';

/**
 * Slurs against a people, a faith, a sexuality or a gender, as obscenity's English dataset spells them (its
 * patterns catch plurals, spaced and leetspeak variants, and its whitelist keeps "snigger", "Montenegro",
 * "Dickens" and the like clean). Historical texts quote them; no item is ever built on one. Only these
 * entries of the dataset are used: its other words are profanity, anatomy or words with an ordinary
 * classroom sense ("retard" in physics, "dyke" in geology, "spastic" in medicine) that are not this check's
 * business.
 */
const SLURS: ReadonlySet<EnglishProfaneWord> = new Set<EnglishProfaneWord>([
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'fag',
  'kike',
  'negro',
  'nigger',
  'tranny',
]);

const matcher = new RegExpMatcher({
  ...new DataSet<{ originalWord: EnglishProfaneWord }>()
    .addAll(englishDataset)
    .removePhrasesIf((p) => !p.metadata || !SLURS.has(p.metadata.originalWord))
    .build(),
  ...englishRecommendedTransformers,
});

/** True when the text contains a slur: such a text is never an item, option, term or key. */
export function hasSlur(text: string): boolean {
  return matcher.hasMatch(text);
}
