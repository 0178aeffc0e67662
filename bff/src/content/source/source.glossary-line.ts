// A "term: definition" line in a glossary, a key-terms list or a list item shaped like one.
import { npWord, spanText, type Tokens } from './source.tokens';

/**
 * A "term: definition" line, read from its first sentence (the next one elaborates). In a glossary or
 * key-terms section the author says it is one; a list item elsewhere shaped like it is one only when its
 * term is a noun phrase ("Teacher to class: …" and "Now the second row - …" are directions) and its
 * definition says what the term is: not a quotation or an instruction ("Hand the cards …"), not a list of
 * items ("Economic conditions …; types of industries …") or of names ("Strong Interest Inventory, …").
 */
export function glossaryEntry(t: Tokens, inGlossary: boolean): { term: string; definition: string } | null {
  const mark = t.value.findIndex((v, i) => i > 0 && (v === ':' || (/^[–—-]$/.test(v) && !!t.pre[i] && !!t.pre[i + 1])));
  if (mark < 1) return null;
  // One sentence: the first full stop before a capital ends it, wherever the sentence splitter did not.
  // ("believe in. Frequently": the tagger took "in." for the abbreviation of inches).
  const stop = t.value.findIndex((v, i) => i > mark && /\.$/.test(v) && /^\p{Lu}/u.test(t.value[i + 1] ?? ''));
  let end = stop < 0 ? t.value.length : t.value[stop] === '.' ? stop : stop + 1;
  while (end > mark + 1 && t.pos[end - 1] === 'PUNCT' && !/^[)”"’]$/.test(t.value[end - 1])) end--;
  if (end <= mark + 1) return null;
  const term = spanText(t, 0, mark).trim();
  const definition = spanText(t, mark + 1, end).trim();
  if (inGlossary) return { term, definition };
  const termWords = [...Array(mark).keys()];
  if (
    termWords.some((i) => !npWord(t, i) && t.pos[i] !== 'DET' && !/^of$/i.test(t.value[i]) && t.pos[i] !== 'PUNCT') ||
    !termWords.some((i) => /^(?:NOUN|PROPN)$/.test(t.pos[i]))
  )
    return null;
  const first = mark + 1;
  if (/^(?:VERB|PRON|AUX)$/.test(t.pos[first] ?? '') || /^[“"‘']$/.test(t.value[first] ?? '')) return null;
  if (t.value.slice(first, end).includes(';')) return null;
  const items = definition.split(/,\s+(?:and\s+|or\s+)?/);
  if (items.length >= 3 && items.filter((x) => /^\p{Lu}/u.test(x)).length >= items.length - 1) return null;
  if (!t.pos.slice(first, end).some((p) => p === 'NOUN' || p === 'PROPN')) return null;
  // Names only ("SIGI 3, FOCUS 2"): no word of it is written in lower case.
  if (!t.value.slice(first, end).some((v) => /^\p{Ll}{3,}/u.test(v))) return null;
  return { term, definition };
}
