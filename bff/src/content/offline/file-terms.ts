// A sheet of terms made from a teacher's file takes every term from the file (its key-vocabulary list,
// glossary, bold and defined words, in vocabulary order): general academic words ("analyze",
// "evidence") never pad it. When the file gives fewer than the sheet usually has, the sheet is shorter
// and the page says why. A typed topic (nothing to read) keeps the academic words.
import type { OfflineContext } from './offline.context';

/** Is this job's text the teacher's uploaded file (not a typed topic or a pasted passage)? */
export const fromFile = (ctx: OfflineContext) => ctx.spec.source.type === 'file';

const terms = (n: number) => (n === 0 ? 'no terms' : n === 1 ? '1 term' : `${n} terms`);

/** The page's note on a shorter sheet: "Your file defines 2 terms, so this review sheet lists 2 vocabulary terms." */
export const shortSheetNotice = (n: number, sheetHas: string) => `Your file defines ${terms(n)}, so this ${sheetHas}.`;

/** What the model is told for a sheet of terms from a file: the same rule, applied to its draft (assemble/file-terms.filter.ts). */
export const FILE_TERMS_ASK =
  ' Take every vocabulary term from the text: its key-vocabulary list or glossary first, then its bold and defined terms; never a general word the text does not teach. If the text defines fewer terms than that, list fewer.';

/** FILE_TERMS_ASK when the job reads the teacher's file. */
export const fileTermsAsk = (spec: { source: { type: 'file' | 'topic' } }) =>
  spec.source.type === 'file' ? FILE_TERMS_ASK : '';
