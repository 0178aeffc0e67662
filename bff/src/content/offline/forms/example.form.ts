// Example → concept, as one sentence of the text states it (language/examples.ts: "X, such as A and B",
// "A is an example of X", "Examples of X include A"). The question names the examples and asks which
// idea the text gives them as examples of; the key is the idea as the sentence names it. Wrong options
// are other ideas the text teaches (its terms of the same kind, or ideas it gives examples of elsewhere),
// never one the sentence names, so the sentence supports one option only.
import type { SourceTerm } from '../../source/source.types';
import { examplesOf } from '../../language/examples';
import { teachesTerm } from '../../language/blank-rules';
import { present } from '../../language/sentence.fit';
import { sentenceAt } from '../../language/sentences';
import { termPattern } from '../../language/term-pattern';
import { shuffle } from '../../random';
import type { Candidate } from '../question.candidate';
import { usedAsNoun } from '../../language/swap.rules';
import { vagueTerm } from '../../language/term-shape';
import { wrongKindOption } from '../../language/option-kind';
import { askableSentence, type FormInput } from './form.input';
import { clauseWords, overlap } from './form.words';

interface Stated {
  concept: string;
  examples: string[];
  sentence: number;
  section: number;
}

const fold = (s: string) => s.toLocaleLowerCase('en-US');

/** The text teaches the idea: one of its taught terms, or a phrase of two or more words. */
const taughtIdea = (pool: SourceTerm[], concept: string) =>
  concept.includes(' ') || pool.some((t) => teachesTerm(t) && fold(t.term) === fold(concept));

export function exampleCandidates({ a, pool, rng, f, options, fit }: FormInput): Candidate[] {
  const stated: Stated[] = [];
  a.sentences.forEach((s, i) => {
    if (!askableSentence(s, a)) return;
    const ex = examplesOf(s.text);
    if (!ex || ex.examples.length > 4 || !taughtIdea(pool, ex.concept)) return;
    stated.push({ ...ex, sentence: i, section: s.section });
  });
  const ideas = [
    ...stated.map((x) => x.concept),
    ...pool.filter((t) => t.kind === 'concept' && teachesTerm(t)).map((t) => t.term),
  ];
  const asTerm = (w: string) => pool.find((t) => fold(t.term) === fold(w));
  const nounLike = (w: string) => w.includes(' ') || !asTerm(w) || usedAsNoun(a, asTerm(w)!);
  const out: Candidate[] = [];
  for (const x of stated) {
    const passage = sentenceAt(a.sentences, x.sentence).text;
    const mine = clauseWords(x.concept);
    const here = clauseWords(passage);
    // None named in the sentence, in any form ("model" where it says "modelled": the sentence would say it
    // too), none sharing most of its words with the key, one of each.
    const wrong = shuffle(
      rng,
      ideas.filter(
        (i) =>
          !termPattern(i).test(passage) &&
          overlap(clauseWords(i), here) < 0.5 &&
          overlap(clauseWords(i), mine) < 0.5 &&
          overlap(mine, clauseWords(i)) < 0.5 &&
          !x.examples.some((e) => fold(e) === fold(i)) &&
          // A thing's name like the key's: no verb or adjective of the text ("moves"), no way of talking, no
          // person beside an idea (option-kind.ts).
          nounLike(i) &&
          !vagueTerm(i) &&
          !wrongKindOption(null, x.concept, i, a),
      ),
    )
      .filter((i, k, all) => all.findIndex((o) => fold(o) === fold(i)) === k)
      .slice(0, options - 1);
    if (wrong.length < options - 1) continue;
    out.push({
      form: 'example',
      sentence: x.sentence,
      section: x.section,
      misfit: fit ? present(passage, fit).misfit : 0,
      q: {
        question_type: 'multiple_choice',
        prompt: f.exampleOf(x.examples),
        options: shuffle(rng, [x.concept, ...wrong]),
        answer: x.concept,
        explanation: `The text says: “${passage}”`,
        source_passage: passage,
      },
    });
  }
  return out;
}
