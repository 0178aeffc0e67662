// Question forms built from the teacher's own text (its reading, source/source.read.ts). Each is
// correct by construction: the answer is the key term that was blanked or swapped, the definition the
// text gives, or the order the text itself tells. Distractors and swaps are sibling terms of the same
// text (same head word or same kind), never a word of the stem.
import type { DraftQuestion } from '../schemas/question.schema';
import type { Candidate, Form } from './question.candidate';
import { createRng, shuffle, type Rng } from '../random';
import { blankOut, termPattern } from '../language/term-pattern';
import type { SourceReading, SourceTerm } from '../source/source.types';
import type { GradeFit } from '../readability/grade.band';
import { framesFor, plainDefinition, type Frames } from './question.frames';
import { present } from '../language/sentence.fit';
import { isWholeSentence, posEndingAt } from '../language/sentence.simplify';
import { tokensOf } from '../language/clause-tokens';
import { cap, sentenceAt, standsAlone, type IndexedSentence } from '../language/sentences';
import { leansOnNeighbours, statesAFact } from '../language/stands-alone';
import { CONTRAST_CUE, contrastOf } from '../language/contrast';
import { addsToSentence, modelAnswer, scoringPoints, statedLink } from '../language/scoring-points';
import { causeCandidates } from './forms/cause.form';
import { exampleCandidates } from './forms/example.form';
import { whichTrueCandidates } from './forms/which-true.form';
import { apparatusTerm, isApparatus } from '../language/apparatus';
import { swapFault, swapSiteOf } from '../language/swap-sense';
import { storyCandidates } from './forms/story.form';
import { contradicts, fitsQualifier, glossBefore, glossedAfter, sameSort, slotFits } from '../language/swap-fit';
import { insideLonger, inQuotedTitle, keyForBlanks, spansOf, teachesTerm, type Span } from '../language/blank-rules';
import {
  articleUse,
  boundBlank,
  boundUse,
  determined,
  hasSymbols,
  insideName,
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

export type { Candidate, Form };

const quote = (s: string) => `“${s}”`;
/** The key of an explain item with nothing to explain beyond the sentence itself. */
export const RESTATES = 'Answers will vary. A correct answer restates: ';
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
    // "Example", "Figure", "Answer": the book's apparatus, never a term to ask about or offer (apparatus.ts).
    return (
      !apparatusTerm(t.term) &&
      (s.origins.some((o) => o !== 'phrase') ||
        t.term.includes(' ') ||
        s.kind !== 'concept' ||
        (rank < 15 && t.count >= 3))
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

/** The text treats the two as one sort: listed or compared together, or both its marked terms and the new one fits the slot. */
function fitsSort(
  a: SourceReading,
  sentence: string,
  at: number,
  length: number,
  x: SourceTerm,
  y: SourceTerm,
): boolean {
  const sort = sameSort(a, x, y);
  return sort === 'listed' || (sort === 'marked' && slotFits(a, sentence, at, length, y));
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
  // A sentence that opens or closes inside a quotation ("Now,” said he, “if you teach that master…") prints
  // its quotation marks unpaired, and the false statement reads as a misquote of the speaker.
  const opens = whole.match(/“/g)?.length ?? 0;
  if (opens !== (whole.match(/”/g)?.length ?? 0) || whole.indexOf('”') < whole.indexOf('“')) return null;
  const m = termPattern(term.term).exec(sentence);
  // Not inside a name, a citation or an aside ("(e.g., Hobson, 2002)"), nor where the term qualifies the noun after it.
  if (!m || boundUse(sentence, m.index, m[0].length) || modifies(sentence, m.index + m[0].length)) return null;
  // Key terms are names of things: where the sentence uses the word as a verb ("easier to recall"), a noun cannot take its place.
  if (!['NOUN', 'PROPN'].includes(posEndingAt(sentence, m.index + m[0].length) ?? '')) return null;
  // A term the sentence glosses ("assets, or what you own") cannot change without contradicting the gloss.
  if (glossedAfter(sentence, m.index + m[0].length) || glossBefore(sentence, m.index) || /!\s*["”]?$/.test(sentence))
    return null;
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
  const fits = siblings(pool, term).filter((t) => {
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
      (!a ||
        (usedAsNoun(a, t) &&
          // A claim a student could believe: terms the text treats as one sort, in a slot where the new
          // one reads as the text writes it, and never one whose own meaning the sentence contradicts.
          fitsSort(a, sentence, m.index, m[0].length, term, t) &&
          fitsQualifier(a, sentence, m.index, t) &&
          !contradicts(sentence, m.index, m[0].length, t)))
    );
  });
  const at = m.index;
  for (const sibling of fits) {
    const word = replacement(sibling)!;
    // "an inference" becomes "a principle", not "an principle".
    const before = sentence.slice(0, at).replace(/\b(a|an)(\s+)$/i, (_, article: string, space: string) => {
      const want = /^[aeiou]/i.test(word) ? 'an' : 'a';
      return (article[0] === 'A' ? want.charAt(0).toUpperCase() + want.slice(1) : want) + space;
    });
    const put = at === 0 ? word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1) : word;
    const statement = before + put + sentence.slice(at + m[0].length);
    if (statement === sentence) continue;
    // Still sense, and still false: else the next sibling, or no false statement from this sentence.
    const site = { sentence, at, length: m[0].length, replacement: put, statement };
    if (swapFault(site, m[0], a)) continue;
    // Read as a student reads it, word by word against the passage (as a model's claim is read): "called
    // "parity bits" (or parity cards)" → "(or black cards)" swaps "parity", which the sentence names again.
    // Where that reading finds the very site built, the check above has already read it.
    const seen = swapSiteOf(sentence, statement);
    const same = seen && seen.at === at && seen.length === m[0].length && seen.replacement === put;
    if (seen && !same && swapFault(seen, sentence.slice(seen.at, seen.at + seen.length), a)) continue;
    return { statement, swapped: sibling.term };
  }
  return null;
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
    cause: [],
    cause_open: [],
    example: [],
    which_true: [],
    moral: [],
    moral_open: [],
    speaker: [],
    story_order: [],
  };
  const pool = askable(a);
  const sectionOf = (i: number) => a.sentences[i]?.section ?? 0;
  const usedForTf = new Set<number>();
  for (const term of pool) {
    // Blanks fall only on words the text teaches, never on an everyday word it uses in passing.
    const teaches = teachesTerm(term);
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
      // What the student reads must make sense without the sentences around it ("By the same token, …").
      if (leansOnNeighbours(p.text)) continue;
      const blank = blankOut(p.text, term.term);
      if (!blank) continue;
      const misfit = p.misfit;
      const key = teaches ? blankKey(p.text, term, pool) : null;
      // Distractors avoid every term of the whole sentence: one cut from a shortened stem could still fit the blank.
      const wrong = key
        ? agreeing(a, key, term, distractors(pool, term, s.text, options + 2, a)).slice(0, options - 1)
        : [];
      if (key && wrong.length === options - 1)
        out.mc_cloze.push({
          ...mc(rng, 'mc_cloze', f.cloze(blank, !p.simplified), key, term, wrong, s, sectionOf(si)),
          misfit,
        });
      if (key)
        out.fill_blank.push({
          form: 'fill_blank',
          sentence: si,
          section: sectionOf(si),
          term: term.key,
          misfit,
          q: q('fill_blank', f.fillBlank(blank), key, s.text, `The text says: ${quote(s.text)}`),
        });
      // A statement to judge true or false is a claim about the subject, not advice to "you" or "we".
      if (!usedForTf.has(si) && statesAFact(p.text)) {
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
    // A meaning that points outside itself ("It will add up to either 0 or 10") defines nothing on its own.
    if (
      term.definition &&
      term.definitionSentence !== undefined &&
      !termPattern(term.term).test(term.definition) &&
      !leansOnNeighbours(term.definition)
    ) {
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
          ...mc(rng, 'mc_definition', f.whichDefined(definition), term.term, term, wrongAny, s, sectionOf(s.index)),
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
    if (leansOnNeighbours(p.text)) continue;
    // Only where the text gives something to explain beyond the sentence (the meaning of a term it defines
    // elsewhere) is there a key to mark against; a key that can only restate the sentence is not asked.
    // A reason the sentence gives is asked for as a reason (forms/cause.form.ts), not as "explain".
    const points = scoringPoints(pool, s.text);
    if (!points.some((x) => x.startsWith('uses “') && addsToSentence(x, s.text))) continue;
    out.explain.push({
      form: 'explain',
      sentence: s.index,
      section: sectionOf(s.index),
      misfit: p.misfit,
      q: q('short_answer', f.explain(p.text, !p.simplified), modelAnswer(points, s.text), s.text, null),
    });
  }
  out.sequence.push(...sequences(a, rng, f));
  out.process.push(...processEssays(a, f));
  out.compare.push(...comparisons(a, pool, f));
  out.relate.push(...relations(a, pool, f));
  const input = { a, pool, rng, f, options, fit };
  Object.assign(out, causeCandidates(input));
  out.example.push(...exampleCandidates(input));
  out.tf_true = out.tf_true.filter(noApparatus);
  out.tf_false = out.tf_false.filter(noApparatus);
  out.which_true.push(...whichTrueCandidates(out.tf_true, out.tf_false, rng, f, options));
  Object.assign(out, storyCandidates(input));
  // A review box's heading run into a sentence ("Check Your Learning The force …") is in no stem, option,
  // key or quote, whichever form took the sentence.
  for (const form of Object.keys(out) as Form[]) out[form] = out[form].filter(noApparatus);
  return out;
}

const noApparatus = (c: Candidate) =>
  ![c.q.prompt, c.q.answer, c.q.source_passage ?? '', ...(c.q.options ?? [])].some(isApparatus);

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
  answer: string,
  term: SourceTerm,
  wrong: string[],
  s: IndexedSentence,
  section: number,
): Candidate {
  const options = shuffle(rng, [answer, ...wrong]);
  return {
    form,
    sentence: s.index,
    section,
    term: term.key,
    q: { ...q('multiple_choice', prompt, answer, s.text, `The text says: ${quote(s.text)}`), options },
  };
}

/**
 * The key of a blank on the term in this sentence (the word as the sentence writes it), or null when
 * no blank may fall there: in a citation, a name or half of a hyphenated name ("(_____, 2001)", "Bronislaw
 * _____", "In the Atkinson-_____ model"), inside a longer term ("The normal _____"), inside a quoted title,
 * or where the sentence writes the term two ways.
 */
function blankKey(sentence: string, term: SourceTerm, pool: SourceTerm[]): string | null {
  const spans = spansOf(sentence, termPattern(term.term));
  if (!spans.length) return null;
  const longer: Span[] = pool
    .filter((t) => t.term.length > term.term.length && ` ${t.key} `.includes(` ${term.key} `))
    .flatMap((t) => spansOf(sentence, termPattern(t.term)));
  if (
    spans.some(
      (x) =>
        boundBlank(sentence, x.at, x.length) ||
        insideName(sentence, x.at, x.length) ||
        insideLonger(x, longer) ||
        inQuotedTitle(sentence, x),
    )
  )
    return null;
  return keyForBlanks(sentence, spans, term.term);
}

/**
 * Distractors in the blank's number: when the sentence writes the term in the plural ("sociocultural
 * constructions"), each wrong option is the plural the text itself writes, or is left out.
 */
function agreeing(a: SourceReading, key: string, term: SourceTerm, wrong: string[]): string[] {
  if (key.toLocaleLowerCase('en-US') === term.term.toLocaleLowerCase('en-US')) return wrong;
  return wrong
    .map((w) => {
      const t = a.terms.find((x) => x.term === w);
      return t && !looksPlural(t.term) ? pluralInText(a, t) : t ? t.term : null;
    })
    .filter((w): w is string => !!w);
}

/** An order word left at a step's start ("Then, …") says nothing of the step and is dropped. */
const LEADING_ORDER =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|finally|lastly|after that|afterwards)\b,?\s*/i;
/** A step that still tells where it goes ("begins with", "then", "Stage 2") would give the order away. */
const TELLS_ORDER =
  /\b(?:first|second|third|fourth|then|next|finally|last|lastly|begins?|began|beginning|starts?|started|ends?|afterwards?|after|before|later|once|\d+|step|stage|phase|one|two|three|four)\b/i;

/** A step's form: a thing named, an action told, or a clause with its subject. */
const stepForm = (label: string) => {
  const first = tokensOf(label.charAt(0).toLocaleLowerCase('en-US') + label.slice(1))[0]?.pos ?? '';
  return first === 'PROPN' || first === 'ADJ' || first === 'DET' ? 'NOUN' : first;
};

const stepsName = (name: string | null) => (name && !/:$/.test(name) && name.split(' ').length <= 4 ? name : 'steps');

/** "In what order does the text describe these stages?": the steps shuffled; options are orders. */
function sequences(a: SourceReading, rng: Rng, f: Frames): Candidate[] {
  const out: Candidate[] = [];
  for (const p of a.processes) {
    // Ordering two steps is a coin toss, and two steps have no three wrong orders to offer.
    if (p.cue === 'dates' || p.steps.length < 3) continue;
    const run = p.steps.slice(0, 4).map((s) => {
      const label = s.label.replace(LEADING_ORDER, '');
      return { ...s, label: label.charAt(0).toLocaleUpperCase('en-US') + label.slice(1) };
    });
    // Never an order a step's own words give away: the student orders what happens, not the signposts.
    if (run.some((s) => TELLS_ORDER.test(s.label))) continue;
    // Steps of one form ("Evaporation", "Condensation"; "Heat the water", "Pour it"): a list cut from a
    // sentence ("We encode", "Store", "Retrieve that information") is no set of steps a student can order.
    if (new Set(run.map((s) => stepForm(s.label))).size > 1) continue;
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

/**
 * Describe a process in order: the key keeps the order and gives what the text says at each step. Only
 * where those sentences say more than the step names the prompt lists; a process whose steps are whole
 * sentences already would be keyed by the prompt itself.
 */
function processEssays(a: SourceReading, f: Frames): Candidate[] {
  return a.processes
    .filter((p) => p.cue !== 'dates')
    .flatMap((p) => {
      const labels = p.steps.map((s) => s.label);
      const said = p.steps
        .map((s) => a.sentences[s.sentence].text)
        .filter((x, i, all) => all.indexOf(x) === i)
        .slice(0, 3);
      if (!said.some((x) => addsToSentence(x, labels.join('; ')))) return [];
      return [
        {
          form: 'process' as const,
          sentence: p.steps[0].sentence,
          section: p.section,
          q: q(
            'essay',
            f.process(stepsName(p.name), labels),
            `A strong answer keeps the text's order (${labels.join(' → ')}) and explains each using the text: ${said
              .map(quote)
              .join(' ')}`,
            a.sentences[p.steps[0].sentence].text,
            null,
          ),
        },
      ];
    });
}

/**
 * The text's own contrasts (language/contrast.ts): two terms it teaches, set against each other in one
 * sentence that stands alone ("Laws are often also concise, whereas theories are more complicated"). The
 * key says what the text says of each side, then quotes it.
 */
function comparisons(a: SourceReading, pool: SourceTerm[], f: Frames): Candidate[] {
  // Ideas, not people or places: "Ahmed" and "Istanbul" are not two sides of a contrast.
  const taught = pool.filter((t) => t.kind === 'concept' && teachesTerm(t));
  const out: Candidate[] = [];
  a.sentences.forEach((s, i) => {
    if (!s.usable || hasSymbols(s.text) || !CONTRAST_CUE.test(s.text) || leansOnNeighbours(s.text)) return;
    const here = taught.filter((t) => t.sentences.includes(i));
    for (const x of here)
      for (const y of here) {
        if (x === y || related(x, y) || out.some((o) => o.sentence === i)) continue;
        const sides = contrastOf(s.text, x.term, y.term);
        if (!sides) continue;
        out.push({
          form: 'compare',
          sentence: i,
          section: s.section,
          term: x.key,
          q: q(
            'short_answer',
            f.compare(x.term, y.term),
            `${cap(x.term)}: ${sides.first}. ${cap(y.term)}: ${sides.second}. The text says: ${quote(s.text)}`,
            s.text,
            null,
          ),
        });
      }
  });
  return out;
}

/** Two key terms joined in one sentence by a stated relation ("causes", "is part of", "produces"). */
function relations(a: SourceReading, pool: SourceTerm[], f: Frames): Candidate[] {
  const out: Candidate[] = [];
  const top = pool.slice(0, 30);
  // As the text names each: "procrastination", "stress", but "the normal force", never "connected to object".
  const named = (t: SourceTerm) => (looksLikeName(t.term) || usedBare(a, t) ? t.term : `the ${t.term}`);
  const seen = new Set<number>();
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      if (related(top[i], top[j])) continue;
      const shared = top[i].sentences.find(
        (s) =>
          top[j].sentences.includes(s) &&
          a.sentences[s].usable &&
          !seen.has(s) &&
          RELATION.test(a.sentences[s].text) &&
          !leansOnNeighbours(a.sentences[s].text),
      );
      if (shared === undefined) continue;
      const s = a.sentences[shared].text;
      // Both are things ("how is produce connected to goods?" asks after a verb), and the sentence states
      // the link between them in a short stretch the key can give.
      const link = statedLink(s, top[i], top[j], RELATION);
      if (!link || !usedAsNoun(a, top[i]) || !usedAsNoun(a, top[j])) continue;
      seen.add(shared);
      const points = [`says how they are linked: ${link}`, ...scoringPoints(pool, s).filter((x) => !x.includes(link))];
      out.push({
        form: 'relate',
        sentence: shared,
        section: a.sentences[shared].section,
        term: top[i].key,
        q: q('short_answer', f.relate(named(top[i]), named(top[j])), modelAnswer(points, s), s, null),
      });
    }
  }
  return out;
}
