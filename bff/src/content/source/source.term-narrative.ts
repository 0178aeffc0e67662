// What a story, a memoir or a travel journal marks or says that is no term and no meaning, though it has
// the shape of one: italics for stress ("Professor Butler *was* in the valley"), a species' Latin name in
// italics, a writer's figure for one particular place ("The archipelago is a little world within itself"),
// and what a narrator tells of the things of the story ("The cabin was a small log building").
import { termFrequency } from './source.frequency';
import { nlp } from './source.nlp';
import type { Analysed, Candidate } from './source.analysed';
import { findIn } from './source.term-lemmas';

/** Tags of words that carry no term of their own: a pronoun, an auxiliary, an article, a preposition, a conjunction. */
const FUNCTION_TAG = /^(?:PRON|AUX|DET|ADP|CCONJ|SCONJ|PART|PUNCT)$/;

/**
 * Italics on "was" or "you" ("that Professor Butler *was* in the valley") stress a word in speech: a run
 * of function words only (wink-nlp parts of speech) names nothing a student could learn.
 */
export function stressOnly(run: string): boolean {
  const tags = nlp().readDoc(run).tokens().out(nlp().its.pos) as string[];
  return tags.length > 0 && tags.every((p) => FUNCTION_TAG.test(p));
}

/**
 * Italics also set a species' Latin name ("a rail (Rallus Phillippensis)", "the blue oak (Quercus
 * Douglasii)"): a capitalised genus and an epithet, neither of them a word of everyday English (under once
 * per million words), names the animal or plant the sentence already names in English. It is no word for a
 * student to learn.
 */
export function latinName(run: string): boolean {
  const words = run.trim().split(/\s+/);
  return (
    words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.every((w) => termFrequency([w.toLowerCase()]) < 1)
  );
}

/**
 * "The archipelago is a little world within itself, or rather a satellite attached to America": where the
 * text also points at it ("this archipelago"), "the X is …" is one particular thing the writer describes, not a
 * kind of thing a definition says what it is. So is every "the X, a …" and "the X was …" a narrator tells of
 * ("The cabin was a small log building", "The overseer, a man who carried a whip, …"): the narrator's own
 * cabin and overseer; and a narrator's "X was …" is a recollection ("Freedom was a word we whispered at
 * night"). Only for a meaning read from a sentence, and never for a word the author marked.
 */
export function describesOne(c: Candidate, a: Analysed, marked: Set<string>, narrator: boolean): boolean {
  if (c.definitionSentence === undefined || marked.has(c.key) || c.origins.has('glossary')) return false;
  const t = a.tokens[c.definitionSentence];
  const found = findIn(t, c.lemmas)[0];
  if (found === undefined) return false;
  // "Freedom was a word we whispered at night": what a narrator recalls, not what the word means.
  if (narrator && c.copula && /^(?:was|were)$/i.test(t.value[found.end] ?? '')) return true;
  if (!/^the$/i.test(t.value[found.at - 1] ?? '')) return false;
  if (narrator) return true;
  return (
    !!c.copula &&
    a.tokens.some((s) => findIn(s, c.lemmas).some((f) => /^(?:this|that|these|those)$/i.test(s.value[f.at - 1] ?? '')))
  );
}

/** A first-person narrative (a memoir, a travel journal): "I", "me" or "my" in one sentence in eight or more. */
export function toldByNarrator(a: Analysed): boolean {
  const first = a.tokens.filter((t) => t.value.some((v, i) => t.pos[i] === 'PRON' && /^(?:i|me|my|myself)$/i.test(v)));
  return a.tokens.length >= 8 && first.length * 8 >= a.tokens.length;
}
