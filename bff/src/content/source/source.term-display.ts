// How a chosen term is written (its capital only where the text gives it one) and what kind of name it
// is (place, person, group), for the reader of terms (source.terms.ts).
import type { Analysed, Candidate } from './source.analysed';
import { usuallyLowerCase } from './source.frequency';
import type { SourceTerm } from './source.types';

/**
 * `startOnly`: every use opens a sentence, so no use shows the term's own case (wink-nlp tags any capitalised
 * word there a proper noun, so its tag cannot tell "Tides" from "Darwin"; everyday English can).
 */
export function display(c: Candidate, proper: boolean, lowerWords: Set<string>, startOnly = false): string {
  const forms = [...c.forms.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const best = c.preferred ?? forms[0][0];
  const lowerUse = forms.find(([f]) => f === f.toLocaleLowerCase('en-US'));
  // A capital that only comes from starting a sentence or a glossary line is not part of the term.
  if (
    !proper &&
    lowerUse &&
    best.split(' ').length === lowerUse[0].split(' ').length &&
    best.toLocaleLowerCase('en-US') === lowerUse[0]
  )
    return lowerUse[0];
  // "Implicit emotional conditioning", met only at the start of a sentence: its first word is one the
  // text writes in lower case elsewhere, so the capital is the sentence's ("French habitants" keeps its own);
  // "Tides", met at sentence starts only, is lowered when everyday English writes the word in lower case.
  const [first, ...rest] = best.split(' ');
  const lower = first.toLocaleLowerCase('en-US');
  if (
    !proper &&
    first !== lower &&
    first.slice(1) === lower.slice(1) &&
    (lowerWords.has(lower) || (startOnly && usuallyLowerCase(first))) &&
    rest.every((w) => w === w.toLocaleLowerCase('en-US'))
  )
    return [lower, ...rest].join(' ');
  return best;
}

export function classify(terms: SourceTerm[], a: Analysed): void {
  for (const t of terms) {
    if (t.kind === 'concept') continue;
    const uses = t.sentences.map((s) => a.sentences[s].text);
    const escaped = t.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (
      uses.some((u) => new RegExp(`\\b(?:in|at|from|near|along|across|to|of)\\s+(?:the\\s+)?${escaped}`).test(u)) &&
      !/\s(?:and|of)\s/.test(t.term)
    )
      t.kind = 'place';
    else if (
      /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\.?)?(?:\s(?:de|van|von)\b)?(?:\s\p{Lu}[\p{Ll}’'-]+){1,2}$/u.test(t.term) &&
      uses.some((u) =>
        new RegExp(`${escaped},?\\s+(?:\\p{Ll}+ed|said|wrote|argued|was|served|took|became)\\b`, 'u').test(u),
      )
    )
      t.kind = 'person';
  }
}
