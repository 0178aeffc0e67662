// What the text says a term means, asked two ways (question.forms.ts calls it for each term, in turn): "Which
// term does the text describe as “…”?", the text's other terms of the key's kind as options, and "What does the
// text mean by “…”?", keyed with the meaning. A person the text describes is asked as someone to know ("Who was
// Mary Edwards Walker?"); any other name (a place, a side, an event, a law) has no meaning to ask for.
import type { SourceTerm } from '../../source/source.types';
import { wrongKindOption } from '../../language/option-kind';
import { notAlsoRight } from '../../language/same-thing';
import { sentenceAt } from '../../language/sentences';
import { leansOnNeighbours } from '../../language/stands-alone';
import { present } from '../../language/sentence.fit';
import { looksLikeName } from '../../language/swap.rules';
import { nounFiles } from '../../language/word-senses';
import { tokensOf } from '../../language/clause-tokens';
import { termPattern } from '../../language/term-pattern';
import { plainDefinition } from '../question.frames';
import { q, mc, quote } from '../question.make';
import { distractors } from '../question.swap';
import type { Candidate } from '../question.candidate';
import type { FormInput } from './form.input';

/**
 * "Mary Edwards Walker, an abolitionist and surgeon who …": a name whose meaning opens on a word for a person is
 * someone to know, not a word to learn (session 21's read: "a person's name has no meaning; ask who she was").
 */
export function describesAPerson(term: SourceTerm): boolean {
  // The meaning's first noun, past its adjectives ("An English lawyer", "A Buddhist scholar"), read by wink-nlp.
  const head = tokensOf(term.definition ?? '')
    .slice(0, 5)
    .find((t) => t.pos === 'NOUN');
  const files = head ? nounFiles(head.lemma) : [];
  return files.length > 0 && files.every((f) => f === 'person');
}
/** A person's sentence told in the past ("fought", "was"), so the question asks who they were. */
export const toldInThePast = (sentence: string) =>
  /\b(?:was|were|had|did|became)\b|\b\p{Ll}{2,}ed\b/u.test(sentence) && !/\b(?:is|are|has)\b/.test(sentence);

/**
 * The term's meaning items, or none: `named` says the term is a name of someone or something (question.forms.ts
 * `namesOne`). The random draws are the caller's, in its order.
 */
export function definitionCandidates(
  { a, pool, rng, f, options, fit }: FormInput,
  term: SourceTerm,
  named: boolean,
): { mc_definition: Candidate[]; short_definition: Candidate[] } {
  const out = { mc_definition: [] as Candidate[], short_definition: [] as Candidate[] };
  const sectionOf = (i: number) => a.sentences[i]?.section ?? 0;
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
    // A person, a place, a group or an event has no meaning to ask for, and "What does the text say about
    // “Venus”?" has no one answer to mark: raters of three blind reads (sessions 15–17) printed 2 of 18 such
    // items as is and found 12 unusable. A name is asked in the forms that quote what the text says of it.
    // The reading's own kind counts too: "What does the text mean by “Titan”?" (a moon; session 20's read).
    const ofKind = (w: string) => !wrongKindOption(null, term.term, w, a) && notAlsoRight(a, term.term, [w]).length > 0;
    const wrong = distractors(
      pool.filter((t) => t.definition),
      term,
      definition,
      options + 1,
      a,
    ).filter(ofKind);
    const wrongAny = (
      wrong.length >= options - 1 ? wrong : distractors(pool, term, definition, options + 1, a).filter(ofKind)
    ).slice(0, options - 1);
    // A person the text describes is asked as someone to know: "Who was Mary Edwards Walker?", "Who does the text
    // describe as “An English lawyer …”?" (session 22's read: "Which term …?" of a person).
    const person = named && looksLikeName(term.term) && describesAPerson(term);
    const which = person ? f.whoDescribed(definition) : f.whichDefined(definition);
    if (wrongAny.length === options - 1)
      out.mc_definition.push({
        ...mc(rng, 'mc_definition', which, term.term, term, wrongAny, s, sectionOf(s.index)),
        misfit,
      });
    if (!named || person)
      out.short_definition.push({
        form: 'short_definition',
        sentence: s.index,
        section: sectionOf(s.index),
        term: term.key,
        misfit,
        q: q(
          'short_answer',
          person ? f.who(term.term, toldInThePast(s.text)) : f.meaning(term.term),
          definition,
          s.text,
          `The text says: ${quote(s.text)}`,
        ),
      });
  }
  return out;
}
