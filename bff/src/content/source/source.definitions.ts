// Which term a sentence defines, and with what words: only a sentence that is about that very term.
// The term is the subject of "X is/are …", "X means/refers to/represents …", "X is defined as …"; the
// name in "… is called/known as X" (the subject is then its definition); the noun phrase an appositive
// renames ("a honeyguide, a gray-brown bird that eats beeswax"). The shallow parse (source.clauses.ts)
// finds the subject and the clause, so a neighbouring clause ("…, and the transverse waves are called
// shear or S-waves") or an opening clause ("When the friction prevents …, it is called …") never lends
// its words. A definition says what kind of thing the term is and how it differs (a noun phrase with
// something that narrows it) and is no verdict about it ("an effective way", "one of those cherished
// elements"), no pointer to another sentence ("this", "another type of") and no list going on.
// What can stand as a definition is source.definition-span.ts; the "called X" name, the appositive and the
// glossary line each have a file of their own (source.called-names.ts, source.appositive-renames.ts,
// source.glossary-line.ts).
import { POINTING, bracketed, dashAt, gerund, nounsAfterBe, spanText, type Span, type Tokens } from './source.tokens';
import { clauseParts, clauses, newClause } from './source.clauses';
import { wholeNounPhrase } from './source.noun-phrases';
import {
  STATEMENT_SUBJECT,
  activitySpan,
  cap,
  definitionSpan,
  lower,
  type FoundDefinition,
} from './source.definition-span';
import { namedAfter, namesIn, pointsBack } from './source.called-names';
import { appositives } from './source.appositive-renames';
import { peopleOfAPlace } from './source.verdicts';

const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|next)$/i;
/** Subjects that stand for other things ("Others are “soft” skills"), not terms. */
const QUANTIFIER = /^(?:others?|some|many|most|all|both|each|few|several|none|one|any|either|neither)$/i;
/** The term a noun phrase names, without its article; "The term isotope" names "isotope". */
function termOf(t: Tokens, s: Span): string | null {
  if (QUANTIFIER.test(t.value[s.from] ?? '')) return null;
  const np = wholeNounPhrase(t, s);
  if (!np || (np.article && !/^(?:a|an|the)$/.test(np.article))) return null;
  let from = np.words.from;
  if (/^(?:term|word|concept|phrase)$/i.test(t.value[from])) {
    // "In short, the term refers to …": the word alone points back at the term a sentence before named.
    if (from + 1 === np.words.to) return null;
    from++;
  }
  const term = spanText(t, from, np.words.to)
    .replace(/^[“"‘']+|[”"’']+$/g, '')
    .trim();
  if (STATEMENT_SUBJECT.test(t.value[np.head]) && from === np.head) return null;
  // "The second cause is when …", "The final stage is …": an item of a list the text counts off, not a term.
  if (np.head === from + 1 && ORDINAL.test(t.value[from])) return null;
  return term || null;
}

/**
 * "The genus, Haloquadratum, describes …": a subject renamed by a name between commas is that one genus,
 * country or law the sentence tells of, not the kind of thing a definition says what it is.
 */
function namesOne(t: Tokens, subject: Span): boolean {
  if (t.value[subject.to] !== ',') return false;
  let i = subject.to + 1;
  // A name ("Haloquadratum"), not a symbol ("The atomic number, Z, represents …").
  while (i < t.value.length && t.pos[i] === 'PROPN' && /^\p{Lu}\p{Ll}+/u.test(t.value[i])) i++;
  return i > subject.to + 1 && i - subject.to <= 4 && t.value[i] === ',';
}

/** A verb in the past: its lemma is not its form and it has no present "-s" ("meant", "represented", "stood"). */
const pastTense = (t: Tokens, i: number) => lower(t.value[i]) !== t.lemma[i] && !/s$/i.test(t.value[i]);

/** Definitions a sentence gives, each about the subject or name of its own clause. */
export function definitionsOf(tagged: Tokens): FoundDefinition[] {
  const t = nounsAfterBe(tagged);
  const out: FoundDefinition[] = [];
  for (const c of clauses(t)) {
    const p = clauseParts(t, c);
    if (!p) continue;
    if (p.kind === 'named') {
      // "called X" names a term; the subject says what it is only when it is no pointer ("it", "this force").
      const subject = p.subject;
      const first = lower(t.value[subject.from] ?? '');
      const def =
        subject.to - subject.from >= 3 &&
        t.pos[subject.from] !== 'PRON' &&
        !POINTING.test(first) &&
        !pointsBack(t, subject)
          ? definitionSpan(t, subject, 'phrase')
          : null;
      for (const term of namesIn(t, p.rest))
        out.push({
          term,
          cue: 'named',
          ...(def ? { definition: cap(spanText(t, def.from, def.to)) } : {}),
        });
      continue;
    }
    // "an argument in philosophy is …" defines "argument": the field it is said of is not part of the term.
    let subject = p.subject;
    if (
      subject.to - subject.from >= 3 &&
      lower(t.value[subject.to - 2]) === 'in' &&
      /^(?:NOUN|PROPN)$/.test(t.pos[subject.to - 1])
    )
      subject = { from: subject.from, to: subject.to - 2 };
    // "Semantic means having to do with language": "means" defines a word of any kind.
    const word =
      p.kind === 'means' && subject.to - subject.from === 1 && /^(?:ADJ|NOUN|PROPN|VERB)$/.test(t.pos[subject.from])
        ? t.value[subject.from]
        : null;
    const gerundSubject = subject.to - subject.from === 1 && gerund(t, subject.from) && p.kind !== 'verb';
    const term = word ?? (gerundSubject ? t.value[subject.from] : termOf(t, subject));
    if (!term || namesOne(t, subject)) continue;
    // "Nearby were similar settlements at …": an adverb before an inverted "were" is where, not a term (session
    // 20's read: "nearby: Similar Neolithic settlements at Ain Ghazal").
    // The tagger calls a capitalised "Nearby" a name, so the word itself is read too.
    if (
      p.kind === 'be' &&
      subject.to - subject.from === 1 &&
      (t.pos[subject.from] === 'ADV' || WHERE_FIRST.test(t.value[subject.from]))
    )
      continue;
    if (p.kind === 'be' && peopleOfAPlace(t, subject.from, subject.to)) continue;
    // "The lines represent bonds …": "the" and one everyday noun point at a figure or a word the text has shown.
    if (p.kind === 'means' && subject.to - subject.from === 2 && pointsBack(t, subject)) continue;
    // "For him, freedom meant land of his own", "the flag stood for union": what a word meant to someone then, not what it means.
    if (p.kind === 'means' && pastTense(t, p.verb.from)) continue;
    if (p.kind === 'verb') {
      // "A transverse wave propagates so that …": what a marked term does, said of it in general (the reader keeps it for bold terms only).
      const v = t.value[p.verb.from];
      if (/s$/i.test(v) && !/ss$/i.test(v) && p.rest.to - p.rest.from >= 4) {
        const def = definitionStatement(t, p.rest);
        if (def) out.push({ term, definition: def, cue: 'statement' });
      }
      continue;
    }
    const def =
      (p.kind === 'be' ? activitySpan(t, subject, p.rest) : null) ??
      definitionSpan(t, p.rest, p.kind === 'be' ? 'narrowed' : 'clause-ok');
    if (def)
      out.push({
        term,
        definition: cap(spanText(t, def.from, def.to)),
        cue: p.kind === 'be' ? 'be' : 'means',
        ...(gerundSubject ? { gerund: true as const } : {}),
        ...(p.kind === 'be' && /^(?:was|were)$/i.test(t.value[p.verb.from]) ? { past: true as const } : {}),
      });
  }
  out.push(...appositives(t), ...namedAfter(t));
  // "Called Dragonfly, this mission is a drone …": the naming word opening the sentence is no part of the name
  // (session 20's read: "What does the text mean by “Called Dragonfly”?").
  return out.map((d) => (NAMING_OPENER.test(d.term) ? { ...d, term: d.term.replace(NAMING_OPENER, '') } : d));
}

/** Words of place that open an inverted sentence ("Nearby were …", "Beyond lay …"). */
const WHERE_FIRST =
  /^(?:nearby|there|here|beyond|inside|outside|below|above|alongside|around|elsewhere|behind|ahead|beneath|overhead)$/i;

const NAMING_OPENER = /^(?:called|named|dubbed|termed|known\s+as)\s+(?=\S)/i;

/** A statement's predicate, one clause, with nothing that points elsewhere ("it", "this"). */
function definitionStatement(t: Tokens, s: Span): string | null {
  const aside = bracketed(t);
  let to = s.to;
  for (let i = s.from + 1; i < s.to; i++) {
    if (aside[i]) continue;
    // "contains blood vessels, nerves, and lymphatic vessels …": a list's last item is no second statement.
    const next = t.value[i + 1] ?? '';
    const turns =
      /^(?:but|however|which|such|while|whereas)$/i.test(next) || (/^and$/i.test(next) && newClause(t, i + 2, aside));
    if ((/^[,;]$/.test(t.value[i]) || dashAt(t, i)) && turns) {
      to = i;
      break;
    }
  }
  while (to > s.from && t.pos[to - 1] === 'PUNCT') to--;
  for (let i = s.from; i < to; i++)
    if (t.pos[i] === 'PRON' && /^(?:it|they|this|these|those|he|she|we|you)$/i.test(t.value[i])) return null;
  return to - s.from >= 3 ? cap(spanText(t, s.from, to)) : null;
}
