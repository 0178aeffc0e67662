// Cause → effect, as one sentence of the text states it (language/causes.ts: "E because C", "C, so E",
// "C; as a result, E", "C; therefore, E"). The question shows what happens (E) and asks for the reason;
// the key is the text's own reason (C), word for word. Conditions ("if", "when") are left out: they say
// when, not why. Multiple choice takes as wrong options the reasons the text gives for other things, so
// every option is a clause of the text and only one is the reason it gives for E; an open version keys
// the reason and the sentence's other points (scoring-points.ts), never the quote alone. Where the text gives
// too few other reasons, only the open version is made.
import type { SourceReading } from '../../source/source.types';
import { causeAndEffect, lowerFirst, type CauseEffect } from '../../language/causes';
import { scoringPoints } from '../../language/scoring-points';
import { present } from '../../language/sentence.fit';
import { sentenceAt } from '../../language/sentences';
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
    // Only reasons: a statement of the text that is no reason for anything ("A body at rest tends to remain at
    // rest") reads as no answer to "Why …?" (session 19's blind read: 6 of 6 such items to edit). With too few
    // reasons in the text, the open version asks it.
    const wrong = shuffle(
      rng,
      reasons.filter((o) => o.sentence !== r.sentence && differs(o.cause)).map((o) => o.cause),
    )
      .filter((c, i, all) => all.indexOf(c) === i)
      .slice(0, options - 1);
    const base = { sentence: r.sentence, section: r.section, misfit };
    // Options are printed as sentences start, with a capital (raters marked the lower-case ones to mend).
    // Three options at least, as "Which statement is true?" asks: two reasons beside the right one.
    if (wrong.length >= Math.min(2, options - 1))
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
