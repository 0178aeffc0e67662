// What stays the same about a document while a teacher edits it: each question's id, and the numbering
// that follows from the order. Shared by the editor (the page) and the server, so both number and name
// questions the same way.
import type { Block, GeneratedDocument, QuestionBlock } from './schema';

export const questionBlocks = (doc: GeneratedDocument): QuestionBlock[] =>
  doc.sections.flatMap((s) => s.blocks.filter((b): b is QuestionBlock => b.type === 'question'));

/**
 * Every question with an id. A question without one gets `q<k>` (k its place among the questions, 1-based)
 * unless that is taken, then `make()`: a document made before ids existed gets the same ids wherever it is
 * read (the page, a version, a stored revision), so they all name its questions alike.
 */
export function withQuestionIds(doc: GeneratedDocument, make: () => string = randomQuestionId): GeneratedDocument {
  const taken = new Set(questionBlocks(doc).flatMap((q) => (q.id ? [q.id] : [])));
  if (taken.size === questionBlocks(doc).length) return doc;
  let k = 0;
  const sections = doc.sections.map((s) => ({
    ...s,
    blocks: s.blocks.map((b): Block => {
      if (b.type !== 'question') return b;
      k++;
      if (b.id) return b;
      let id = `q${k}`;
      while (taken.has(id)) id = make();
      taken.add(id);
      return { ...b, id };
    }),
  }));
  return { ...doc, sections };
}

/** A short random id (questions the teacher adds or duplicates). */
export function randomQuestionId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `n${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}

/** Questions numbered 1, 2, 3 ... in reading order, matching pairs continuing the count. */
export function renumbered(doc: GeneratedDocument): GeneratedDocument {
  let next = 1;
  const sections = doc.sections.map((s) => ({
    ...s,
    blocks: s.blocks.map((b): Block => {
      if (b.type === 'question') return b.number === next ? (next++, b) : { ...b, number: next++ };
      if (b.type === 'matching') {
        const start = next;
        next += b.left.length;
        return b.start_number === start ? b : { ...b, start_number: start };
      }
      return b;
    }),
  }));
  return { ...doc, sections };
}

/** The same value whatever order its keys were written in (a parsed edit and a stored document). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
