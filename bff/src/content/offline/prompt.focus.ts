// The teacher's specific prompt, offline: "Focus on dreams and REM sleep" steers which
// sections and terms questions and vocabulary come from. The prompt's content words (wink-nlp tokens
// that are not stop words, punctuation or numbers, less the words that only say what to make) are
// matched against section headings, key terms and sentences, plurals folded.
import { nlp } from '../source/source.nlp';
import type { SourceReading } from '../source/source.types';

export interface Focus {
  /** The prompt's content words, folded. */
  words: Set<string>;
  /** Sections the prompt points to: their heading names it. */
  sections: Set<number>;
  /** Key terms (keys) the prompt names. */
  terms: Set<string>;
  /** Sentences that use one of the prompt's words. */
  sentences: Set<number>;
}

/** Words that say what to make or how, not what about ("Write ten questions that focus on…"). */
const REQUEST_WORDS = new Set(
  [
    'focus focused emphasis emphasise emphasize include including cover covering question questions quiz test',
    'worksheet sheet make write create generate ask use using only mostly mainly especially student students',
    'class grade level easy hard difficult simple section sections part parts chapter text reading about topic',
    'please want need term terms word words vocabulary key main idea ideas',
  ]
    .join(' ')
    .split(' '),
);

const fold = (w: string) => {
  const l = w.toLocaleLowerCase('en-US');
  return l.length > 3 ? l.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '') : l;
};
const wordsOf = (s: string) => (s.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? []).map(fold);

/** The prompt's content words, by wink-nlp's stop-word flags and parts of speech. */
export function promptWords(prompt: string): Set<string> {
  const its = nlp().its;
  const t = nlp().readDoc(prompt).tokens();
  const values = t.out();
  const stop = t.out(its.stopWordFlag) as unknown as boolean[];
  const pos = t.out(its.pos);
  const out = new Set<string>();
  values.forEach((v, i) => {
    if (stop[i] || !/\p{L}{3,}/u.test(v) || !['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(pos[i])) return;
    const w = fold(v);
    if (!REQUEST_WORDS.has(w) && !REQUEST_WORDS.has(v.toLowerCase())) out.add(w);
  });
  return out;
}

/** Where in the text the prompt points; null when it names nothing the text has (then it changes nothing). */
export function promptFocus(a: SourceReading, prompt: string | undefined): Focus | null {
  if (!prompt?.trim()) return null;
  const words = promptWords(prompt);
  if (!words.size) return null;
  const hits = (s: string) => wordsOf(s).some((w) => words.has(w));
  const sentences = new Set(a.sentences.flatMap((s, i) => (hits(s.text) ? [i] : [])));
  const terms = new Set(
    a.terms.filter((t) => t.key.split(' ').some((w) => words.has(fold(w))) || hits(t.term)).map((t) => t.key),
  );
  // A section by its heading only: a glossary mentions every topic in passing.
  const sections = new Set<number>();
  a.sections.forEach((sec, i) => {
    if (sec.heading && hits(sec.heading)) sections.add(i);
  });
  if (!sentences.size && !terms.size && !sections.size) return null;
  return { words, sections, terms, sentences };
}
