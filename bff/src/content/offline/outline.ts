// What a teacher takes from a file before planning with it: its parts under their headings, the terms
// it defines (with the definition it gives), the steps it orders, the dates it runs through and one
// comparison it states. The lesson plan, rubric, parent letter, review sheet and organizer all plan
// from this, so they name what the file teaches rather than "the topic".
import { asTheTextSays } from '../language/term-article';
import type { SourceComparison, SourceProcess } from '../source/source.types';
import { termPattern } from '../language/term-pattern';
import type { SourceTerm } from '../source/source.types';
import type { OfflineContext } from './offline.context';
import { ownWord, vocabularyOrder } from './vocabulary';

export interface OutlinePart {
  heading: string;
  section: number;
  /** The part's own terms, the author's first. */
  terms: SourceTerm[];
}

export interface DefinedTerm {
  term: string;
  /** As the text gives it, starting lower-case unless it starts with a name ("the height of the brain wave"). */
  definition: string;
  /** The sentence that states it, verbatim. */
  sentence: string;
  section: number;
}

export interface Outline {
  title: string;
  parts: OutlinePart[];
  /** The author's terms (glossary, bold, defined) first; at most eight. */
  keyTerms: string[];
  /**
   * Only the terms the file itself lists, marks or defines: its key-vocabulary list or glossary first (it
   * always wins), then its bold and defined terms; never a phrase it merely repeats. What a vocabulary chart
   * or a letter's words to know may hold (offline/file-terms.ts), however few.
   */
  fileTerms: string[];
  defined: DefinedTerm[];
  /** Ordered steps the text gives (not dates), with what it calls them ("stages"). */
  process: (SourceProcess & { called: string }) | null;
  /** Dated events in the text's order, for a timeline. */
  timeline: SourceProcess | null;
  /** A comparison between two of the author's own terms; `said` is each as our prose names it ("the Rhode Island system"). */
  comparison: (SourceComparison & { said: { a: string; b: string } }) | null;
}

/** End matter and section labels that are not parts of the lesson. */
const NOT_A_PART = new RegExp(
  '^(?:' +
    [
      String.raw`key (?:terms?|concepts?)(?: and summary)?`,
      String.raw`(?:section |chapter )?summary(?: and key concepts)?`,
      String.raw`glossary|vocabulary|review questions?|check your (?:learning|understanding)|exercises`,
      String.raw`for further exploration|references?|bibliography|further reading|learning objectives?|introduction`,
      String.raw`critical thinking questions?|personal application questions?`,
    ].join('|') +
    ')$',
  'i',
);

/**
 * "THE CLASSIC LEGISLATIVE PROCESS" reads as a shout on a page; print it in title case, each part of a joined name
 * too ("THE KANSAS-NEBRASKA ACT" → "The Kansas-Nebraska Act", not "Kansas-nebraska").
 */
export function headingCase(h: string): string {
  if (h !== h.toLocaleUpperCase('en-US') || !/\p{L}{3}/u.test(h)) return h;
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
  return h
    .toLocaleLowerCase('en-US')
    .split(/\s+/)
    .map((w, i) =>
      i > 0 && small.has(w) ? w : w.replace(/(^|-)(\p{L})/gu, (_, d, c) => d + c.toLocaleUpperCase('en-US')),
    )
    .join(' ');
}

const authored = (t: SourceTerm) => t.origins.some((o) => o !== 'phrase');
export const lowerFirst = (s: string) =>
  /^(?:A|An|The)\s|^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+ [A-Z]/.test(s)
    ? s.charAt(0).toLocaleLowerCase('en-US') + s.slice(1)
    : s;
/** "stages", "steps of the legislative process": a short name the text gives its steps, else "steps". */
export const stepsCalled = (name: string | null) =>
  name && !/:$/.test(name) && name.split(' ').length <= 4 ? name : 'steps';

export function outline(ctx: OfflineContext): Outline | null {
  const r = ctx.text;
  if (!r) return null;
  const ordered = vocabularyOrder(ctx.terms);
  // A heading met again (a PDF's running header, a repeated page) is not a new part.
  const seen = new Set<string>([r.title.toLocaleLowerCase('en-US')]);
  const parts: OutlinePart[] = r.sections.flatMap((s, section) => {
    const heading = s.heading?.trim();
    if (!heading || NOT_A_PART.test(heading) || seen.has(heading.toLocaleLowerCase('en-US'))) return [];
    seen.add(heading.toLocaleLowerCase('en-US'));
    const terms = ordered
      .filter((t) => t.sections.includes(section) && (authored(t) || t.term.includes(' ')))
      .slice(0, 4);
    return [{ heading: headingCase(heading), section, terms }];
  });
  const defined: DefinedTerm[] = [];
  for (const t of ordered) {
    const d = t.definition?.replace(/\s*\([^)]*\d{4}[^)]*\)/g, '').trim();
    if (!d || t.definitionSentence === undefined || d.split(/\s+/).length < 3 || termPattern(t.term).test(d)) continue;
    if (defined.some((x) => x.term.toLocaleLowerCase('en-US') === t.term.toLocaleLowerCase('en-US'))) continue;
    defined.push({
      term: t.term,
      definition: lowerFirst(d.replace(/[.;:]+$/, '')),
      sentence: r.sentences[t.definitionSentence].text,
      section: r.sentences[t.definitionSentence]?.section ?? 0,
    });
  }
  // Defined with a usable definition, then marked by the author (glossary, bold), then defined only, then multi-word.
  const marked = (t: SourceTerm) => t.origins.some((o) => o === 'glossary' || o === 'emphasis');
  const keyTerms = [
    ...new Set([
      ...defined.map((d) => d.term),
      ...ordered.filter(marked).map((t) => t.term),
      ...ordered.filter(authored).map((t) => t.term),
      ...ordered.filter((t) => t.term.includes(' ')).map((t) => t.term),
    ]),
  ].slice(0, 8);
  const fileTerms = [
    ...new Set([
      ...ordered.filter((t) => t.origins.includes('glossary')).map((t) => t.term),
      ...defined.map((d) => d.term),
      ...ordered.filter(ownWord).map((t) => t.term),
    ]),
  ];
  // Steps a class can name and put on cards ("Stage 1 sleep"), not an argument's numbered premises ("If someone lives in…").
  const nameable = (label: string) =>
    label.split(/\s+/).length <= 5 && !/…$/.test(label) && !/^(?:if|therefore|so|thus|then|because)\b/i.test(label);
  const found = r.processes.find(
    (p) =>
      p.cue !== 'dates' &&
      p.steps.length >= 3 &&
      p.steps.every((s) =>
        nameable(
          s.label.replace(/^(?:first(?:ly)?|then|next|after that|finally|lastly|second(?:ly)?|third(?:ly)?),?\s+/i, ''),
        ),
      ),
  );
  // "Finally Long-Term Memory": the order word is the text's cue, not part of the step's name.
  const steps = found && {
    ...found,
    steps: found.steps.map((s) => ({
      ...s,
      label: s.label.replace(
        /^(?:first(?:ly)?|then|next|after that|finally|lastly|second(?:ly)?|third(?:ly)?),?\s+(?=\S)/i,
        '',
      ),
    })),
  };
  const timeline = r.processes.find((p) => p.cue === 'dates' && p.steps.length >= 3) ?? null;
  // Both sides must be key terms a teacher would list, not a marked conjunction ("and") or a bare adjective.
  const fragment = (name: string) => keyTerms.some((k) => k.length > name.length && termPattern(name).test(k));
  const isAuthored = (name: string) =>
    name.length >= 4 &&
    !fragment(name) &&
    keyTerms.some((k) => k.toLocaleLowerCase('en-US') === name.toLocaleLowerCase('en-US')) &&
    ctx.terms.some(
      (t) =>
        t.term.toLocaleLowerCase('en-US') === name.toLocaleLowerCase('en-US') &&
        authored(t) &&
        (t.definition || t.term.includes(' ') || t.count >= 3),
    );
  const compared =
    r.comparisons.find(
      (c) =>
        c.a.toLocaleLowerCase('en-US') !== c.b.toLocaleLowerCase('en-US') &&
        isAuthored(c.a) &&
        isAuthored(c.b) &&
        c.aOnly.length &&
        c.bOnly.length,
    ) ?? null;
  const comparison = compared && {
    ...compared,
    said: { a: asTheTextSays(compared.a, r), b: asTheTextSays(compared.b, r) },
  };
  return {
    title: r.title,
    parts,
    keyTerms,
    fileTerms,
    defined,
    process: steps ? { ...steps, called: stepsCalled(steps.name) } : null,
    timeline,
    comparison,
  };
}

/** "a, b and c". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The section of the text a sentence (as quoted in a question) comes from. */
export const sectionOfPassage = (ctx: OfflineContext, passage: string | null) =>
  passage ? ctx.text?.sentences.find((s) => s.text === passage)?.section : undefined;
