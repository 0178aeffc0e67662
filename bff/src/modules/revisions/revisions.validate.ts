// A teacher's edit as the server accepts it: the strict document schema (a 422 naming the item), what an
// edit may not change (kind, source), every question with an id, numbering redone from the order, puzzles
// rebuilt from edited words, then the content engine's checks. Nothing is stored before all of this passes.
import type { z } from 'zod';
import {
  EDIT_LIMITS,
  documentEditRequestSchema,
  editableDocumentSchema,
  type DocumentEditRequest,
  type GeneratedDocument,
} from '@lessonloom/contracts';
import { renumbered, withQuestionIds } from '@lessonloom/document';
import { editProblems, PuzzleEditError, rebuildEditedPuzzles } from '../../content';
import { HttpError } from '../../http/http.error';
import { itemName } from './revisions.item-names';

const unprocessable = (detail: string) => new HttpError(422, detail);

/** The body's shape (400): a revision number and a document object. */
export function parseEditRequest(body: unknown): DocumentEditRequest {
  const parsed = documentEditRequestSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new HttpError(400, `${field}: ${issue.message}. Send JSON: {"revision": <number>, "document": {…}}`);
}

function valueAt(raw: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v = raw;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

function issueText(issue: z.core.$ZodIssue, raw: unknown): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? 'is empty'
        : issue.origin === 'array'
          ? `needs at least ${String(issue.minimum)}`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `is longer than ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `has more than ${String(issue.maximum)}`
          : `must be at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `has a field a document does not take: ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    case 'invalid_type':
      return valueAt(raw, issue.path) === undefined
        ? 'is missing'
        : `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`;
    case 'invalid_union':
      return 'is not a kind of block a document holds';
    default:
      return issue.message;
  }
}

function counted(doc: GeneratedDocument): number {
  let n = 0;
  for (const b of doc.sections.flatMap((s) => s.blocks))
    n += b.type === 'question' ? 1 : b.type === 'matching' ? b.left.length : 0;
  return n;
}

function duplicateIds(doc: GeneratedDocument): string | null {
  const seen = new Map<string, number>();
  let n = 0;
  for (const b of doc.sections.flatMap((s) => s.blocks)) {
    if (b.type !== 'question') continue;
    n++;
    if (!b.id) continue;
    const first = seen.get(b.id);
    if (first) return `Question ${n}: its id '${b.id}' is already the id of question ${first}`;
    seen.set(b.id, n);
  }
  return null;
}

/**
 * The document to store for an edit of `stored`, or a 422 whose detail names the item. Server-owned
 * fields (the offline flag, how an accommodated copy prints) are kept from the stored document.
 */
export function editedDocument(
  raw: unknown,
  stored: GeneratedDocument,
  seed: string,
): { document: GeneratedDocument; warnings: string[] } {
  const parsed = editableDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unprocessable(`${itemName(raw, issue.path)}: ${issueText(issue, raw)}`);
  }
  const doc = parsed.data as GeneratedDocument;
  if (doc.kind !== stored.kind)
    throw unprocessable(
      `Kind: a ${stored.kind.replace(/_/g, ' ')} stays one; generate a new document for another kind`,
    );
  if (doc.source.type !== stored.source.type || doc.source.name !== stored.source.name)
    throw unprocessable('Source: the file or topic a document was made from cannot be changed');
  const total = counted(doc);
  if (total > EDIT_LIMITS.questions)
    throw unprocessable(`The document has ${total} questions; at most ${EDIT_LIMITS.questions} fit one document`);
  const dup = duplicateIds(doc);
  if (dup) throw unprocessable(dup);
  const own: GeneratedDocument = {
    ...doc,
    offline_draft: stored.offline_draft,
    ...(stored.print ? { print: stored.print } : {}),
  };
  if (!stored.print) delete own.print;
  let ready: GeneratedDocument;
  try {
    ready = rebuildEditedPuzzles(renumbered(withQuestionIds(own)), seed);
  } catch (err) {
    if (err instanceof PuzzleEditError) throw unprocessable(err.message);
    throw err;
  }
  return checked(ready);
}

/** The engine's checks on a document about to become a revision: a 422 naming the items, or its warnings. */
export function checked(ready: GeneratedDocument): { document: GeneratedDocument; warnings: string[] } {
  const { problems, warnings } = editProblems(ready);
  if (problems.length)
    throw unprocessable(
      problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''),
    );
  return { document: ready, warnings };
}
