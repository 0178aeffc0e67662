// An appositive that renames a noun phrase and says what it is: "… to summon a honeyguide, a gray-brown
// bird that eats beeswax" (one of the forms source.definitions.ts reads; the headed form without an
// article, "the Navigation Acts, laws that …", is source.form-appositive.ts).
import { bracketed, dashAt, spanText, type Tokens } from './source.tokens';
import { nounPhraseAfter, nounPhraseBefore } from './source.noun-phrases';
import { clauses, subjectStart } from './source.clauses';
import { sumsUp, sumsUpChange } from './source.verdicts';
import { STATEMENT_SUBJECT, cap, definitionSpan, lower, type FoundDefinition } from './source.definition-span';
import { passingName } from './source.form-spans';

const RELATIVE_WORD = /^(?:that|which|who)$/i;
const ORDINAL = /^(?:first|second|third|last|next|only|very)$/i;

/** Is the token the head of a noun phrase opened by an article ("the tallest tower")? */
function nounWithArticle(t: Tokens, i: number): boolean {
  if (!/^(?:NOUN|PROPN)$/.test(t.pos[i] ?? '')) return false;
  let j = i - 1;
  // "the first permanent structures": the tagger reads an ordinal as an adverb.
  while (j >= 0 && (/^(?:ADJ|NOUN|PROPN|NUM)$/.test(t.pos[j]) || (t.pos[j] === 'ADV' && ORDINAL.test(t.value[j])))) j--;
  return j >= 0 && /^(?:a|an|the)$/i.test(t.value[j]);
}

/**
 * "… to summon a honeyguide, a gray-brown bird that eats beeswax.": the noun phrase before the comma is
 * the term, the one after it says what it is. Not when the phrase is part of a larger one ("a vestige
 * of decency, a sense of shame" renames the vestige; "a cup of tea, a welcoming gesture" the offering),
 * nor a phrase opening the sentence after a preposition ("In an argument, an inference is …"), nor a
 * list going on ("a file, a message, a web page or even a program").
 */
/** The dash at `k` closes a pair opened earlier in the sentence ("—called the troposphere—"). */
const closesAside = (t: Tokens, k: number, aside: boolean[]) =>
  t.value.slice(0, k).filter((_, i) => !aside[i] && dashAt(t, i)).length % 2 === 1;

export function appositives(t: Tokens): FoundDefinition[] {
  const out: FoundDefinition[] = [];
  const aside = bracketed(t);
  // "Because every proton exerts an identical positive charge, a nucleus that … exerts …": the comma that
  // closes an opening clause is followed by the sentence's own subject, which renames nothing before it.
  const opensSubject = new Set(clauses(t).map((c) => subjectStart(t, c)));
  for (let k = 1; k < t.value.length - 2; k++) {
    if (aside[k] || opensSubject.has(k + 1)) continue;
    const dash = dashAt(t, k);
    if (!dash && t.value[k] !== ',') continue;
    const np = nounPhraseBefore(t, k - 1);
    if (!np) continue;
    // After a comma the appositive has its article ("a gray-brown bird …"); "The umbra, the dark core, …" only as the subject.
    const opens = lower(t.value[k + 1]);
    if (!dash && !(/^(?:a|an)$/.test(opens) || (opens === 'the' && np.from === 0))) continue;
    if (!dash && !np.article) continue;
    if (np.article && !/^(?:a|an|the)$/.test(np.article)) continue;
    // Part of a larger phrase ("a vestige of decency"), a list's last item ("…, or simulations—"), a likeness ("like a snapshot, a moment in time").
    const prev = lower(t.value[np.from - 1] ?? '');
    if (/^(?:of|or|and|like|as)$/.test(prev)) continue;
    if (dash && t.pos[np.from - 1] === 'ADP') continue;
    // "Within this region—called the troposphere—warm air, heated by …, rises": a dash that closes an aside
    // ends the name it gave; what follows is the sentence going on, no renaming of that name.
    if (dash && closesAside(t, k, aside)) continue;
    // "the tallest tower in the kingdom, a monument to …": the appositive renames the whole phrase, not the
    // noun its preposition closes on (a noun with its article, then "in/on/at …").
    if (t.pos[np.from - 1] === 'ADP' && nounWithArticle(t, np.from - 2)) continue;
    const verbBefore = t.pos.slice(0, np.from).some((p) => p === 'VERB' || p === 'AUX');
    if (np.from > 0 && t.pos[np.from - 1] === 'ADP' && !verbBefore) continue;
    if (np.from > 0 && !verbBefore && !dash && opens !== 'the') continue;
    // The appositive runs to the end of its clause (a dash closes it); it is a statement of its own when a verb follows its noun phrase.
    // A comma and a verb close it too: the sentence's own predicate goes on ("The harvest, a time of long days, came each
    // October" — "came each October" is what happened, not what a harvest is).
    let end = t.value.length;
    for (let i = k + 1; i < t.value.length; i++) {
      // "entitled the holder, called an encomendero, to the labor of …": a name given in passing, and the clause
      // goes on with its preposition (source.form-spans.ts `passingName`).
      const passed = passingName(t, i);
      if (passed) {
        i = passed;
        continue;
      }
      if (
        !aside[i] &&
        (/^[;.!?]$/.test(t.value[i]) ||
          (dash && dashAt(t, i)) ||
          (t.value[i] === ',' && /^(?:VERB|AUX)$/.test(t.pos[i + 1] ?? '') && !/ing$/i.test(t.value[i + 1] ?? '')) ||
          // "the Salt Tax, a measure, one that took …": a second appositive headed by "one" tells of this instance.
          (t.value[i] === ',' && /^one$/i.test(t.value[i + 1] ?? '') && RELATIVE_WORD.test(t.value[i + 2] ?? '')))
      ) {
        end = i;
        break;
      }
    }
    const app = nounPhraseAfter(t, k + 1, end);
    if (!app) continue;
    // "a motion toward or away from the observer, a motion called radial velocity": an appositive that gives a name
    // renames the phrase before it with that name, and says nothing of its last noun ("observer: A motion called
    // radial velocity", session 24's read). A name given in passing after a comma is no such naming.
    if (t.value.slice(k + 1, end).some((w, j) => /^(?:called|named|known)$/i.test(w) && t.value[k + j] !== ','))
      continue;
    // "…lost its mill to a flood, an event that left …": a happening the sentence told, summed up.
    if (sumsUp(t, app.to - 1) || sumsUpChange(t, np.from, app.to - 1)) continue;
    const after = app.to;
    if (/^(?:AUX|VERB)$/.test(t.pos[after] ?? '') && !/(?:ed|ing)$/.test(t.value[after])) continue;
    // A list: another item follows with "or"/"and" ("a message, a web page or even a program").
    // Examples it gives ("such as seeds, shells, or animal bones") are no list of things it renames.
    const examples = t.value.findIndex((v, i) => i > k && i < end && /^(?:such|including|like)$/i.test(v));
    const rest = t.value.slice(k + 1, examples > 0 ? examples : end).map(lower);
    const list = (w: string, i: number) =>
      (w === 'or' || w === 'and') && (/^(?:a|an|the|even)$/.test(rest[i + 1] ?? '') || rest[i - 1] === ',');
    if (rest.some(list)) continue;
    const def = definitionSpan(t, { from: k + 1, to: end }, 'narrowed');
    if (!def || def.to - def.from < 3) continue;
    const term = spanText(t, np.article ? np.from + 1 : np.from, k);
    if (STATEMENT_SUBJECT.test(term)) continue;
    // "The case concerned Charles Schenck, a leader in …": common words run into a name; the appositive
    // describes the name, and the words before it are a clause the tagger read as its modifiers.
    if (/^\p{Ll}/u.test(term) && /\s\p{Lu}\p{L}*$/u.test(term) && t.pos[k - 1] === 'PROPN') continue;
    out.push({ term, definition: cap(spanText(t, def.from, def.to)), cue: 'appositive' });
  }
  return out;
}
