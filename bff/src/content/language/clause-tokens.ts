// A sentence as wink-nlp tokens with their spacing, so a clause cut out of it can be written back as the
// text wrote it (causes.ts, examples.ts).
import { nlp, tokenLemmas } from '../source/source.nlp';
import { memoByText } from './text-memo';

export interface Tok {
  v: string;
  lower: string;
  pos: string;
  lemma: string;
  sp: string;
}

/** Parsed once per sentence string (text-memo.ts): the same sentence is cut for many candidates. */
export const tokensOf = memoByText(parseTokens);

function parseTokens(text: string): Tok[] {
  const w = nlp();
  const t = w.readDoc(text).tokens();
  const v = t.out();
  const pos = t.out(w.its.pos);
  const lemma = tokenLemmas(t);
  const sp = t.out(w.its.precedingSpaces) as unknown as string[];
  return v.map((value, i) => ({
    v: value,
    lower: value.toLocaleLowerCase('en-US'),
    pos: pos[i],
    lemma: lemma[i],
    sp: sp[i] ?? ' ',
  }));
}

/** The tokens written back with the spacing the text gave them. */
export const joinTokens = (toks: Tok[]) =>
  toks
    .map((t, i) => (i ? t.sp : '') + t.v)
    .join('')
    .trim();
