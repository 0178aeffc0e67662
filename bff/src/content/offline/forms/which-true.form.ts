// "Which statement is true?" built from several sentences of the text, every option a denial: as its key one
// of the text's own negative sentences as it stands ("The treaty did not bring the country peace."), and as
// wrong options other sentences of the text negated (language/negate.ts), each false by the text's own words.
// With every option saying "not", the word gives nothing away. Until session 20 the wrong options swapped a term
// of another sentence; blind reads rated that form 0 print / 5 edit / 9 unusable of 14 (a swap can still be
// true: "Protozoa are often described in terms of their general shape" was written of algae, and holds of both).
// Each option is a different sentence, so the student weighs claims against the text, not wordings of one.
import type { Candidate } from '../question.candidate';
import type { Frames } from '../question.frames';
import { shuffle, type Rng } from '../../random';

const LEAD = /^True or false:\s*/;
/** Options a student can weigh side by side: a sentence much longer than this is a paragraph. */
const MAX_WORDS = 30;
const words = (s: string) => s.split(/\s+/).length;
const statement = (c: Candidate) => c.q.prompt.replace(LEAD, '');

/**
 * One item per true (negative) sentence that has `options - 1` negated statements from other sentences,
 * preferring sentences of its own section. A false statement is used once over all items, so two items never
 * share an option.
 */
export function whichTrueCandidates(
  trues: Candidate[],
  falses: Candidate[],
  rng: Rng,
  f: Frames,
  options: number,
): Candidate[] {
  const short = (c: Candidate) => words(statement(c)) <= MAX_WORDS;
  const spare = falses.filter(short);
  const used = new Set<number>();
  const out: Candidate[] = [];
  for (const t of trues.filter(short)) {
    const others = spare.filter((x) => x.sentence !== t.sentence && !used.has(x.sentence));
    const near = [...others.filter((x) => x.section === t.section), ...others.filter((x) => x.section !== t.section)];
    const wrong: Candidate[] = [];
    for (const x of near) if (!wrong.some((w) => w.sentence === x.sentence)) wrong.push(x);
    // Three options at least (two claims the text does not make beside the one it does).
    if (wrong.length < 2) continue;
    const picked = wrong.slice(0, options - 1);
    for (const w of picked) used.add(w.sentence);
    used.add(t.sentence);
    const right = statement(t);
    out.push({
      form: 'which_true',
      sentence: t.sentence,
      section: t.section,
      term: t.term,
      misfit: Math.max(t.misfit ?? 0, ...picked.map((w) => w.misfit ?? 0)),
      also: picked.map((w) => w.sentence),
      alsoText: picked.map((w) => w.q.source_passage ?? ''),
      q: {
        question_type: 'multiple_choice',
        prompt: f.whichTrue(),
        options: shuffle(rng, [right, ...picked.map(statement)]),
        answer: right,
        explanation: `The text says: “${t.q.source_passage}” Each other option denies what the text says: ${picked
          .map((w) => `“${w.q.source_passage}”`)
          .join(' ')}`,
        source_passage: t.q.source_passage,
      },
    });
  }
  return out;
}
