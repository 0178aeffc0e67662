// Question forms on the text's structure (question.forms.ts): the order of a process it tells, an essay on
// that process, its own comparisons and the relations it states between two key terms.
import type { Candidate } from './question.candidate';
import { shuffle, type Rng } from '../random';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { type Frames } from './question.frames';
import { tokensOf } from '../language/clause-tokens';
import { cap } from '../language/sentences';
import { leansOnNeighbours } from '../language/stands-alone';
import { CONTRAST_CUE, contrastOf } from '../language/contrast';
import { addsToSentence, modelAnswer, scoringPoints, statedLink } from '../language/scoring-points';
import { teachesTerm } from '../language/blank-rules';
import { hasSymbols, usedBare, looksLikeName, usedAsNoun } from '../language/swap.rules';
import { q, quote } from './question.make';
import { related } from './question.swap';

const RELATION = new RegExp(
  String.raw`\b(?:causes?|caused|leads? to|led to|results? in|produces?|produced|depends? on|is part of|` +
    String.raw`are part of|consists? of|contains?|includes?|increases?|decreases?|affects?|controls?|allows?|` +
    String.raw`prevents?|requires?|creates?|forms?|becomes?|became|determines?|influences?|supports?|replaced|` +
    String.raw`defended|established|founded)\b`,
  'i',
);

/** An order word left at a step's start ("Then, …") says nothing of the step and is dropped. */
const LEADING_ORDER =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|finally|lastly|after that|afterwards)\b,?\s*/i;
/** A step that still tells where it goes ("begins with", "then", "Stage 2") would give the order away. */
const TELLS_ORDER =
  /\b(?:first|second|third|fourth|then|next|finally|last|lastly|begins?|began|beginning|starts?|started|ends?|afterwards?|after|before|later|once|\d+|step|stage|phase|one|two|three|four)\b/i;

/** A step's form: a thing named, an action told, or a clause with its subject. */
export const stepForm = (label: string) => {
  const first = tokensOf(label.charAt(0).toLocaleLowerCase('en-US') + label.slice(1))[0]?.pos ?? '';
  return first === 'PROPN' || first === 'ADJ' || first === 'DET' ? 'NOUN' : first;
};

export const stepsName = (name: string | null) =>
  name && !/:$/.test(name) && name.split(' ').length <= 4 ? name : 'steps';

/** "In what order does the text describe these stages?": the steps shuffled; options are orders. */
export function sequences(a: SourceReading, rng: Rng, f: Frames): Candidate[] {
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
export function processEssays(a: SourceReading, f: Frames): Candidate[] {
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
export function comparisons(a: SourceReading, pool: SourceTerm[], f: Frames): Candidate[] {
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
export function relations(a: SourceReading, pool: SourceTerm[], f: Frames): Candidate[] {
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
