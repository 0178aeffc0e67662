// Does a sentence of the teacher's text make sense printed on its own, as a question's stem or a
// statement to judge? Read with wink-nlp's parts of speech and lemmas (source/source.nlp.ts), a
// sentence needs its neighbours when it:
// - opens with a connective that links it to what came before, has one inside it, or points back with
//   "another", "the latter", "such a", "the situation is reversed" (back-references.ts);
// - points to a part of the page or book the student does not have: a figure, "later in the chapter", a
//   section's title, the author's aside "As we saw in Chapter 2" (page-pointers.ts);
// - is an instruction, or compares with something before it ("A more precise definition is …");
// - tells a time from another sentence's ("the next day", "two years later", "soon after", "that year");
// - is one step of a numbered sequence ("Step 3 …"), which needs the steps before it;
// - uses a pronoun or demonstrative with nothing in the sentence it can stand for (pronoun-reference.ts),
//   or gives a view whose author is a pronoun ("He asserted that …");
// - only judges or reacts to what the sentence before said ("Smith was mistaken.", "Britain followed suit.",
//   "…, but not in the way that the strikers had hoped"), has a shell noun for its subject ("The anomaly was
//   first noticed in 1902."), counts things it does not list ("the two theories") or compares with nothing
//   ("The effect was even stronger in winter.": said-before.ts).
// A sentence shortened for a grade (sentence.simplify.ts) is checked as printed.
import { tokensOf, type Tok } from './clause-tokens';
import {
  ANCHORED_TIME,
  BACK_WORDS,
  LINKED,
  NUMBERED_STEP,
  OPENER,
  RELATIVE_TIME,
  REVERSED,
  UNNAMED_EVENT,
  UNNAMED_MEASURE,
  ORDINAL_SUBJECT,
  SHARE_SUBJECT,
  THEN_STEP,
} from './back-references';
import { ASIDE, ELSEWHERE, FIGURE, LABEL, TITLED } from './page-pointers';
import { unresolvedReference } from './pronoun-reference';
import {
  comparedWithNothing,
  countedWithoutList,
  happeningWithoutWhich,
  rankedInNothing,
  reactionWithoutObject,
  shellSubject,
  UNSAID_HOPE,
  verdictOnly,
} from './said-before';

const cache = new Map<string, string | null>();

/** What a sentence may call only by its sort, which the sentence before named: "the war", "the doctrine". */
const UNNAMED: ReadonlyArray<[RegExp, string]> = [
  [UNNAMED_EVENT, 'an event'],
  [UNNAMED_MEASURE, 'a teaching or measure'],
];

/** Comparatives a subject opens with, whatever the tagger calls them at a sentence's start ("Older stars"). */
const COMPARED =
  /^(?:more|less|older|younger|larger|smaller|bigger|hotter|colder|cooler|warmer|higher|lower|richer|poorer|newer|heavier|lighter|brighter|fainter|denser|wealthier)$/;
/** Quicker or more willing to do a thing, which only a comparison with another says: "slower to embrace". */
const READIER =
  /\b(?:slower|faster|quicker|readier|keener|(?:more|less)\s+(?:likely|willing|eager|inclined|able|ready|reluctant))\s+to\s+\p{Ll}+/u;

/**
 * "Ocean waves provide an analogy.", "Consider an example.": the sentence only announces what the next one gives
 * (session 23's read: "meaningless alone").
 */
const ANNOUNCED = String.raw`(?:analogy|example|illustration|comparison|case\s+in\s+point)\s*[.:]?\s*$`;
const ANNOUNCES = new RegExp(
  String.raw`\b(?:provides?|offers?|gives?|is|are|serves?\s+as)\s+(?:an?|another|one)\s+` +
    String.raw`(?:good\s+|useful\s+|helpful\s+|simple\s+|familiar\s+)?${ANNOUNCED}|` +
    String.raw`^(?:consider|take)\s+(?:an?|the)\s+(?:following\s+)?(?:analogy|example|case)\s*[.:]?\s*$`,
  'i',
);

/**
 * "Called Pi-Ramesse, it included …": the name is given to what the sentence before brought in ("a new
 * capital"); blank the name and nothing in the stem says what "it" is (session 20's read).
 */
/** "Vesta is one of the most interesting of the asteroids": a ranking by taste (session 21's read: "an opinion"). */
const JUDGED =
  /\bone\s+of\s+the\s+most\s+(?:interesting|fascinating|exciting|remarkable|beautiful|intriguing|striking|impressive|spectacular|amazing|curious|puzzling|important)\b/i;
const NAMED_PRONOUN =
  /^(?:(?:Also|Often|Sometimes|Later|Officially)\s+)?(?:Called|Named|Known\s+as|Nicknamed|Dubbed|Renamed)\s+[^,]{1,60},\s+(?:it|they|he|she)\b/;

/** Why the sentence cannot stand on its own, or null when it can. */
export function leansOnNeighbours(sentence: string): string | null {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const found = reason(sentence);
  if (cache.size > 5000) cache.clear();
  cache.set(sentence, found);
  return found;
}

export const standsOnItsOwn = (sentence: string) => leansOnNeighbours(sentence) === null;

function reason(sentence: string): string | null {
  const text = sentence.replace(/^[\s"“‘'(]+/, '');
  if (OPENER.test(text)) return `opens with “${OPENER.exec(text)![0]}”`;
  if (NAMED_PRONOUN.test(text)) return 'names a thing the sentence before brings in (“Called X, it …”)';
  if (JUDGED.test(text)) return `is the author's judgement (“${JUDGED.exec(text)![0]}”), no fact to test`;
  if (BACK_WORDS.test(text)) return `points back (“${BACK_WORDS.exec(text)![0]}”)`;
  if (LINKED.test(text)) return `is linked to another sentence (“${LINKED.exec(text)![0].trim()}”)`;
  if (LABEL.test(text)) return 'is a labelled list entry';
  if (FIGURE.test(text)) return 'points to a figure that is not there';
  if (ASIDE.test(text)) return `is the author's aside (“${ASIDE.exec(text)![0]}”)`;
  if (TITLED.test(text)) return `points to another part of the book (“${TITLED.exec(text)![0]}”)`;
  if (NUMBERED_STEP.test(text)) return `is one step of a sequence (“${NUMBERED_STEP.exec(text)![0]}”)`;
  if (REVERSED.test(text)) return `points back (“${REVERSED.exec(text)![0]}”)`;
  if (ELSEWHERE.test(text)) return `points to another part of the book (“${ELSEWHERE.exec(text)![0]}”)`;
  if (ANNOUNCES.test(text)) return `announces what the next sentence says (“${ANNOUNCES.exec(text)![0]}”)`;
  if (ORDINAL_SUBJECT.test(text)) return `counts things another sentence lists (“${ORDINAL_SUBJECT.exec(text)![0]}”)`;
  // Not in a phrase set before the subject ("As a result of the war, prices rose.": the phrase names what it
  // answers, as OPENER reads it).
  const fronted = /^(?:as|after|before|during|because|since|in|at|by|following)\b[^,]*,/i.exec(text);
  for (const [unnamed, what] of UNNAMED) {
    const m = unnamed.exec(text);
    if (m && !(fronted && m.index < fronted[0].length) && !namesTheEvent(text.replace(m[0], ''), m[1]))
      return `names ${what} only as “${m[0]}”`;
  }
  // "the next day" with no day named before it in the sentence.
  const relative = RELATIVE_TIME.exec(text);
  if (relative && !ANCHORED_TIME.test(text.slice(0, relative.index)))
    return `tells a time from another sentence's (“${relative[0].trim()}”)`;
  const toks = tokensOf(text);
  if (THEN_STEP.test(text) && thenBeforeVerb(toks)) return 'tells a step after one it does not give (“then”)';
  // "Others located …", "Some may have …": the share's group is in another sentence.
  if (SHARE_SUBJECT.test(text) && /^(?:VERB|AUX|ADV|PART)$/.test(toks[1]?.pos ?? ''))
    return `says “${toks[0].v}” but not of what`;
  // "Define the concept of …", "Hand out the cards": an instruction, not a statement about the subject
  // (read with the first letter lowered, or the tagger takes "Hand" for a name).
  const first = tokensOf(text.charAt(0).toLocaleLowerCase('en-US') + text.slice(1))[0];
  if (first?.pos === 'VERB' && first.lemma.toLocaleLowerCase('en-US') === first.lower)
    return 'is an instruction, not a statement';
  // "The New England states were slower to embrace freedom of religion": slower than whom (session 23's own read)?
  // A subject that compares in itself ("Older stars are less likely to …") says with what.
  const firstVerb = toks.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const readier = READIER.exec(text);
  const comparedSubject = toks
    .slice(0, firstVerb < 0 ? 0 : firstVerb)
    .some((t) => (t.pos === 'ADJ' && /er$/.test(t.lower)) || COMPARED.test(t.lower));
  if (readier && !comparedSubject && !/\bthan\b/i.test(text))
    return `compares with something before it (“${readier[0]}”)`;
  // "A more precise definition is …", "A better way …": more than what? (nothing in the sentence says)
  const subject = toks.slice(0, firstVerb < 0 ? toks.length : firstVerb);
  if (
    subject.some((t) => /^(?:more|less|further|better|earlier|later)$/.test(t.lower)) &&
    !toks.some((t) => t.lower === 'than')
  )
    return 'compares with something before it';
  if (placeBeforeBe(toks)) return 'points back (“there”: the place the sentence before named)';
  const reporter = pronounReporter(toks);
  if (reporter) return `gives a view whose author is only “${reporter}”`;
  if (UNSAID_HOPE.test(text)) return `measures against a hope it does not give (“${UNSAID_HOPE.exec(text)![0]}”)`;
  const judged =
    verdictOnly(toks) ??
    reactionWithoutObject(toks) ??
    shellSubject(toks) ??
    countedWithoutList(toks) ??
    comparedWithNothing(toks) ??
    happeningWithoutWhich(toks) ??
    rankedInNothing(toks);
  if (judged) return judged;
  return unresolvedReference(toks);
}

/** The sentence names the event with a capital ("World War I", "the Battle of Bunker Hill"). */
function namesTheEvent(text: string, noun: string): boolean {
  const Noun = noun.charAt(0).toLocaleUpperCase('en-US') + noun.slice(1).toLocaleLowerCase('en-US');
  return new RegExp(String.raw`\p{Lu}[\p{L}.’'-]*\s+${Noun}\b|\b${Noun}\s+of\s+\p{Lu}`, 'u').test(text);
}

/** "then" followed by its verb ("the atom then lost"), not a conditional's "… C then the threshold …". */
function thenBeforeVerb(toks: ReturnType<typeof tokensOf>): boolean {
  return toks.some((t, k) => {
    if (k === 0 || t.lower !== 'then') return false;
    const next = toks[k + 1]?.pos === 'ADV' ? toks[k + 2] : toks[k + 1];
    return next?.pos === 'VERB' || next?.pos === 'AUX';
  });
}

/**
 * "Life there was hard.", "The arrival of European immigrants there was a welcome boost.": "there" right after
 * the subject's noun phrase, before its verb, is a place the sentence before named (session 22's read). The
 * "there" of "there was" opens a clause instead: first in the sentence, after a comma, a conjunction or an
 * opening phrase ("In the city there were …"), which back-references.ts's BACK_WORDS leave alone.
 */
function placeBeforeBe(toks: Tok[]): boolean {
  const at = toks.findIndex((t) => t.lower === 'there');
  if (at < 1 || !/^(?:NOUN|PROPN)$/.test(toks[at - 1].pos) || toks[at + 1]?.pos !== 'AUX') return false;
  const subject = toks.slice(0, at);
  return (
    /^(?:DET|NOUN|PROPN|ADJ)$/.test(subject[0].pos) &&
    !subject.some((t) => /^(?:VERB|AUX|SCONJ|PRON|PUNCT)$/.test(t.pos) && t.v !== '’s' && t.v !== "'s")
  );
}

/** Verbs that report a view or a claim ("he asserted that …"). */
const REPORTS = new Set(
  'assert argue claim contend maintain insist believe hold reason suggest propose declare theorize theorise predict warn charge counter conclude say write think'.split(
    ' ',
  ),
);

/**
 * "He asserted that …", "Angry at the new tariffs, they claimed that …": the view's author is a pronoun that
 * is the sentence's first subject (no verb before it), so who holds the view is in the sentence before, even
 * where a noun of an opening phrase could pass for it. "When Calhoun resigned, he argued …" names him.
 */
function pronounReporter(toks: Tok[]): string | null {
  const at = toks.findIndex((t) => /^(?:he|she|they)$/.test(t.lower));
  if (at < 0 || toks.slice(0, at).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  let k = at + 1;
  while (toks[k]?.pos === 'ADV' || toks[k]?.pos === 'AUX') k++;
  const verb = toks[k];
  return verb?.pos === 'VERB' && REPORTS.has(verb.lemma.toLocaleLowerCase('en-US')) ? toks[at].v : null;
}
