// Processes a text tells in prose rather than in a list: a run of sentences marked by order words
// ("An investigation often begins with …", "Next, …", "Then …", "Finally, …"), and steps given a
// section each under imperative headings that a sentence before them announces as steps or a cycle
// ("The Career Planning Cycle helps us apply some concrete steps …", then "Learn About Yourself",
// "Explore Jobs and Careers"). Every step keeps the sentence it came from and the text's order.
import { nlp, tokenLemmas } from './source.nlp';
import type { Analysed } from './source.analysed';
import type { ProcessStep, SourceProcess, SourceTerm } from './source.types';

const SEQUENCE_START =
  /^(first(?:ly)?|to begin(?: with)?|second(?:ly)?|third(?:ly)?|next|then|after (?:that|this)|afterwards?|later|finally|lastly|in the end)\b,?\s*/i;
/** A sentence that starts a process without an order word at its head: "An investigation often begins with …". */
const BEGINS = /\b(?:begins|starts|commences) with\b|^the first step\b/i;
const ENDS = /^(?:finally|lastly|in the end)/i;
/** A sentence that speaks of steps, stages or a cycle: what announces headed steps. */
const ANNOUNCES = /\b(?:steps|stages|phases|cycle|process)\b/i;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * A step's label: the clause that says what happens, whole. A short lead-in ("Eventually, …", "In 1655,
 * …") and asides in brackets ("(that is, the data)") are not the step; nothing is cut mid-clause.
 */
export function stepLabel(s: string, wholeItem = false): string {
  const body = s
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/^[("“]+/, '')
    .replace(/^(?:[\p{L}\d]+\s?){1,3},\s+(?=\p{L})/u, '');
  const clause = (wholeItem ? body : body.split(/(?<=\w)[,;:](?=\s)|\s[–—]\s/)[0]).replace(/[.!?]+$/, '').trim();
  return clause.charAt(0).toLocaleUpperCase('en-US') + clause.slice(1);
}

/** Terms the text defines (glossary, a defining sentence, a gloss): the words a process introduces. */
const definedTerms = (terms: SourceTerm[]) =>
  terms.filter((t) => t.definition && t.origins.some((o) => o !== 'phrase' && o !== 'emphasis'));

/**
 * A run of sentences the text marks as one process: it starts with "First …" or "… begins with …",
 * goes on with order words ("Next", "Then", "Finally") within a few sentences in the same section,
 * and takes in a sentence between them that brings in a term the text defines and the run has not
 * named yet ("Scientists may test the hypothesis by performing an experiment"): the text's process
 * told in prose. Each step also records the defined term it introduces, its short name.
 */
export function sequenceWords(a: Analysed, terms: SourceTerm[]): SourceProcess[] {
  const out: SourceProcess[] = [];
  const defined = definedTerms(terms);
  const termIn = (i: number) => defined.filter((t) => t.sentences.includes(i));
  let run: ProcessStep[] = [];
  let named = new Set<string>();
  let pending: number[] = [];
  const close = () => {
    if (run.length >= 3)
      out.push({ name: null, steps: run, section: a.sentences[run[0].sentence].section, cue: 'sequence-words' });
    run = [];
    named = new Set();
    pending = [];
  };
  const add = (i: number, label: string) => {
    const fresh = termIn(i).filter((t) => !named.has(t.key));
    fresh.forEach((t) => named.add(t.key));
    // The defined term named first in the sentence is the step's name ("observation", "hypothesis").
    const lower = a.sentences[i].text.toLocaleLowerCase('en-US');
    const first = fresh
      .map((t) => ({ t, at: lower.indexOf(t.term.toLocaleLowerCase('en-US')) }))
      .filter((x) => x.at >= 0)
      .sort((x, y) => x.at - y.at)[0];
    run.push({ label, sentence: i, ...(first ? { term: first.t.term } : {}) });
  };
  a.sentences.forEach((s, i) => {
    const m = SEQUENCE_START.exec(s.text);
    const starts = (m && /^(?:first|firstly|to begin)/i.test(m[1])) || (!m && s.usable && BEGINS.test(s.text));
    const sameSection = run.length > 0 && s.section === a.sentences[run[0].sentence].section;
    if (starts || (m && run.length && sameSection)) {
      if (starts && run.length) close();
      // Sentences between two marked steps that bring in a new defined term are steps of their own.
      for (const p of pending) if (termIn(p).some((t) => !named.has(t.key))) add(p, stepLabel(a.sentences[p].text));
      pending = [];
      add(i, stepLabel(m ? s.text.slice(m[0].length) : s.text));
      if (m && ENDS.test(m[1])) close();
    } else if (run.length && (i - run.at(-1)!.sentence > 6 || !sameSection)) close();
    else if (run.length && s.usable && !s.listItem) pending.push(i);
  });
  close();
  return out;
}

/** "Learn About Yourself", "Get Organized": a heading that starts with a verb in its base form. */
function imperative(heading: string): boolean {
  if (words(heading).length > 6 || /[:?]$/.test(heading)) return false;
  const its = nlp().its;
  const tokens = nlp().readDoc(heading).tokens();
  const pos = tokens.out(its.pos);
  const lemma = tokenLemmas(tokens);
  const value = tokens.out();
  return pos[0] === 'VERB' && lemma[0] === value[0]?.toLocaleLowerCase('en-US');
}

/**
 * Steps given a section each under imperative headings, announced by a sentence before them that
 * speaks of steps, stages or a cycle ("… apply some concrete steps …"). Sections between them under
 * other headings ("Formal Assessments") belong to the step before. Two such steps are a process: the
 * text names its steps as headings, which no list or order word makes more certain.
 */
export function headedSteps(a: Analysed): SourceProcess[] {
  const announce = a.sentences.findIndex((s) => s.usable && ANNOUNCES.test(s.text));
  if (announce < 0) return [];
  const steps: ProcessStep[] = [];
  for (let j = a.sentences[announce].section + 1; j < a.sections.length; j++) {
    const sec = a.sections[j];
    if (sec.heading && sec.last >= sec.first && imperative(sec.heading))
      steps.push({ label: sec.heading, sentence: sec.first });
  }
  if (steps.length < 2) return [];
  return [{ name: null, steps, section: a.sentences[announce].section, cue: 'headings' }];
}
