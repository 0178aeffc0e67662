import { splitSentences, WORD, type Sentence } from './sentences';
import { STOPWORDS } from './stopwords';

export interface KeyTerm {
  /** As printed: the most common spelling in the text. */
  term: string;
  key: string;
  count: number;
  /** Indexes of the sentences that use it, in text order. */
  sentences: number[];
  definition?: string;
  definitionSentence?: number;
}

export interface TextAnalysis {
  sentences: Sentence[];
  terms: KeyTerm[];
}

const MAX_TERMS = 80;
const lower = (s: string) => s.toLocaleLowerCase('en-US');
const isContent = (w: string) => !STOPWORDS.has(lower(w)) && !/^\p{N}+$/u.test(w);
const singular = (k: string) => (k.length > 4 && k.endsWith('s') && !k.endsWith('ss') ? k.slice(0, -1) : k);

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive match of a term (or its plural) inside a sentence. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
}

export function analyse(text: string): TextAnalysis {
  const sentences = splitSentences(text);
  const candidates = new Map<string, { forms: Map<string, number>; sentences: Set<number>; count: number; n: number; proper: number }>();
  for (const s of sentences) {
    const words = s.words;
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= 3 && i + n <= words.length; n++) {
        const gram = words.slice(i, i + n);
        if (!isContent(gram[0]) || !isContent(gram[n - 1])) continue;
        if (n === 3 && !isContent(gram[1]) && lower(gram[1]) !== 'of') continue;
        if (n === 2 && !isContent(gram[1])) continue;
        if (n === 1 && gram[0].length < 4 && !/^\p{Lu}{2,}$/u.test(gram[0])) continue;
        const surface = gram.join(' ');
        const key = gram.map((w) => singular(lower(w))).join(' ');
        const c = candidates.get(key) ?? { forms: new Map(), sentences: new Set(), count: 0, n, proper: 0 };
        c.forms.set(surface, (c.forms.get(surface) ?? 0) + 1);
        c.sentences.add(s.index);
        c.count++;
        if (i > 0 && /^\p{Lu}/u.test(gram[0])) c.proper++;
        candidates.set(key, c);
      }
    }
  }
  const definitions = findDefinitions(sentences);
  const scored = [...candidates.entries()]
    .map(([key, c]) => ({ key, c, def: definitions.get(key) }))
    // Adverbs and verb forms make poor terms unless the text keeps coming back to them.
    .filter(({ key, c, def }) => def || (c.n === 1 ? !/(ly|ed|ing)$/.test(key) || c.count >= 3 : c.count >= 2))
    .map(({ key, c, def }) => {
      const score = c.count * (c.n === 1 ? 1 : 1.6 * c.n) + (def ? 4 : 0) + (c.proper ? 0.5 : 0);
      return { key, c, def, score, first: Math.min(...c.sentences) };
    })
    .sort((a, b) => b.score - a.score || a.first - b.first || a.key.localeCompare(b.key));
  const terms: KeyTerm[] = [];
  for (const s of scored) {
    if (terms.length >= MAX_TERMS) break;
    // A word that mostly occurs inside a chosen phrase ("membrane" in "cell membrane") is not a term of its own.
    const inside = terms.find((t) => (` ${t.key} `.includes(` ${s.key} `) || ` ${s.key} `.includes(` ${t.key} `)));
    if (inside && (s.c.count <= inside.count + 1 || s.key.includes(' '))) continue;
    const term = display(s.c.forms, s.c.proper > 0);
    terms.push({
      term,
      key: s.key,
      count: s.c.count,
      sentences: [...s.c.sentences].sort((a, b) => a - b),
      ...(s.def ? { definition: s.def.definition, definitionSentence: s.def.sentence } : {}),
    });
  }
  return { sentences, terms };
}

function display(forms: Map<string, number>, proper: boolean): string {
  const best = [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  return proper || /^\p{Lu}{2,}/u.test(best) ? best : lower(best);
}

const DEFINES = /^(?:(?:the|a|an)\s+)?(.{2,60}?)\s+(?:is|are|was|were)\s+(?:defined as\s+|called\s+|known as\s+)?((?:a|an|the|one|any|how|when|where|what)\b.{8,})$/i;
const MEANS = /^(?:(?:the|a|an)\s+)?(.{2,60}?)\s+(?:refers? to|means?|describes?)\s+(.{8,})$/i;
const CALLED = /^(.{12,}?)\s+(?:is|are)\s+(?:called|known as)\s+(?:the\s+|an?\s+)?([^,;]{2,40}?)[.!]$/i;

function findDefinitions(sentences: Sentence[]): Map<string, { definition: string; sentence: number }> {
  const out = new Map<string, { definition: string; sentence: number }>();
  const keyOf = (s: string) => (s.match(WORD) ?? []).map((w) => singular(lower(w))).join(' ');
  for (const s of sentences) {
    if (!s.usable) continue;
    const body = s.text.replace(/[.!]["'”’)]?$/, '');
    const m = DEFINES.exec(body) ?? MEANS.exec(body);
    if (m && !out.has(keyOf(m[1]))) out.set(keyOf(m[1]), { definition: tidy(m[2]), sentence: s.index });
    const c = CALLED.exec(s.text);
    if (c && !out.has(keyOf(c[2]))) out.set(keyOf(c[2]), { definition: tidy(c[1].replace(/^(?:this|that|it)\s+/i, '')), sentence: s.index });
  }
  return out;
}

const tidy = (s: string) => {
  const t = s.trim().replace(/[.!]$/, '');
  return t.charAt(0).toLocaleUpperCase('en-US') + t.slice(1);
};

/** The text's sentence with every use of the term blanked out. */
export function blankOut(sentence: string, term: string): string | null {
  const re = termPattern(term);
  if (!re.test(sentence)) return null;
  return sentence.replace(termPattern(term), '_____');
}

/** Terms that occur in the sentence (so they cannot serve as its distractors). */
export const termsIn = (sentence: string, terms: KeyTerm[]) => terms.filter((t) => termPattern(t.term).test(sentence));
