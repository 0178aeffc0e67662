// One entry per export format: how to write it, its file name and type, and whether it holds anything.
import type { ExportFormat } from '@lessonloom/contracts';
import { descriptiveFileName } from '@lessonloom/document';
import type { ExportQuiz } from './lms.items';
import { writeBlooket } from './lms.blooket-writer';
import { writeCsv } from './lms.csv-writer';
import { writeGift } from './lms.gift-writer';
import { writeKahoot } from './lms.kahoot-writer';
import { writeMoodle } from './lms.moodle-writer';
import { writeQti } from './lms.qti-writer';
import type { LeftOut } from './lms.quiz-game-fit';
import { quizletCards, writeQuizlet } from './lms.quizlet-writer';

export interface ExportOptions {
  /** Category name for Moodle/GIFT imports: the subject, else the kind's label. */
  category: string;
  /** Stable identifier for the QTI package (the generation id), so re-imports replace rather than duplicate. */
  ident: string;
  /** What the file is named for: the document's kind, and for a version or accommodated copy, which. */
  name: { kind: string; version?: string; accommodated?: boolean };
}
export interface ExportFile {
  data: Buffer;
  filename: string;
  contentType: string;
  leftOut: LeftOut[];
}

type Writer = (
  quiz: ExportQuiz,
  o: ExportOptions,
) => Promise<{ data: Buffer; leftOut?: LeftOut[] }> | { data: Buffer; leftOut?: LeftOut[] };

const FORMATS: Record<ExportFormat, { suffix: string; contentType: string; write: Writer }> = {
  qti: {
    suffix: '.qti.zip',
    contentType: 'application/zip',
    write: async (q, o) => ({ data: await writeQti(q, o.ident) }),
  },
  moodle: {
    suffix: '.moodle.xml',
    contentType: 'application/xml; charset=utf-8',
    write: (q, o) => ({ data: writeMoodle(q, o.category) }),
  },
  gift: {
    suffix: '.gift.txt',
    contentType: 'text/plain; charset=utf-8',
    write: (q, o) => ({ data: writeGift(q, o.category) }),
  },
  kahoot: {
    suffix: '.kahoot.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: (q) => writeKahoot(q),
  },
  blooket: { suffix: '.blooket.csv', contentType: 'text/csv; charset=utf-8', write: (q) => writeBlooket(q) },
  quizlet: {
    suffix: '.quizlet.txt',
    contentType: 'text/plain; charset=utf-8',
    write: (q) => ({ data: writeQuizlet(q) }),
  },
  csv: { suffix: '.csv', contentType: 'text/csv; charset=utf-8', write: (q) => ({ data: writeCsv(q) }) },
};

export class NothingToExport extends Error {}

export const NO_QUESTIONS_TO_EXPORT = 'This document holds no questions to export.';

/** The file for one format; throws NothingToExport (with the teacher-facing reason) when it would be empty. */
export async function writeExport(quiz: ExportQuiz, format: ExportFormat, o: ExportOptions): Promise<ExportFile> {
  if (!quiz.items.length && !quiz.terms.length) throw new NothingToExport(NO_QUESTIONS_TO_EXPORT);
  if (format === 'quizlet' && !quizletCards(quiz).length)
    throw new NothingToExport('Quizlet cards need a term or question with one answer; essays have none.');
  if (format !== 'quizlet' && !quiz.items.length)
    throw new NothingToExport('This document holds vocabulary but no questions; export it to Quizlet instead.');
  const f = FORMATS[format];
  const { data, leftOut = [] } = await f.write(quiz, o);
  if (leftOut.length === quiz.items.length && leftOut.length) {
    const game = format === 'kahoot' ? 'Kahoot!' : 'Blooket';
    throw new NothingToExport(
      `None of the questions fit ${game}: it takes multiple choice and true/false questions with 2–4 short answers.`,
    );
  }
  const filename = descriptiveFileName({ title: quiz.title, ext: f.suffix, ...o.name });
  return { data, filename, contentType: f.contentType, leftOut };
}
