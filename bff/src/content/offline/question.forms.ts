// Question forms built from the teacher's own text (its reading, source/source.read.ts). Each is
// correct by construction: the answer is the key term that was blanked or swapped, the definition the
// text gives, or the order the text itself tells. Distractors and swaps are sibling terms of the same
// text (same head word or same kind), never a word of the stem.
import type { DraftQuestion } from '../schemas/question.schema';
import { createRng, shuffle, type Rng } from '../random';
import { blankOut, termPattern } from '../language/term-pattern';
import type { SourceReading, SourceTerm } from '../source/source.types';
import type { GradeFit } from '../readability/grade.band';
import { framesFor, plainDefinition, type Frames } from './question.frames';
import { present } from '../language/sentence.fit';
import { isWholeSentence, posEndingAt } from '../language/sentence.simplify';
import { sentenceAt, standsAlone, type IndexedSentence } from '../language/sentences';
import {
  articleUse,
  boundBlank,
  boundUse,
  determined,
  hasSymbols,
  usedBare,
  looksLikeName,
  modifies,
  onlyInNames,
  usedAsNoun,
  pluralInText,
  possessiveAt,
  sameKind,
  swapKinds,
  type SwapKind,
  writesPossessive,
} from '../language/swap.rules';

export { standsAlone };

export type Form =
  | 'mc_cloze'
  | 'mc_definition'
  | 'tf_true'
  | 'tf_false'
  | 'fill_blank'
  | 'short_definition'
  | 'sequence'
  | 'explain'
  | 'relate'
  | 'compare'
  | 'process';
export interface Candidate {
  form: Form;
  q: DraftQuestion;
  sentence: number;
  section: number;
  term?: string;
  /** How far what the student reads is from the asked grade (sentence.fit.ts); 0 when no grade was asked. */
  misfit?: number;
}

const quote = (s: string) => `“${s}”`;
const RELATION = new RegExp(
  String.raw`\b(?:causes?|caused|leads? to|led to|results? in|produces?|produced|depends? on|is part of|` +
    String.raw`are part of|consists? of|contains?|includes?|increases?|decreases?|affects?|controls?|allows?|` +
    String.raw`prevents?|requires?|creates?|forms?|becomes?|became|determines?|influences?|supports?|replaced|` +
    String.raw`defended|established|founded)\b`,
  'i',
);
/** Sentences per term that become questions: plenty for 50 questions, bounded for long files. */
const SENTENCES_PER_TERM = 6;

/** Terms worth asking about: the text's own (glossary, bold, defined), multi-word terms, names, or words it keeps returning to. */
export function askable(a: SourceReading): SourceTerm[] {
  return a.terms.filter((t, rank) => {
    const s = t;
    return (
      s.origins.some((o) => o !== 'phrase') ||
      t.term.includes(' ') ||
      s.kind !== 'concept' ||
      (rank < 15 && t.count >= 3)
    );
  });
}

const head = (t: SourceTerm) => t.key.split(' ').at(-1);
const related = (x: SourceTerm, y: SourceTerm) => x.key.includes(y.key) || y.key.includes(x.key);

/** Sibling terms of the text, most alike first: same head word ("alpha wave"/"beta wave"), same kind, same length. */
export function siblings(pool: SourceTerm[], term: SourceTerm): SourceTerm[] {
  const words = term.term.split(' ').length;
  return pool
    .filter(
      (t) =>
        t.key !== term.key &&
        !related(t, term) &&
        t.term.toLocaleLowerCase('en-US') !== term.term.toLocaleLowerCase('en-US'),
    )
    .map((t) => ({
      t,
      d:
        (head(t) === head(term) ? -10 : 0) +
        (t.kind === term.kind ? -4 : 0) +
        (t.definition && term.definition ? -2 : 0) +
        Math.abs(t.term.split(' ').length - words) * 2 +
        Math.abs(t.term.length - term.term.length) / 6,
    }))
    .sort((x, y) => x.d - y.d || x.t.key.localeCompare(y.t.key))
    .map((x) => x.t);
}

/** Kinds of the text's terms (swap.rules.ts), worked out once per text. */
const kindCache = new WeakMap<SourceReading, Map<string, SwapKind>>();
function kindsOf(pool: SourceTerm[], a?: SourceReading): Map<string, SwapKind> {
  if (!a) return swapKinds(pool);
  const known = kindCache.get(a) ?? new Map<string, SwapKind>();
  kindCache.set(a, known);
  const missing = pool.filter((t) => !known.has(t.key));
  for (const [k, v] of swapKinds(missing, a)) known.set(k, v);
  return known;
}

/** A term that may stand in for `term`: same kind, and a thing of its own in the text, not a piece of a longer name. */
const standsInFor = (kinds: Map<string, SwapKind>, term: SourceTerm, t: SourceTerm, a?: SourceReading) =>
  sameKind(kinds, term, t) && !(a && onlyInNames(a, t));

/** Distractors: siblings of the answer's kind that do not occur in the stem, none of them a word of it. */
function distractors(pool: SourceTerm[], term: SourceTerm, stem: string, n: number, a?: SourceReading): string[] {
  const kinds = kindsOf(pool, a);
  const out: string[] = [];
  for (const t of siblings(pool, term)) {
    if (out.length >= n) break;
    if (!standsInFor(kinds, term, t, a)) continue;
    if (
      !termPattern(t.term).test(stem) &&
      !out.some((o) => o.toLocaleLowerCase('en-US') === t.term.toLocaleLowerCase('en-US'))
    )
      out.push(t.term);
  }
  return out;
}

/** Ends like a plural noun ("waves", "Jesuits"), not like "process", "analysis" or "virus". */
const looksPlural = (w: string) => /[^siu]s$/i.test(w);

/**
 * A false statement: one key term swapped for a sibling of the same kind the sentence does not
 * mention (swap.rules.ts). The sibling must agree in number with the word it replaces ("sunspots are"
 * never becomes "polarity are"), taking a plural only as the text itself writes it, and a name keeps
 * its article ("the Senate" never becomes "the Congress"). A term inside a longer name ("Dutch" of
 * "Dutch Republic") is never swapped. With the text (`a`), names are sorted by how it uses them.
 */
export function swapTerm(
  sentence: string,
  term: SourceTerm,
  pool: SourceTerm[],
  whole = sentence,
  a?: SourceReading,
): { statement: string; swapped: string } | null {
  const m = termPattern(term.term).exec(sentence);
  // Not inside a name, a citation or an aside ("(e.g., Hobson, 2002)"), nor where the term qualifies the noun after it.
  if (!m || boundUse(sentence, m.index, m[0].length) || modifies(sentence, m.index + m[0].length)) return null;
  // Key terms are names of things: where the sentence uses the word as a verb ("easier to recall"), a noun cannot take its place.
  if (!['NOUN', 'PROPN'].includes(posEndingAt(sentence, m.index + m[0].length) ?? '')) return null;
  const kinds = kindsOf(pool, a);
  const usedPlural = looksPlural(m[0]);
  const possessive = possessiveAt(sentence, m.index + m[0].length);
  const addedS = usedPlural && !looksPlural(term.term);
  const replacement = (t: SourceTerm) => (addedS && !looksPlural(t.term) ? pluralInText(a, t) : t.term);
  // "the powerful Dutch West India Company" has its article; "the colony of New Netherland" does not.
  const the = /\b[Tt]he\s+(?:(?!(?:of|in|to|for|and|or|on|at|by|with|from)\s)[\p{Ll}-]+\s+){0,2}$/u.test(
    sentence.slice(0, m.index),
  );
  // A bare singular ("to invoke cloture") takes only a term the text also uses bare: a mass noun, not "chamber".
  const bare = !usedPlural && !determined(sentence.slice(0, m.index));
  const articleFits = (t: SourceTerm) => {
    if (!a) return true;
    if (!looksLikeName(t.term)) return !bare || usedBare(a, t);
    const use = articleUse(a, t);
    return the ? use.the : use.bare;
  };
  // Never a term the text's whole sentence uses, even where a shortened version left it out.
  const sibling = siblings(pool, term).find((t) => {
    const word = replacement(t);
    return (
      !!word &&
      !termPattern(t.term).test(whole) &&
      standsInFor(kinds, term, t, a) &&
      looksPlural(word) === usedPlural &&
      // A name for a name, a common noun for a common noun: "In a lucid dream" never becomes "In an Alan Hobson".
      looksLikeName(t.term) === looksLikeName(term.term) &&
      articleFits(t) &&
      (!possessive || writesPossessive(a, word)) &&
      (!a || usedAsNoun(a, t))
    );
  });
  if (!sibling) return null;
  const word = replacement(sibling)!;
  const at = m.index;
  // "an inference" becomes "a principle", not "an principle".
  const before = sentence.slice(0, at).replace(/\b(a|an)(\s+)$/i, (_, article: string, space: string) => {
    const want = /^[aeiou]/i.test(word) ? 'an' : 'a';
    return (article[0] === 'A' ? want.charAt(0).toUpperCase() + want.slice(1) : want) + space;
  });
  const statement =
    before +
    (at === 0 ? word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1) : word) +
    sentence.slice(at + m[0].length);
  return statement === sentence ? null : { statement, swapped: sibling.term };
}

/**
 * Every question the text supports, per form. With a grade (`fit`), each term's sentences are the ones
 * nearest that grade, shown shortened where the band asks for it (sentence.fit.ts), and worded in the
 * band's frames; the passage and the key keep the text's sentence word for word.
 */
export function buildCandidates(
  a: SourceReading,
  seed: string,
  options: number,
  fit: GradeFit | null = null,
): Record<Form, Candidate[]> {
  const f = framesFor(fit);
  const rng = createRng(seed);
  const out: Record<Form, Candidate[]> = {
    mc_cloze: [],
    mc_definition: [],
    tf_true: [],
    tf_false: [],
    fill_blank: [],
    short_definition: [],
    sequence: [],
    explain: [],
    relate: [],
    compare: [],
    process: [],
  };
  const pool = askable(a);
  const sectionOf = (i: number) => a.sentences[i]?.section ?? 0;
  const usedForTf = new Set<number>();
  for (const term of pool) {
    // A sentence with symbols ("v is the speed of a surface wave") needs its equation or figure beside it.
    const all = term.sentences.filter(
      (i) =>
        a.sentences[i].usable &&
        i !== term.definitionSentence &&
        standsAlone(a.sentences[i].text) &&
        isWholeSentence(a.sentences[i].text) &&
        !hasSymbols(a.sentences[i].text),
    );
    // With a grade, the term's best-fitting sentences (in text order among equals); else its first ones.
    const shown = new Map(all.map((i) => [i, present(a.sentences[i].text, fit, term.term)]));
    const uses = (fit ? [...all].sort((x, y) => shown.get(x)!.misfit - shown.get(y)!.misfit || x - y) : all).slice(
      0,
      SENTENCES_PER_TERM,
    );
    for (const si of uses) {
      const s = sentenceAt(a.sentences, si);
      const p = shown.get(si)!;
      const blank = blankOut(p.text, term.term);
      if (!blank) continue;
      // A blank in a citation or a hyphenated name ("In the Atkinson-_____ model", "(Siegel, 2001)") asks for a name, not the idea.
      const blankable = [...p.text.matchAll(termPattern(term.term))].every(
        (x) => !boundBlank(p.text, x.index, x[0].length),
      );
      const misfit = p.misfit;
      // Distractors avoid every term of the whole sentence: one cut from a shortened stem could still fit the blank.
      const wrong = blankable ? distractors(pool, term, s.text, options - 1, a) : [];
      if (blankable && wrong.length === options - 1)
        out.mc_cloze.push({
          ...mc(rng, 'mc_cloze', f.cloze(blank, !p.simplified), term, wrong, s, sectionOf(si)),
          misfit,
        });
      if (blankable)
        out.fill_blank.push({
          form: 'fill_blank',
          sentence: si,
          section: sectionOf(si),
          term: term.key,
          misfit,
          q: q('fill_blank', f.fillBlank(blank), term.term, s.text, `The text says: ${quote(s.text)}`),
        });
      if (!usedForTf.has(si)) {
        usedForTf.add(si);
        out.tf_true.push({
          form: 'tf_true',
          sentence: si,
          section: sectionOf(si),
          term: term.key,
          misfit,
          q: {
            ...q('true_false', f.trueFalse(p.text), 'True', s.text, `True. The text says: ${quote(s.text)}`),
            options: ['True', 'False'],
          },
        });
        const swap = swapTerm(p.text, term, pool, s.text, a);
        if (swap)
          out.tf_false.push({
            form: 'tf_false',
            sentence: si,
            section: sectionOf(si),
            term: term.key,
            misfit,
            q: {
              ...q(
                'true_false',
                f.trueFalse(swap.statement),
                'False',
                s.text,
                `False. The text says ${term.term}, not ${swap.swapped}: ${quote(s.text)}`,
              ),
              options: ['True', 'False'],
            },
          });
      }
    }
    if (term.definition && term.definitionSentence !== undefined && !termPattern(term.term).test(term.definition)) {
      const s = sentenceAt(a.sentences, term.definitionSentence);
      const definition = plainDefinition(term.definition, fit);
      const misfit = fit ? present(definition, fit).misfit : 0;
      const wrong = distractors(
        pool.filter((t) => t.definition),
        term,
        definition,
        options - 1,
        a,
      );
      const wrongAny = wrong.length === options - 1 ? wrong : distractors(pool, term, definition, options - 1, a);
      if (wrongAny.length === options - 1)
        out.mc_definition.push({
          ...mc(rng, 'mc_definition', f.whichDefined(definition), term, wrongAny, s, sectionOf(s.index)),
          misfit,
        });
      out.short_definition.push({
        form: 'short_definition',
        sentence: s.index,
        section: sectionOf(s.index),
        term: term.key,
        misfit,
        q: q('short_answer', f.meaning(term.term), definition, s.text, `The text says: ${quote(s.text)}`),
      });
    }
  }
  for (const s of a.sentences
    .map((_, i) => sentenceAt(a.sentences, i))
    .filter((x) => x.usable && standsAlone(x.text) && !hasSymbols(x.text))) {
    const p = present(s.text, fit);
    out.explain.push({
      form: 'explain',
      sentence: s.index,
      section: sectionOf(s.index),
      misfit: p.misfit,
      q: q(
        'short_answer',
        f.explain(p.text, !p.simplified),
        `Answers will vary. A correct answer restates: ${s.text}`,
        s.text,
        null,
      ),
    });
  }
  out.sequence.push(...sequences(a, rng, f));
  out.process.push(...processEssays(a, f));
  out.compare.push(...comparisons(a, f));
  out.relate.push(...relations(a, pool, f));
  return out;
}

function q(
  type: DraftQuestion['question_type'],
  prompt: string,
  answer: string,
  passage: string,
  explanation: string | null,
): DraftQuestion {
  return { question_type: type, prompt, options: null, answer, explanation, source_passage: passage };
}

function mc(
  rng: Rng,
  form: Form,
  prompt: string,
  term: SourceTerm,
  wrong: string[],
  s: IndexedSentence,
  section: number,
): Candidate {
  const options = shuffle(rng, [term.term, ...wrong]);
  return {
    form,
    sentence: s.index,
    section,
    term: term.key,
    q: { ...q('multiple_choice', prompt, term.term, s.text, `The text says: ${quote(s.text)}`), options },
  };
}

const stepsName = (name: string | null) => (name && !/:$/.test(name) && name.split(' ').length <= 4 ? name : 'steps');

/** "In what order does the text describe these stages?": the steps shuffled; options are orders. */
function sequences(a: SourceReading, rng: Rng, f: Frames): Candidate[] {
  const out: Candidate[] = [];
  for (const p of a.processes) {
    // Ordering two steps is a coin toss, and two steps have no three wrong orders to offer.
    if (p.cue === 'dates' || p.steps.length < 3) continue;
    const run = p.steps.slice(0, 4);
    const idx = run.map((_, i) => i);
    let shown = shuffle(rng, idx);
    if (shown.every((v, k) => v === k)) shown = [...idx].reverse();
    const letter = (orig: number) => String.fromCharCode(65 + shown.indexOf(orig));
    const right = idx.map(letter).join(', ');
    const perms = new Set<string>();
    while (perms.size < 3) {
      const wrong = shuffle(rng, idx).map(letter).join(', ');
      if (wrong !== right) perms.add(wrong);
    }
    const listed = shown.map((orig, k) => `${String.fromCharCode(65 + k)}. ${run[orig].label}`).join('\n');
    const passage = a.sentences[run[0].sentence].text;
    out.push({
      form: 'sequence',
      sentence: run[0].sentence,
      section: p.section,
      q: {
        question_type: 'multiple_choice',
        prompt: `${f.sequence(stepsName(p.name))}\n${listed}`,
        options: shuffle(rng, [right, ...perms]),
        answer: right,
        explanation: `The text gives them in this order: ${run.map((s) => s.label).join(' → ')}.`,
        source_passage: passage,
      },
    });
  }
  return out;
}

function processEssays(a: SourceReading, f: Frames): Candidate[] {
  return a.processes
    .filter((p) => p.cue !== 'dates')
    .map((p) => ({
      form: 'process' as const,
      sentence: p.steps[0].sentence,
      section: p.section,
      q: q(
        'essay',
        f.process(
          stepsName(p.name),
          p.steps.map((s) => s.label),
        ),
        `A strong answer keeps the text's order (${p.steps.map((s) => s.label).join(' → ')}) and explains each using the text: ${p.steps
          .map((s) => quote(a.sentences[s.sentence].text))
          .filter((x, i, all) => all.indexOf(x) === i)
          .slice(0, 3)
          .join(' ')}`,
        a.sentences[p.steps[0].sentence].text,
        null,
      ),
    }));
}

function comparisons(a: SourceReading, f: Frames): Candidate[] {
  return a.comparisons.map((c) => ({
    form: 'compare' as const,
    sentence: c.sentence,
    section: a.sentences[c.sentence].section,
    q: q(
      'essay',
      f.compare(c.a, c.b),
      `${c.a}: ${c.aOnly.join(', ')}. ${c.b}: ${c.bOnly.join(', ')}.${c.both.length ? ` Both: ${c.both.join(', ')}.` : ''} The text says: ${quote(a.sentences[c.sentence].text)}`,
      a.sentences[c.sentence].text,
      null,
    ),
  }));
}

/** Two key terms joined in one sentence by a stated relation ("causes", "is part of", "produces"). */
function relations(a: SourceReading, pool: SourceTerm[], f: Frames): Candidate[] {
  const out: Candidate[] = [];
  const top = pool.slice(0, 30);
  const seen = new Set<number>();
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      if (related(top[i], top[j])) continue;
      const shared = top[i].sentences.find(
        (s) =>
          top[j].sentences.includes(s) && a.sentences[s].usable && !seen.has(s) && RELATION.test(a.sentences[s].text),
      );
      if (shared === undefined) continue;
      seen.add(shared);
      const s = a.sentences[shared].text;
      out.push({
        form: 'relate',
        sentence: shared,
        section: a.sentences[shared].section,
        term: top[i].key,
        q: q('short_answer', f.relate(top[i].term, top[j].term), `The text says: ${quote(s)}`, s, null),
      });
    }
  }
  return out;
}
