// Cause → effect, as one sentence of the text states it (language/causes.ts: "E because C", "C, so E",
// "C; as a result, E", "C; therefore, E"). The question shows what happens (E) and asks for the reason;
// the key is the text's own reason (C), word for word. Conditions ("if", "when") are left out: they say
// when, not why. Multiple choice takes as wrong options the reasons the text gives for other things, so
// every option is a clause of the text and only one is the reason it gives for E; an open version keys
// the reason and the sentence's other points (scoring-points.ts), never the quote alone.
import type { SourceReading } from '../../source/source.types';
import { causeAndEffect, lowerFirst, wholeClause, type CauseEffect } from '../../language/causes';
import { scoringPoints } from '../../language/scoring-points';
import { present } from '../../language/sentence.fit';
import { sentenceAt } from '../../language/sentences';
import { statesAFact } from '../../language/fact-statement';
import { isWholeSentence } from '../../language/sentence.simplify';
import { pointsOutside } from '../../language/why-question';
import { shuffle } from '../../random';
import { cap } from '../../source/source.definition-span';
import type { Candidate } from '../question.candidate';
import { askableSentence, type FormInput } from './form.input';
import { clauseWords, overlap } from './form.words';

/** Cues that give a reason; "if" and "when" give a condition. */
const REASON_CUES = new Set(['because', 'since', 'so', 'therefore', 'thus', 'consequently', 'as a result']);
/** Longest clause an option or a stem may quote: a longer one is a paragraph to read, not an option. */
const MAX_WORDS = 28;

const trimStop = (s: string) => s.replace(/[\s.;:,!]+$/, '');
const words = (s: string) => s.split(/\s+/).length;

export interface Reason extends CauseEffect {
  sentence: number;
  section: number;
}

/** Every reason the text gives for something, one per sentence, in the text's order. */
export function reasonsIn(a: SourceReading): Reason[] {
  const out: Reason[] = [];
  a.sentences.forEach((s, i) => {
    if (!askableSentence(s, a)) return;
    const ce = causeAndEffect(s.text);
    if (!ce || !REASON_CUES.has(ce.cue)) return;
    const cause = trimStop(lowerFirst(ce.cause));
    const effect = trimStop(lowerFirst(ce.effect));
    if (words(cause) > MAX_WORDS || words(effect) > MAX_WORDS) return;
    out.push({ cause, effect, cue: ce.cue, sentence: i, section: s.section });
  });
  return out;
}

export function causeCandidates({ a, pool, rng, f, options, fit }: FormInput): {
  cause: Candidate[];
  cause_open: Candidate[];
} {
  const reasons = reasonsIn(a);
  const statements = a.sentences.flatMap((s, i) =>
    askableSentence(s, a) &&
    statesAFact(s.text) &&
    isWholeSentence(s.text) &&
    wholeClause(s.text) &&
    !causeAndEffect(s.text) &&
    words(s.text) <= 20
      ? [{ text: trimStop(lowerFirst(s.text)), sentence: i, section: s.section }]
      : [],
  );
  const cause: Candidate[] = [];
  const causeOpen: Candidate[] = [];
  // What happens must stand alone: "monarchs had little control over them" asks about something the
  // student is not shown (every rater of session 17's read asked who "them" were).
  for (const r of reasons.filter((x) => !pointsOutside(x.effect))) {
    const passage = sentenceAt(a.sentences, r.sentence).text;
    const misfit = fit ? present(passage, fit).misfit : 0;
    const prompt = f.reason(r.effect);
    const explanation = `The text says: “${passage}”`;
    // Wrong options: reasons the text gives for other things, none sharing most of its words with the
    // right one or stated in this sentence (it would be a second right answer).
    const mine = clauseWords(r.cause);
    const here = clauseWords(passage);
    const differs = (clause: string) =>
      overlap(clauseWords(clause), mine) < 0.5 && overlap(clauseWords(clause), here) < 0.5;
    // Then statements the text makes away from this sentence and its neighbours (which may lead up to it):
    // true in the text, but not what it gives as the reason for this. Raters of two blind reads printed 6 and
    // edited 6 of 12 such items ("the options should be reasons"), and asked for more "why" questions, not fewer.
    const wrong = [
      ...shuffle(
        rng,
        // "It is able to break the ionic bonds": an option must say whom or what it is about.
        reasons
          .filter((o) => o.sentence !== r.sentence && differs(o.cause) && !pointsOutside(o.cause))
          .map((o) => o.cause),
      ),
      ...shuffle(
        rng,
        statements.filter((o) => Math.abs(o.sentence - r.sentence) > 2 && differs(o.text) && !pointsOutside(o.text)),
      )
        .sort((x, y) => Number(y.section === r.section) - Number(x.section === r.section))
        .map((o) => o.text),
    ]
      .filter((c, i, all) => all.indexOf(c) === i)
      .slice(0, options - 1);
    const base = { sentence: r.sentence, section: r.section, misfit };
    // Options are printed as sentences start, with a capital (raters marked the lower-case ones to mend).
    if (wrong.length === options - 1)
      cause.push({
        ...base,
        form: 'cause',
        q: {
          question_type: 'multiple_choice',
          prompt,
          options: shuffle(rng, [r.cause, ...wrong]).map(cap),
          answer: cap(r.cause),
          explanation,
          source_passage: passage,
        },
      });
    // The open version: the reason first, then what else the sentence gives (examples, meanings).
    const more = scoringPoints(pool, passage).filter((p) => !p.startsWith('gives the reason'));
    const key = `A full answer (1) gives the reason: ${r.cause}${more.map((p, i) => `; (${i + 2}) ${p}`).join('')}. ${explanation}`;
    causeOpen.push({
      ...base,
      form: 'cause_open',
      q: {
        question_type: 'short_answer',
        prompt,
        options: null,
        answer: key,
        explanation: null,
        source_passage: passage,
      },
    });
  }
  return { cause, cause_open: causeOpen };
}
