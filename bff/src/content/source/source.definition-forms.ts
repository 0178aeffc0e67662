// Definitions textbooks write in other forms than "X is a …" (source.definitions.ts reads those), each a
// small reader over the sentence's parse (source.clauses.ts), each taking the meaning only from the words
// that are about that very term:
// - a head that defines after a comma: "the Navigation Acts, laws that limited colonial trade",
//   "Mercantilism, an economic system whereby a nation …", "social constructs, ideas that have been …";
// - between dashes: "a stereotype—that is, a specific belief …—", "disorders that involve the
//   cardiovascular system—known as cardiovascular disorders—";
// - a naming clause: "a slow circle, a motion which scientists call precession", "When work is
//   assigned based on a person’s sex, anthropologists call this a sexual division of labor", "… is what
//   we call memory";
// - the term at the end of the copula: "The time from one new moon to the next is the lunar month.", and
//   a name given then defined: "The tone was the neutral stimulus (NS), which is a stimulus that …";
// - a name in brackets: "the outer layer of the Sun (also called the photosphere)", "the tilt of its
//   axis (its obliquity)";
// - what a marked word means, right after it: "highly egalitarian, meaning that all people are …".
// A reader that can mistake a description for a meaning ("The largest city is the capital.") says so
// with the cue 'statement': the reader of a sentence's terms (source.sentence-terms.ts) keeps it only for a term the author
// set in bold or italics. Each form has its reader in a file of its own (source.form-*.ts); what they
// share, finding a phrase's ends and whether a span reads as a definition, is in source.form-spans.ts.
import type { FoundDefinition } from './source.definition-span';
import type { Tokens } from './source.tokens';
import { headedAppositives } from './source.form-appositive';
import { dashForms } from './source.form-dashes';
import { namingClauses } from './source.form-naming';
import { knownAs } from './source.form-known-as';
import { invertedCopula, namedByCopula } from './source.form-copula';
import { bracketedNames } from './source.form-brackets';
import { meaningClause } from './source.form-meaning';

/**
 * "nausea is the conditioned response (CR)": a meaning that is only another term the file teaches (its
 * article and abbreviation aside) says which role an example plays, not what the term is.
 */
export function onlyNamesATerm(definition: string, taughtKeys: Set<string>, lemmas: (s: string) => string[]): boolean {
  const bare = definition.replace(/\s*\([^()]*\)\s*$/, '').replace(/^(?:the|a|an)\s+/i, '');
  return bare.split(/\s+/).length <= 4 && taughtKeys.has(lemmas(bare).join(' '));
}

/** Every definition the other forms give in one sentence. */
export function formDefinitions(t: Tokens): FoundDefinition[] {
  return [
    ...headedAppositives(t),
    ...dashForms(t),
    ...namingClauses(t),
    ...knownAs(t),
    ...invertedCopula(t),
    ...namedByCopula(t),
    ...bracketedNames(t),
    ...meaningClause(t),
  ];
}
