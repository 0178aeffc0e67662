// Question forms built from the teacher's own text (its reading, source/source.read.ts). Each is
// correct by construction: the answer is the key term that was blanked or swapped, the definition the
// text gives, or the order the text itself tells. Distractors and swaps are sibling terms of the same
// text (same head word or same kind), never a word of the stem.
import type { DraftQuestion } from '../schemas/question.schema';
import { createRng, shuffle, type Rng } from '../puzzles/rng';
import { blankOut, termPattern, type KeyTerm, type TextAnalysis } from './key-terms';
import type { Sentence } from './sentences';

export type Form = 'mc_cloze' | 'mc_definition' | 'tf_true' | 'tf_false' | 'fill_blank' | 'short_definition' | 'sequence' | 'explain' | 'relate' | 'compare' | 'process';
export interface Candidate { form: Form; q: DraftQuestion; sentence: number; section: number; term?: string }

const quote = (s: string) => `“${s}”`;
/** Sentences that lean on the one before ("Yet…", "This…", "They…") do not stand alone as a statement. */
const LEANS_BACK = /^(?:yet|however|but|and|or|so|thus|therefore|also|still|moreover|furthermore|in addition|for example|for instance|instead|indeed|in fact|as a result|this|these|that|those|it|its|they|their|them|he|she|his|her|such|here|there|then|both|each|one|another|other)\b/i;
const RELATION = /\b(?:causes?|caused|leads? to|led to|results? in|produces?|produced|depends? on|is part of|are part of|consists? of|contains?|includes?|increases?|decreases?|affects?|controls?|allows?|prevents?|requires?|creates?|forms?|becomes?|became|determines?|influences?|supports?|replaced|defended|established|founded)\b/i;
/** Sentences per term that become questions: plenty for 50 questions, bounded for long files. */
const SENTENCES_PER_TERM = 6;

export const standsAlone = (s: string) => !LEANS_BACK.test(s.replace(/^["“(]+/, '')) && !s.includes('?');

/** Terms worth asking about: the text's own (glossary, bold, defined), multi-word terms, names, or words it keeps returning to. */
export function askable(a: TextAnalysis): KeyTerm[] {
  return a.terms.filter((t, rank) => {
    const s = t.source;
    if (!s) return true;
    return s.origins.some((o) => o !== 'phrase') || t.term.includes(' ') || s.kind !== 'concept' || (rank < 15 && t.count >= 3);
  });
}

const head = (t: KeyTerm) => t.key.split(' ').at(-1);
const related = (x: KeyTerm, y: KeyTerm) => x.key.includes(y.key) || y.key.includes(x.key);

/** Sibling terms of the text, most alike first: same head word ("alpha wave"/"beta wave"), same kind, same length. */
export function siblings(pool: KeyTerm[], term: KeyTerm): KeyTerm[] {
  const words = term.term.split(' ').length;
  return pool
    .filter((t) => t.key !== term.key && !related(t, term) && t.term.toLocaleLowerCase('en-US') !== term.term.toLocaleLowerCase('en-US'))
    .map((t) => ({
      t,
      d:
        (head(t) === head(term) ? -10 : 0) +
        (t.source?.kind === term.source?.kind ? -4 : 0) +
        (t.source?.definition && term.source?.definition ? -2 : 0) +
        Math.abs(t.term.split(' ').length - words) * 2 +
        Math.abs(t.term.length - term.term.length) / 6,
    }))
    .sort((x, y) => x.d - y.d || x.t.key.localeCompare(y.t.key))
    .map((x) => x.t);
}

/** Distractors: siblings that do not occur in the stem, none of them a word of it. */
function distractors(pool: KeyTerm[], term: KeyTerm, stem: string, n: number): string[] {
  const out: string[] = [];
  for (const t of siblings(pool, term)) {
    if (out.length >= n) break;
    if (!termPattern(t.term).test(stem) && !out.some((o) => o.toLocaleLowerCase('en-US') === t.term.toLocaleLowerCase('en-US'))) out.push(t.term);
  }
  return out;
}

/** A false statement: one key term swapped for a sibling the sentence does not mention. */
export function swapTerm(sentence: string, term: KeyTerm, pool: KeyTerm[]): { statement: string; swapped: string } | null {
  const re = termPattern(term.term);
  if (!re.test(sentence)) return null;
  const sibling = siblings(pool, term).find((t) => !termPattern(t.term).test(sentence) && (head(t) === head(term) || t.source?.kind === term.source?.kind));
  if (!sibling) return null;
  let first = true;
  const statement = sentence.replace(termPattern(term.term), (m, offset: number) => {
    const plural = /s$/i.test(m) && !/s$/i.test(term.term);
    const word = first ? sibling.term + (plural && !/s$/i.test(sibling.term) ? 's' : '') : m;
    first = false;
    return offset === 0 ? word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1) : word;
  });
  return statement === sentence ? null : { statement, swapped: sibling.term };
}

export function buildCandidates(a: TextAnalysis, seed: string, options: number): Record<Form, Candidate[]> {
  const rng = createRng(seed);
  const out: Record<Form, Candidate[]> = { mc_cloze: [], mc_definition: [], tf_true: [], tf_false: [], fill_blank: [], short_definition: [], sequence: [], explain: [], relate: [], compare: [], process: [] };
  const pool = askable(a);
  const sectionOf = (i: number) => a.reading.sentences[i]?.section ?? 0;
  const usedForTf = new Set<number>();
  for (const term of pool) {
    const uses = term.sentences.filter((i) => a.sentences[i].usable && i !== term.definitionSentence && standsAlone(a.sentences[i].text)).slice(0, SENTENCES_PER_TERM);
    for (const si of uses) {
      const s = a.sentences[si];
      const blank = blankOut(s.text, term.term);
      if (!blank) continue;
      const wrong = distractors(pool, term, s.text, options - 1);
      if (wrong.length === options - 1) out.mc_cloze.push(mc(rng, 'mc_cloze', `Which term completes this sentence from the text? ${quote(blank)}`, term, wrong, s, sectionOf(si)));
      out.fill_blank.push({ form: 'fill_blank', sentence: si, section: sectionOf(si), term: term.key, q: q('fill_blank', `Fill in the blank: ${blank}`, term.term, s.text, `The text says: ${quote(s.text)}`) });
      if (!usedForTf.has(si)) {
        usedForTf.add(si);
        out.tf_true.push({ form: 'tf_true', sentence: si, section: sectionOf(si), term: term.key, q: { ...q('true_false', `True or false: ${s.text}`, 'True', s.text, `True. The text says: ${quote(s.text)}`), options: ['True', 'False'] } });
        const swap = swapTerm(s.text, term, pool);
        if (swap)
          out.tf_false.push({
            form: 'tf_false',
            sentence: si,
            section: sectionOf(si),
            term: term.key,
            q: { ...q('true_false', `True or false: ${swap.statement}`, 'False', s.text, `False. The text says ${term.term}, not ${swap.swapped}: ${quote(s.text)}`), options: ['True', 'False'] },
          });
      }
    }
    if (term.definition && term.definitionSentence !== undefined && !termPattern(term.term).test(term.definition)) {
      const s = a.sentences[term.definitionSentence];
      const wrong = distractors(pool.filter((t) => t.definition), term, term.definition, options - 1);
      const wrongAny = wrong.length === options - 1 ? wrong : distractors(pool, term, term.definition, options - 1);
      if (wrongAny.length === options - 1)
        out.mc_definition.push(mc(rng, 'mc_definition', `Which term does the text define as ${quote(term.definition)}?`, term, wrongAny, s, sectionOf(s.index)));
      out.short_definition.push({ form: 'short_definition', sentence: s.index, section: sectionOf(s.index), term: term.key, q: q('short_answer', `What does the text mean by “${term.term}”?`, term.definition, s.text, `The text says: ${quote(s.text)}`) });
    }
  }
  for (const s of a.sentences.filter((x) => x.usable && standsAlone(x.text)))
    out.explain.push({ form: 'explain', sentence: s.index, section: sectionOf(s.index), q: q('short_answer', `Explain in your own words what the text means here: ${quote(s.text)}`, `Answers will vary. A correct answer restates: ${s.text}`, s.text, null) });
  out.sequence.push(...sequences(a, rng));
  out.process.push(...processEssays(a));
  out.compare.push(...comparisons(a));
  out.relate.push(...relations(a, pool));
  return out;
}

function q(type: DraftQuestion['question_type'], prompt: string, answer: string, passage: string, explanation: string | null): DraftQuestion {
  return { question_type: type, prompt, options: null, answer, explanation, source_passage: passage };
}

function mc(rng: Rng, form: Form, prompt: string, term: KeyTerm, wrong: string[], s: Sentence, section: number): Candidate {
  const options = shuffle(rng, [term.term, ...wrong]);
  return { form, sentence: s.index, section, term: term.key, q: { ...q('multiple_choice', prompt, term.term, s.text, `The text says: ${quote(s.text)}`), options } };
}

const stepsName = (name: string | null) => (name && !/:$/.test(name) && name.split(' ').length <= 4 ? name : 'steps');

/** "In what order does the text describe these stages?": the steps shuffled; options are orders. */
function sequences(a: TextAnalysis, rng: Rng): Candidate[] {
  const out: Candidate[] = [];
  for (const p of a.reading.processes) {
    if (p.cue === 'dates') continue;
    const run = p.steps.slice(0, 4);
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
        prompt: `In what order does the text describe these ${stepsName(p.name)}?\n${listed}`,
        options: shuffle(rng, [right, ...perms]),
        answer: right,
        explanation: `The text gives them in this order: ${run.map((s) => s.label).join(' → ')}.`,
        source_passage: passage,
      },
    });
  }
  return out;
}

function processEssays(a: TextAnalysis): Candidate[] {
  return a.reading.processes
    .filter((p) => p.cue !== 'dates')
    .map((p) => ({
      form: 'process' as const,
      sentence: p.steps[0].sentence,
      section: p.section,
      q: q(
        'essay',
        `Describe the ${stepsName(p.name)} the text explains, in order: ${p.steps.map((s) => s.label).join('; ')}. What happens at each one?`,
        `A strong answer keeps the text's order (${p.steps.map((s) => s.label).join(' → ')}) and explains each using the text: ${p.steps.map((s) => quote(a.sentences[s.sentence].text)).filter((x, i, all) => all.indexOf(x) === i).slice(0, 3).join(' ')}`,
        a.sentences[p.steps[0].sentence].text,
        null,
      ),
    }));
}

function comparisons(a: TextAnalysis): Candidate[] {
  return a.reading.comparisons.map((c) => ({
    form: 'compare' as const,
    sentence: c.sentence,
    section: a.reading.sentences[c.sentence].section,
    q: q(
      'essay',
      `Compare ${c.a} and ${c.b} using the text. What is true only of ${c.a}, what only of ${c.b}, and what do they share?`,
      `${c.a}: ${c.aOnly.join(', ')}. ${c.b}: ${c.bOnly.join(', ')}.${c.both.length ? ` Both: ${c.both.join(', ')}.` : ''} The text says: ${quote(a.sentences[c.sentence].text)}`,
      a.sentences[c.sentence].text,
      null,
    ),
  }));
}

/** Two key terms joined in one sentence by a stated relation ("causes", "is part of", "produces"). */
function relations(a: TextAnalysis, pool: KeyTerm[]): Candidate[] {
  const out: Candidate[] = [];
  const top = pool.slice(0, 30);
  const seen = new Set<number>();
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      if (related(top[i], top[j])) continue;
      const shared = top[i].sentences.find((s) => top[j].sentences.includes(s) && a.sentences[s].usable && !seen.has(s) && RELATION.test(a.sentences[s].text));
      if (shared === undefined) continue;
      seen.add(shared);
      const s = a.sentences[shared].text;
      out.push({
        form: 'relate',
        sentence: shared,
        section: a.reading.sentences[shared].section,
        term: top[i].key,
        q: q('short_answer', `According to the text, how is ${top[i].term} connected to ${top[j].term}?`, `The text says: ${quote(s)}`, s, null),
      });
    }
  }
  return out;
}
