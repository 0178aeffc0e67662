// What the diagram drafters share: the draft's shape, the longest label, the text's parts in order and
// the terms that share a sentence with a term.
import type { DiagramStructure } from '../../diagrams/diagram.structure';
import type { OfflineContext } from '../../offline/offline.context';
import type { DraftQuestion } from '../../schemas/question.schema';

/** The longest label a diagram's structure holds (diagram.structure.ts): longer text is not drawn, never cut. */
export const LABEL_MAX = 300;

export interface OfflineDiagram {
  data: DiagramStructure;
  caption: string;
  questions: DraftQuestion[];
}

/** Headings a reader would call the text's parts (not its glossary, outcomes or notes), once each, in order. */
export const NOT_A_PART =
  /^(?:key terms|glossary|vocabulary|key vocabulary|learning outcomes|learning objectives|key questions|questions to consider|summary|references|notes on resources|note from the authors|teaching observations|potential answers could include:?)$/i;

export function contentHeadings(ctx: OfflineContext): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of ctx.text?.sections ?? []) {
    const h = s.heading?.trim();
    if (!h || NOT_A_PART.test(h) || /:$/.test(h) || seen.has(h.toLowerCase()) || h === ctx.text!.title) continue;
    seen.add(h.toLowerCase());
    out.push(h);
  }
  return out.slice(0, 10);
}

/** "The water cycle: evaporation, ..." -> "the water cycle". */
export const topicHead = (ctx: OfflineContext) => {
  const head = ctx.topic.split(':')[0].trim();
  return /^the\s/i.test(head) ? 'the' + head.slice(3) : head;
};

/** The text's terms that share a sentence with the term `key`. */
export function related(ctx: OfflineContext, key: string): string[] {
  const own = ctx.terms.find((t) => t.key === key);
  if (!own) return [];
  return ctx.terms
    .filter((t) => t.key !== key && t.sentences.some((s) => own.sentences.includes(s)))
    .map((t) => t.term);
}

/** The first eight terms of the text (or topic), as written. */
export const leadingTerms = (ctx: OfflineContext) => ctx.terms.slice(0, 8).map((k) => k.term);
