// A sheet of terms made from a teacher's file takes every term from the file (its key-vocabulary list,
// glossary, bold and defined words, in vocabulary order): general academic words ("analyze",
// "evidence") never pad it. When the file gives fewer than the sheet usually has, the sheet is shorter
// and the page says why; when it gives fewer than three, there is no sheet to hand out, and the
// teacher is told what to make instead. A typed topic (nothing to read) keeps the academic words.
import { ContentError } from '../content.errors';
import type { OfflineContext } from './offline.context';

/** Fewer terms than this make no matching sheet, vocabulary sheet or puzzle worth printing. */
export const FILE_TERMS_MIN = 3;

/** Is this job's text the teacher's uploaded file (not a typed topic or a pasted passage)? */
export const fromFile = (ctx: OfflineContext) => ctx.spec.source.type === 'file';

const terms = (n: number) => (n === 0 ? 'no terms' : n === 1 ? '1 term' : `${n} terms`);

/** The items, or a 422 telling the teacher the file gives too few terms for this sheet. */
export function enoughFileTerms<T>(items: T[], sheet: string): T[] {
  if (items.length >= FILE_TERMS_MIN) return items;
  const found = items.length ? `only ${terms(items.length)}` : terms(0);
  throw new ContentError(
    422,
    `Your file defines ${found} that can go on ${sheet}, and it needs at least ${FILE_TERMS_MIN}. Make a quiz or a cloze worksheet from this file instead, or upload one with a glossary or a key-vocabulary list.`,
  );
}

/** The page's note on a shorter sheet: "Your file defines 6 terms, so this sheet has 6 pairs." */
export const shortSheetNotice = (n: number, sheetHas: string) => `Your file defines ${terms(n)}, so this ${sheetHas}.`;

/** What the model is told for a sheet of terms from a file: the same rule, checked on its draft by the count and the notice. */
export const FILE_TERMS_ASK =
  ' Take every term from the text: its key-vocabulary list or glossary first, then its bold and defined terms; ' +
  'never a general word the text does not teach. ' +
  `If the text defines fewer terms than that, write fewer (at least ${FILE_TERMS_MIN}).`;

/** FILE_TERMS_ASK when the job reads the teacher's file. */
export const fileTermsAsk = (spec: { source: { type: 'file' | 'topic' } }) =>
  spec.source.type === 'file' ? FILE_TERMS_ASK : '';
