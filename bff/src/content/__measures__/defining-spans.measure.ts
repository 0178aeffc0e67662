// Where a sentence defines a term, and which words of it are the definition: the measure's own plain
// patterns for the forms textbooks write definitions in, kept apart from the reader's parse-based code
// (content/source/) so the measure stays a separate judge. Each pattern asks that the term be the thing
// defined in that very sentence, and returns only the span that defines it, so a neighbour's clause in
// the same sentence is never taken for the term's meaning:
// "X is …" with X its clause's subject, "X, a head that …", "X, or …", dashes, "known as / called X", "(also
// called X)", naming clauses, the name closing the copula, "X, meaning that …", a glossary line: each form
// below (docs/content-engine.md, "The measures", lists them with examples).
import { tagged } from './words.measure';

/** A defining span: the words that say what the term is, and the form that gave them. */
export interface DefiningSpan {
  form: string;
  span: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ABBR = String.raw`(?:\s*\([^()]{1,20}\))?`;
const ART = String.raw`(?:(?:a|an|the)\s+)?`;
const Q_OPEN = String.raw`[“"‘']?`;
const Q_CLOSE = String.raw`[”"’']?`;
const DASH = '[—–]';
/** A sentence's start, past a list's bullet. */
const START = String.raw`^(?:[•*-]\s*)?`;
/** Before a term that is itself the thing defined: not the object of "of", not a list's later item, not a pointer. */
const NOT_AFTER = String.raw`(?<!\b(?:of|and|or|than|like|as|this|that|these|those|its|their|his|her|our)\s+(?:(?:a|an|the)\s+)?)(?<!,\s+(?:(?:a|an|the)\s+)?)`;
/**
 * As NOT_AFTER, but a second term with its own gloss may follow "and" ("…, and your liabilities, or what you
 * owe"); and never the last word of a longer name ("unconditioned (unlearned) responses, or reflexes").
 */
const NOT_AFTER_OR = String.raw`(?<!\b(?:of|or|than|like|as|this|that|these|those|its|their|his|her|our)\s+(?:(?:a|an|the)\s+)?)(?<!,\s+(?:(?:a|an|the)\s+)?)(?<!\)\s+)`;
const NAMING = String.raw`(?:also\s+|often\s+|sometimes\s+|commonly\s+|usually\s+)?(?:known\s+as|referred\s+to\s+as|called|termed|named|dubbed|coined)`;
/** A first name before the term's, "called pressure or P-waves": the term is the second name of the same thing. */
const OTHER_NAME = String.raw`${ART}[\p{L}\d’'-]+(?:\s+[\p{L}\d’'-]+)?\s+or\s+`;
const RELATIVE = String.raw`(?:that|which|who|whom|whose|whereby|(?:in|by|through|from|with)\s+which)`;
const WORD = String.raw`[\p{L}\d’'-]+`;
/** "is defined as", "is broadly defined as", "is defined loosely as", "is defined (loosely) as": an adverb in "-ly" either side. */
const DEFINING_VERB = String.raw`(?:(?:is|are)\s+(?:\p{L}+ly\s+)?defined\s+(?:\(?\p{L}+ly\)?\s+)?as|is|are|was|were|means|mean|refers\s+to|refer\s+to|describes|describe)`;
/** Where a copula's predicate ends: a second statement after ";" or ", and/but/while/whereas … is". */
const SECOND_CLAUSE = new RegExp(
  String.raw`;|:\s|,\s+(?:and|but|while|whereas)\s+(?:${WORD}\s+){0,4}(?:is|are|was|were)\b|\s+while\s+|\s+whereas\s+|,\s+which\s+(?:is|are)\s+(?:a|an)\b|,\s+meaning\b|,\s+(?:although|though|because|but|whereas)\b`,
  'iu',
);
/** A span that renames a pointed-to thing ("The members of this first congress, known as …") names no one thing. */
const POINTED = /\bof\s+(?:this|that|these|those|its|their)\b/i;

/** An adverb between the verb and what the term is: "Kinship is also a sociocultural construction". */
const LINKING_ADVERB =
  '(?:also|thus|therefore|simply|usually|generally|essentially|often|basically|actually|then|really|in fact)';
/** A span that opens with a pointer ("This", "It") leans on another sentence. */
const POINTER_FIRST = /^(?:this|that|these|those|it|they|he|she|we|you|such)\b/i;
/** A subject that ranks or judges is a description: "The largest city …", "The main reason …". */
const RANKED = /^(?:the|a|an)\s+(?:\p{L}+est|first|last|main|chief|most|least|only|next|same|other|best|worst)\b/iu;
/** Words that open a noun phrase where a predicate says what a thing is ("what", "someone who …"). */
const NOUNLIKE_PRONOUN = /^(?:what|how|someone|something|anything|one|any|each|all|whatever|anyone)$/i;
/** Articles and pronouns, which a head noun phrase after a comma does not hold past its first word. */
const NOT_HEAD = /^(?:the|this|that|these|those|it|they|he|she|we|you|i|there)$/i;

/**
 * Does the predicate open a noun phrase ("a measure of …", "water that falls", "the ability to …",
 * "what we …"), not a description ("transferred from …", "louder near …", "highly egalitarian")?
 */
export function opensNounPhrase(span: string): boolean {
  const t = tagged(span);
  const [a, b] = [t[0], t[1]];
  if (!a) return false;
  // "Encoding is how we first perceive information …", "… is what we call …".
  if (/^(?:how|what|when|where|why|whatever)$/i.test(a.word)) return true;
  if (/^(?:DET|NUM|NOUN|PROPN)$/.test(a.pos)) return true;
  if (a.pos === 'PRON') return NOUNLIKE_PRONOUN.test(a.word);
  if (a.pos === 'ADJ') return !!b && (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(b.pos) || /ing$/i.test(b.word));
  // The tagger reads a bare noun opening a fragment as a verb at times ("water that falls"); an -ing word is a gerund.
  if (a.pos === 'VERB') return /ing$/i.test(a.word) || /^(?:that|which|who)$/i.test(b?.word ?? '');
  return false;
}

/** Is an appositive's head (the words before its relative word) a noun phrase: "laws", "an economic system"? */
function nounHead(head: string): boolean {
  const t = tagged(head).filter((w) => w.pos !== 'PUNCT');
  const last = t.at(-1);
  if (!last || !(/^(?:NOUN|PROPN)$/.test(last.pos) || /^(?:someone|something)$/i.test(last.word))) return false;
  return t.every(
    (w, i) => !(i > 0 && NOT_HEAD.test(w.word)) && (/^(?:DET|ADJ|NOUN|PROPN|NUM|ADP)$/.test(w.pos) || w === last),
  );
}
/** An opening phrase before the term ("During an experiment, …") makes the term no subject of what follows. */
const OPENING_PHRASE =
  /^(?:during|in|on|at|for|after|before|with|by|from|to|since|while|when|if|although|though|as|because|unlike|like|despite|through|among|between|under|over|without|within)\b[^,]*$/i;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
/** The last `n` words of what comes before a naming phrase, from its last clause break on. */
function phraseBefore(text: string, n = 10): string {
  const clause = text.split(/[,;:(]\s*|\s[—–]\s?|[—–]/u).at(-1) ?? '';
  const phrase = words(clause).slice(-n);
  // "it stimulates a cluster of brain cells referred to as …": the pronoun and its verb are no part of the phrase.
  const opening = tagged(phrase.slice(0, 2).join(' '));
  if (POINTER_FIRST.test(phrase[0] ?? '') && /^(?:VERB|AUX)$/.test(opening[1]?.pos ?? '') && phrase.length > 3)
    return phrase.slice(2).join(' ');
  return phrase.join(' ');
}
const cutAt = (s: string, stop: RegExp) => s.split(stop)[0].trim();
const untilComma = (s: string) => cutAt(s, /[,;:]|\s*[—–]\s*/u);

/** The term as a pattern: its words, a plural ending, quote marks and an abbreviation after it. */
function termPattern(term: string): string {
  const t = escape(term.replace(/\s*\([^)]*\)/g, '').trim()).replace(/\s+/g, String.raw`[\s-]+`);
  return String.raw`${Q_OPEN}${t}(?:s|es)?${Q_CLOSE}${ABBR}`;
}

type Form = {
  form: string;
  pattern: (x: string) => RegExp;
  span: (m: RegExpExecArray) => string | null;
  /** A name given to what the span says: never to a pointed-to thing, and never to one word ("a process"). */
  names?: boolean;
};

/** "X, a head that …": the head and its clause up to the next comma, when the head is a noun phrase. */
function headed(inner: string): string | null {
  // A contact clause opens with its subject: "skills—things we can demonstrate in some way".
  const m = new RegExp(
    String.raw`^((?:(?:a|an)\s+)?(?:${WORD}\s+){0,5}?)(?:${RELATIVE}|we|you|they|people)\s`,
    'iu',
  ).exec(inner);
  return m && m[1].trim() && nounHead(m[1]) ? inner : null;
}

const FORMS: Form[] = [
  {
    form: 'copula',
    // The term opens the sentence or its clause ("In physics, a force is …", "…, and evaporation is …").
    pattern: (x) =>
      new RegExp(
        String.raw`(?:${START}|[,;:]\s+(?:and\s+|but\s+)?|^(?:while|whereas)\s+)${ART}(?:(?:term|word|concept)\s+)?${x},?\s+${DEFINING_VERB}\s+(?:${LINKING_ADVERB}\s+)?(?!called\b|known\b|termed\b|named\b)(.+)$`,
        'iu',
      ),
    span: (m) => {
      const p = cutAt(m[1], SECOND_CLAUSE);
      return opensNounPhrase(p) ? p : null;
    },
  },
  {
    form: 'appositive',
    pattern: (x) => new RegExp(String.raw`^(.*?)${NOT_AFTER}\b${x},\s+(.+)$`, 'iu'),
    span: (m) => {
      if (OPENING_PHRASE.test(m[1])) return null;
      const rest = m[2];
      const which = /^(?:which|who)\s+(?:is|are)\s+((?:a|an)\s.+)$/i.exec(rest);
      if (which) return untilComma(which[1]);
      // "the Linnaean taxonomy, a system of categorizing and naming organisms …": a head narrowed by "of".
      const of = new RegExp(String.raw`^((?:a|an)\s+(?:${WORD}\s+){0,3}?${WORD})\s+of\s`, 'iu').exec(rest);
      if (of && nounHead(of[1])) return untilComma(rest);
      // "he abolished the jizya, a tax imposed on non-Muslims": a head narrowed by a participle and its preposition.
      const participle = new RegExp(
        String.raw`^((?:a|an)\s+(?:${WORD}\s+){0,3}?${WORD})\s+\p{L}+(?:ed|en)\s+(?:on|upon|by|to|for|in|from|with|at|into|as)\s`,
        'iu',
      ).exec(rest);
      if (participle && nounHead(participle[1])) return untilComma(rest);
      return headed(untilComma(rest));
    },
  },
  {
    // "your assets, or what you own, and your liabilities, or what you owe": each term its own gloss.
    form: 'or',
    pattern: (x) => new RegExp(String.raw`^(.*?)${NOT_AFTER_OR}\b${x},\s+or\s+(.+)$`, 'iu'),
    span: (m) => (OPENING_PHRASE.test(m[1]) || !opensNounPhrase(m[2]) ? null : untilComma(m[2])),
  },
  {
    // "… beginning with what can be seen as an extension of the brain, the spinal cord.": the name closes it.
    form: 'a head, then the name closing the sentence',
    pattern: (x) => new RegExp(String.raw`\b((?:a|an)\s+[^,;:]{3,80}),\s+the\s+${x}\s*[.!]?$`, 'iu'),
    span: (m) => m[1].trim(),
  },
  {
    form: 'that is, between dashes',
    pattern: (x) => new RegExp(String.raw`\b${x}\s*${DASH}\s*that\s+is,\s*([^—–]+)`, 'iu'),
    span: (m) => untilComma(m[1]),
  },
  {
    form: 'a head between dashes',
    // Closed by a second dash, or by the sentence's end.
    pattern: (x) => new RegExp(String.raw`^(.*?)${NOT_AFTER}\b${x}\s*${DASH}\s*([^—–]+)(?:${DASH}|$)`, 'iu'),
    span: (m) => (OPENING_PHRASE.test(m[1]) ? null : headed(m[2].trim())),
  },
  {
    form: 'named after a dash or comma',
    pattern: (x) =>
      new RegExp(
        String.raw`^(.+?)\s*(?:${DASH}|,)?\s*${NAMING}\s+(?:${OTHER_NAME})?${ART}${x}(?=[\s,.;:)—–]|$)(\s+\S+)?`,
        'iu',
      ),
    // "known as the Stamp Act Congress" read as "Stamp": a name cut before its next capitalised word is no name.
    span: (m) =>
      /^\s+\p{Lu}/u.test(m[2] ?? '') ? null : phraseBefore(m[1].replace(/\s+(?:is|are|was|were|be|been)$/i, '')),
    names: true,
  },
  {
    form: 'named in brackets',
    pattern: (x) => new RegExp(String.raw`^(.+?)\s*\(\s*(?:${NAMING}|its|their)\s+${ART}${x}\s*\)`, 'iu'),
    span: (m) => phraseBefore(m[1]),
    names: true,
  },
  {
    form: 'defined as',
    pattern: (x) => new RegExp(String.raw`\bdefine[sd]?\s+${ART}${x}\s+as\s+(.+)$`, 'iu'),
    span: (m) => cutAt(m[1], SECOND_CLAUSE),
  },
  {
    form: 'a head which someone calls X',
    pattern: (x) =>
      new RegExp(
        String.raw`^(.+?,\s+(?:a|an)\s+(?:${WORD}\s+){1,4})(?:which|that)\s+(?:${WORD}\s+){1,2}(?:call|calls|term|terms|name|names)\s+${ART}${x}\b`,
        'iu',
      ),
    span: (m) => m[1].trim(),
  },
  {
    form: 'when …, we call this X',
    pattern: (x) =>
      new RegExp(
        String.raw`^when\s+([^,]+),\s+(?:${WORD}\s+){1,2}(?:call|calls|term|terms)\s+(?:this|it)\s+${ART}${x}\b`,
        'iu',
      ),
    span: (m) => m[1].trim(),
  },
  {
    form: 'when …, it is called X',
    pattern: (x) =>
      new RegExp(
        String.raw`^when\s+([^,]+),\s+(?:it|this|they|these)\s+(?:is|are)\s+${NAMING}\s+${ART}${x}(?=[\s,.;:)—–]|$)`,
        'iu',
      ),
    span: (m) => m[1].trim(),
  },
  {
    form: 'is what we call X',
    pattern: (x) =>
      new RegExp(String.raw`^(.+?)\s+(?:is|are)\s+what\s+(?:${WORD}\s+){1,2}(?:call|calls)\s+${ART}${x}\b`, 'iu'),
    span: (m) => m[1].trim(),
  },
  {
    form: 'which someone called X, is a …',
    pattern: (x) =>
      new RegExp(
        String.raw`,\s+(?:which|that|whom)\s+(?:${WORD}\s+){1,2}called\s+${ART}${x}(?:\s*\([^()]*\))?,\s+(?:is|are|was|were)\s+((?:a|an)\s.+)$`,
        'iu',
      ),
    span: (m) => untilComma(m[1]),
  },
  {
    form: 'the name closing the copula',
    pattern: (x) => new RegExp(String.raw`^(.+?)\s+(?:is|are|was|were)\s+(?:the|a|an)\s+${x}\s*[.!]?$`, 'iu'),
    span: (m) => {
      // The subject is the last clause's: "… is called the crest and the lowest is the trough" names "the lowest".
      const subject = m[1]
        .split(/\s(?:and|but|or|while|whereas)\s/i)
        .at(-1)!
        .trim();
      return words(subject).length >= 3 && !/,/.test(subject) && !RANKED.test(subject) ? subject : null;
    },
  },
  {
    form: 'a name, then its definition',
    pattern: (x) =>
      new RegExp(
        String.raw`\b(?:is|are|was|were|be|been|became|becomes)\s+${ART}${x}(?:,\s+which\s+(?:is|are)\s+|:\s*)(.+)$`,
        'iu',
      ),
    span: (m) => {
      const d = untilComma(m[1]);
      return opensNounPhrase(d) ? d : null;
    },
  },
  {
    form: 'meaning that',
    pattern: (x) => new RegExp(String.raw`\b${x},\s+meaning\s+(?:that\s+)?(.+)$`, 'iu'),
    span: (m) => cutAt(m[1], /;/),
  },
  {
    form: 'glossary line',
    pattern: (x) => new RegExp(String.raw`${START}${ART}${x}\s*(?::|\s[—–-])\s+(.+)$`, 'iu'),
    span: (m) => m[1].trim(),
  },
];

/** The spans of a sentence that define the term, by form. */
export function definingSpansIn(term: string, sentence: string): DefiningSpan[] {
  const x = termPattern(term);
  const text = sentence.replace(/\s+/g, ' ').trim();
  // A sentence that closes a bracket it never opened is the end of an aside: it defines nothing alone.
  if ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length) return [];
  const out: DefiningSpan[] = [];
  for (const f of FORMS) {
    const m = f.pattern(x).exec(text);
    const span = m && f.span(m)?.replace(/[\s.;:,!?]+$/, '');
    if (!span || POINTER_FIRST.test(span)) continue;
    if (f.names && (POINTED.test(span) || words(span).length < 2)) continue;
    out.push({ form: f.form, span });
  }
  return out;
}

/** Every span of the file's sentences that defines the term. */
export function definingSpans(term: string, sentences: string[]): DefiningSpan[] {
  return sentences.flatMap((s) => definingSpansIn(term, s));
}
