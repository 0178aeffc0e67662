// Question forms built from the teacher's own text (its reading, source/source.read.ts). Each is
// correct by construction: the answer is the key term that was blanked or swapped, the definition the
// text gives, or the order the text itself tells. Distractors and swaps are sibling terms of the same
// text (same head word or same kind), never a word of the stem.
import { thinClaim } from '../language/thin-claim';
import { deniesOutright, MEANING_STATED, negated } from '../language/negate';
import type { Candidate, Form } from './question.candidate';
import { createRng } from '../random';
import { blankOut, halfOfJoinedName, termPattern } from '../language/term-pattern';
import type { SourceReading, SourceTerm } from '../source/source.types';
import type { GradeFit } from '../readability/grade.band';
import { framesFor } from './question.frames';
import { present, type Presented } from '../language/sentence.fit';
import { withoutConnective } from '../language/connectives';
import { wrongKindOption } from '../language/option-kind';
import { notAlsoRight } from '../language/same-thing';
import { isWholeSentence } from '../language/sentence.simplify';
import { sentenceAt, standsAlone } from '../language/sentences';
import { leansOnNeighbours } from '../language/stands-alone';
import { oneOfMany } from '../language/one-of-many';
import { carriesAView, statesAFact } from '../language/fact-statement';
import { inItsSetting } from '../language/setting';
import { namedInFull } from '../language/full-name';
import { addsToSentence, modelAnswer, scoringPoints } from '../language/scoring-points';
import { causeCandidates } from './forms/cause.form';
import { exampleCandidates } from './forms/example.form';
import { whichTrueCandidates } from './forms/which-true.form';
import { apparatusTerm, isApparatus } from '../language/apparatus';
import { storyCandidates } from './forms/story.form';
import { definitionCandidates, describesAPerson } from './forms/definition.form';
import { openBlankTakes, teachesTerm } from '../language/blank-rules';
import { hasSymbols, looksLikeName } from '../language/swap.rules';
import { q, mc, quote } from './question.make';
import { distractors, kindsOf, swapTerm } from './question.swap';
import { agreeing, blankKey } from './question.blanks';
import { comparisons, processEssays, relations, sequences } from './question.structure';

export { kindsOf, siblings, swapTerm } from './question.swap';

export { standsAlone };

export type { Candidate, Form };

/** The key of an explain item with nothing to explain beyond the sentence itself. */
export const RESTATES = 'Answers will vary. A correct answer restates: ';
/** Kinds of term (swap.rules.ts `swapKind`) that are names of someone or something, not words with a meaning. */
const NAMED = new Set(['person', 'place', 'group', 'event', 'document']);
/** A term that is a name of someone or something (a person, a place, a side, an event, a law), not a word to learn. */
export const namesOne = (term: SourceTerm, pool: SourceTerm[], a: SourceReading) =>
  looksLikeName(term.term) &&
  (NAMED.has(kindsOf(pool, a).get(term.key) ?? 'concept') || term.kind !== 'concept' || describesAPerson(term));

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
  /** Measures and tests of the swap rules only: a swapped statement where a sentence cannot be negated, as before session 19. */
  swapsAsStatements = false,
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
  const mentions = (text: string, t: string) => [...text.matchAll(termPattern(t))].length;
  const usedForTf = new Set<number>();
  // "The volume of an object is not the measure of the physical space it occupies.": a meaning denied is a trick
  // item, not a false statement to weigh (session 22's read); a sentence that gives a term's meaning is asked true.
  const defining = new Set(
    a.terms.flatMap((t) => (t.definition && t.definitionSentence !== undefined ? [t.definitionSentence] : [])),
  );
  const texts = a.sentences.map((s) => s.text);
  for (const term of pool) {
    // Blanks fall only on words the text teaches, never on an everyday word it uses in passing.
    const teaches = teachesTerm(term);
    // A sentence with symbols ("v is the speed of a surface wave") needs its equation or figure beside it.
    const all = term.sentences.filter(
      (i) =>
        a.sentences[i].usable &&
        i !== term.definitionSentence &&
        standsAlone(asked(a.sentences[i].text)) &&
        isWholeSentence(a.sentences[i].text) &&
        !hasSymbols(a.sentences[i].text),
    );
    // With a grade, the term's best-fitting sentences (in text order among equals); else its first ones.
    const shown = new Map(all.map((i) => [i, withoutLink(present(a.sentences[i].text, fit, term.term), term.term)]));
    const uses = (fit ? [...all].sort((x, y) => shown.get(x)!.misfit - shown.get(y)!.misfit || x - y) : all).slice(
      0,
      SENTENCES_PER_TERM,
    );
    for (const si of uses) {
      const s = sentenceAt(a.sentences, si);
      const p = shown.get(si)!;
      // What the student reads must make sense without the sentences around it ("By the same token, …").
      if (leansOnNeighbours(p.text) || oneOfMany(a.sentences, p.text)) continue;
      // A general claim said in the setting of the sentence before carries it ("At the equator, every day of
      // the year, …") and quotes both sentences; one whose setting cannot be carried is not printed alone.
      const set = inItsSetting(a.sentences, si, p.text);
      if (set === null) continue;
      // "The act applied …" printed as "The Kansas-Nebraska Act applied …", never with the term itself put in.
      const full = set === p.text ? namedInFull(a.sentences, si, p.text) : set;
      const stated = mentions(full, term.term) > mentions(p.text, term.term) ? set : full;
      // "All _____ are not equal.": too little said of the term to blank it or judge it true or false.
      if (thinClaim(stated, term.term)) continue;
      const framed = set !== p.text;
      const renamed = stated !== set;
      const src = framed ? { ...s, text: `${a.sentences[si - 1].text} ${s.text}` } : s;
      // "an H–_____ should be plotted": a blank on part of a joined name asks for half a word.
      const blank = halfOfJoinedName(stated, term.term) ? null : blankOut(stated, term.term);
      if (!blank) continue;
      const misfit = p.misfit;
      // The title and the section's heading: a name the text is about may be blanked where it qualifies a noun.
      const about = `${a.title}\n${a.sections[s.section]?.heading ?? ''}`;
      const key = teaches ? blankKey(stated, term, pool, about, texts) : null;
      // Distractors avoid every term of the whole sentence: one cut from a shortened stem could still fit the blank.
      const wrong = key
        ? notAlsoRight(
            a,
            key,
            agreeing(a, key, term, distractors(pool, term, src.text, options + 2, a))
              // Of the key's kind where the blank puts it: no noun for a verb, no person beside a law (option-kind.ts).
              .filter((w) => !wrongKindOption(blank, key, w, a)),
            // Never a second right answer: the key by another name (same-thing.ts).
          ).slice(0, options - 1)
        : [];
      if (key && wrong.length === options - 1)
        out.mc_cloze.push({
          ...mc(
            rng,
            'mc_cloze',
            f.cloze(blank, !p.simplified && !framed && !renamed),
            key,
            term,
            wrong,
            src,
            sectionOf(si),
          ),
          misfit,
        });
      if (key)
        out.fill_blank.push({
          form: 'fill_blank',
          sentence: si,
          section: sectionOf(si),
          term: term.key,
          misfit,
          ...(openBlankTakes(term, key) ? {} : { spokenOnly: true }),
          q: q('fill_blank', f.fillBlank(blank), key, src.text, `The text says: ${quote(src.text)}`),
        });
      // A statement to judge true or false is a claim about the subject, not advice to "you" or "we".
      // Nor the theory of an author the sentence before names ("Calhoun argued … . If …, then … had to …").
      const before = si > 0 && sectionOf(si - 1) === sectionOf(si) ? a.sentences[si - 1].text : undefined;
      if (!usedForTf.has(si) && statesAFact(stated) && !carriesAView(before, s.text)) {
        usedForTf.add(si);
        // One sentence's true/false items differ only in the statement shown, its key and what the key says.
        const judged = (form: Form, statement: string, key: 'True' | 'False', says: string): Candidate => ({
          form,
          sentence: si,
          section: sectionOf(si),
          term: term.key,
          misfit,
          q: {
            ...q('true_false', f.trueFalse(statement), key, src.text, `${says} ${quote(src.text)}`),
            options: ['True', 'False'],
          },
        });
        out.tf_true.push(judged('tf_true', stated, 'True', 'True. The text says:'));
        // A carried setting's claim is asked true only: its false twin would be checked against two sentences.
        // The text's own sentence negated is false by its own words (language/negate.ts).
        const not = framed || defining.has(si) || MEANING_STATED.test(stated) ? null : negated(stated);
        if (not) out.tf_false.push(judged('tf_false', not, 'False', 'False. The text says:'));
        // A swapped term is never a true/false item of its own: over five blind reads (sessions 15-19) 127 of 178
        // ratings of such statements were "unusable" and 13 "prints as is" ("defeated in the Liberty Party" for "in
        // the Senate", "instability in Mycenae" for "in Greece"); a sentence that cannot be negated is asked true.
        // The swap rules' own measure and tests still ask for them.
        const swap = framed || not || !swapsAsStatements ? null : swapTerm(stated, term, pool, src.text, a);
        if (swap)
          out.tf_false.push(
            judged('tf_false', swap.statement, 'False', `False. The text says ${term.term}, not ${swap.swapped}:`),
          );
      }
    }
    // What the text says the term means (forms/definition.form.ts), drawn here so the random draws keep their order.
    const meant = definitionCandidates({ a, pool, rng, f, options, fit }, term, namesOne(term, pool, a));
    out.mc_definition.push(...meant.mc_definition);
    out.short_definition.push(...meant.short_definition);
  }
  for (const s of a.sentences
    .map((_, i) => sentenceAt(a.sentences, i))
    .filter((x) => x.usable && standsAlone(asked(x.text)) && !hasSymbols(x.text))) {
    const p = withoutLink(present(s.text, fit));
    // A claim said in the setting of the sentence before is asked where its setting is carried (above).
    if (
      leansOnNeighbours(p.text) ||
      oneOfMany(a.sentences, p.text) ||
      inItsSetting(a.sentences, s.index, p.text) !== p.text
    )
      continue;
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
  // Every option a denial (forms/which-true.form.ts): the text's own negative sentences, and others negated.
  const deniedByText = out.tf_true.filter((c) => deniesOutright(c.q.prompt));
  out.which_true.push(...whichTrueCandidates(deniedByText, out.tf_false, rng, f, options));
  Object.assign(out, storyCandidates(input));
  // A review box's heading run into a sentence ("Check Your Learning The force …") is in no stem, option,
  // key or quote, whichever form took the sentence.
  for (const form of Object.keys(out) as Form[]) out[form] = out[form].filter(noApparatus);
  return out;
}

/** The sentence as a question prints it: without a connective that only ties it to the one before (connectives.ts). */
const asked = (sentence: string) => withoutConnective(sentence) ?? sentence;

/** The presented sentence without such a connective, marked as no longer the text's words, when the term is still in it. */
function withoutLink(p: Presented, term?: string): Presented {
  const cut = withoutConnective(p.text);
  return cut && (!term || termPattern(term).test(cut)) ? { ...p, text: cut, simplified: true } : p;
}

const noApparatus = (c: Candidate) =>
  ![c.q.prompt, c.q.answer, c.q.source_passage ?? '', ...(c.q.options ?? [])].some(isApparatus);
