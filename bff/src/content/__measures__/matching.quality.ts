// A matching sheet read as a teacher reads it: does a Column B entry give its own answer away (it
// names the term), name another term of the sheet, or is it a sentence with a blank instead of a
// description? Used by the corpus test and `npm run bench reading-quality`.
import { ACADEMIC_WORDS } from '../offline/academic.words';
import { givesAway, isBlanked, namesTerm } from '../language/term-mentions';

export interface MatchingQuality {
  pairs: number;
  /** Descriptions that contain their own term, or every word that matters of it (term-mentions.ts givesAway). */
  ownTerm: number;
  /** Descriptions that contain another term of the same sheet. */
  otherTerm: number;
  blanked: number;
  /** Pairs from the general academic word list (academic.words.ts) that tops a short sheet up, not from the text. */
  fromWordList: number;
  terms: string[];
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-US');
const WORD_LIST = new Set(ACADEMIC_WORDS.map(([w, meaning]) => `${fold(w)}|${fold(meaning)}`));

export function matchingQuality(pairs: Array<{ term: string; match: string }>): MatchingQuality {
  return {
    pairs: pairs.length,
    ownTerm: pairs.filter((p) => givesAway(p.match, p.term)).length,
    otherTerm: pairs.filter((p) => pairs.some((o) => o !== p && namesTerm(p.match, o.term))).length,
    blanked: pairs.filter((p) => isBlanked(p.match)).length,
    fromWordList: pairs.filter((p) => WORD_LIST.has(`${fold(p.term)}|${fold(p.match)}`)).length,
    terms: pairs.map((p) => p.term),
  };
}
