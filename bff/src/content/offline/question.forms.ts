// Question forms built from the teacher's own text. Each is correct by construction: the answer is
// the word that was blanked, the sentence that was quoted, or the order the text itself gives.
import type { DraftQuestion } from '../schemas/question.schema';
import { createRng, shuffle, type Rng } from '../puzzles/rng';
import { blankOut, termPattern, type KeyTerm, type TextAnalysis } from './key-terms';
import type { Sentence } from './sentences';

export type Form = 'mc_cloze' | 'mc_definition' | 'tf_true' | 'tf_false' | 'fill_blank' | 'short_definition' | 'sequence' | 'explain' | 'relate';
export interface Candidate { form: Form; q: DraftQuestion; sentence: number; term?: string }

const quote = (s: string) => `“${s}”`;

const ranked = new WeakMap<KeyTerm, KeyTerm[]>();
/** Sentences per term that become questions: plenty for 50 questions, bounded for long files. */
const SENTENCES_PER_TERM = 8;

/** Other real terms of the text, closest in shape to the answer first, none that appear in the sentence. */
function distractors(a: TextAnalysis, term: KeyTerm, sentence: string, n: number): string[] {
  let order = ranked.get(term);
  if (!order) {
    const words = term.term.split(' ').length;
    order = a.terms
      .filter((t) => t.key !== term.key && !t.key.includes(term.key) && !term.key.includes(t.key))
      .map((t) => ({ t, d: Math.abs(t.term.split(' ').length - words) * 5 + Math.abs(t.term.length - term.term.length) / 3 - t.count / 4 }))
      .sort((x, y) => x.d - y.d || x.t.key.localeCompare(y.t.key))
      .map((x) => x.t);
    ranked.set(term, order);
  }
  const out: string[] = [];
  for (const t of order) {
    if (out.length >= n) break;
    if (!termPattern(t.term).test(sentence)) out.push(t.term);
  }
  return out;
}

const NEGATE: Array<[RegExp, string]> = [
  [/\b(is|are|was|were|can|will|should|must|could|would|has|have|had|does|do|did)\s+not\b/i, '$1'],
  [/\b(is|are|was|were|can|will|should|must|could|would)\b(?!\s+not)/i, '$1 not'],
];

/** A false statement made from a true one by adding or removing one negation. */
export function negate(sentence: string): string | null {
  for (const [re, to] of NEGATE) {
    if (re.test(sentence)) {
      const out = sentence.replace(re, to).replace(/\bcan not\b/i, 'cannot');
      return out !== sentence ? out : null;
    }
  }
  return null;
}

export function buildCandidates(a: TextAnalysis, seed: string, options: number): Record<Form, Candidate[]> {
  const rng = createRng(seed);
  const out: Record<Form, Candidate[]> = { mc_cloze: [], mc_definition: [], tf_true: [], tf_false: [], fill_blank: [], short_definition: [], sequence: [], explain: [], relate: [] };
  const usable = a.sentences.filter((s) => s.usable);
  for (const term of a.terms) {
    for (const si of term.sentences.filter((i) => a.sentences[i].usable).slice(0, SENTENCES_PER_TERM)) {
      const s = a.sentences[si];
      if (!s.usable || si === term.definitionSentence) continue;
      const blank = blankOut(s.text, term.term);
      if (!blank) continue;
      const wrong = distractors(a, term, s.text, options - 1);
      if (wrong.length >= 2) out.mc_cloze.push(mc(rng, 'mc_cloze', `Which word or phrase best completes the sentence from the text? ${quote(blank)}`, term, wrong, s));
      out.fill_blank.push({ form: 'fill_blank', sentence: si, term: term.key, q: q('fill_blank', `Fill in the blank: ${blank}`, term.term, s.text, `The text says: ${quote(s.text)}`) });
    }
    if (term.definition && term.definitionSentence !== undefined) {
      const s = a.sentences[term.definitionSentence];
      const wrong = distractors(a, term, term.definition, options - 1);
      if (wrong.length >= 2)
        out.mc_definition.push(mc(rng, 'mc_definition', `Which term does the text describe this way? ${quote(term.definition)}`, term, wrong, s));
      out.short_definition.push({ form: 'short_definition', sentence: s.index, term: term.key, q: q('short_answer', `According to the text, what is meant by “${term.term}”?`, term.definition, s.text, `The text says: ${quote(s.text)}`) });
    }
  }
  for (const s of usable) {
    out.tf_true.push({ form: 'tf_true', sentence: s.index, q: { ...q('true_false', `True or false: ${s.text}`, 'True', s.text, 'This is what the text says.'), options: ['True', 'False'] } });
    const falsehood = negate(s.text);
    if (falsehood)
      out.tf_false.push({ form: 'tf_false', sentence: s.index, q: { ...q('true_false', `True or false: ${falsehood}`, 'False', s.text, `The text says: ${quote(s.text)}`), options: ['True', 'False'] } });
    out.explain.push({ form: 'explain', sentence: s.index, q: q('short_answer', `Explain in your own words what the text means by this sentence: ${quote(s.text)}`, `Answers will vary. A correct answer restates: ${s.text}`, s.text, null) });
  }
  out.sequence.push(...sequences(usable, rng));
  out.relate.push(...relations(a));
  return out;
}

function q(type: DraftQuestion['question_type'], prompt: string, answer: string, passage: string, explanation: string | null): DraftQuestion {
  return { question_type: type, prompt, options: null, answer, explanation, source_passage: passage };
}

function mc(rng: Rng, form: Form, prompt: string, term: KeyTerm, wrong: string[], s: Sentence): Candidate {
  const options = shuffle(rng, [term.term, ...wrong]);
  return { form, sentence: s.index, term: term.key, q: { ...q('multiple_choice', prompt, term.term, s.text, `The text says: ${quote(s.text)}`), options } };
}

/** "Put these in the text's order": three consecutive statements, shuffled; the options are orders. */
function sequences(usable: Sentence[], rng: Rng): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i + 2 < usable.length; i += 3) {
    const run = usable.slice(i, i + 3);
    if (run[2].index - run[0].index > 4) continue;
    const shown = shuffle(rng, [0, 1, 2]);
    if (shown.every((v, k) => v === k)) shown.reverse();
    const letter = (orig: number) => String.fromCharCode(65 + shown.indexOf(orig));
    const right = [0, 1, 2].map(letter).join(', ');
    const perms = ['A, B, C', 'A, C, B', 'B, A, C', 'B, C, A', 'C, A, B', 'C, B, A'].filter((p) => p !== right);
    const options = shuffle(rng, [right, ...shuffle(rng, perms).slice(0, 3)]);
    const listed = shown.map((orig, k) => `${String.fromCharCode(65 + k)}. ${run[orig].text}`).join('\n');
    const passage = run.map((s) => s.text).join(' ');
    out.push({
      form: 'sequence',
      sentence: run[0].index,
      q: { question_type: 'multiple_choice', prompt: `In what order does the text present these statements?\n${listed}`, options, answer: right, explanation: `The text reads: ${passage}`, source_passage: passage },
    });
  }
  return out;
}

/** Two terms the text uses in one sentence: an open question about how they connect. */
function relations(a: TextAnalysis): Candidate[] {
  const out: Candidate[] = [];
  const top = a.terms.slice(0, 25);
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      const shared = top[i].sentences.find((s) => top[j].sentences.includes(s) && a.sentences[s].usable);
      if (shared === undefined) continue;
      const s = a.sentences[shared].text;
      if (!termPattern(top[i].term).test(s) || !termPattern(top[j].term).test(s)) continue;
      out.push({
        form: 'relate',
        sentence: shared,
        term: top[i].key,
        q: q('essay', `Using details from the text, explain how ${top[i].term} and ${top[j].term} are connected.`, `Answers will vary. A strong answer uses the text: ${quote(s)}`, s, null),
      });
    }
  }
  return out;
}
