// Every failure the upload route can report, worded for a teacher (spec §8 toasts show `detail`).
import { SCAN_TEXT } from '@lessonloom/contracts';
export type ExtractionStatus = 415 | 413 | 422;

export class ExtractionError extends Error {
  /** `cause` (optional) is for the server log only: the client sees `detail`. */
  constructor(
    public status: ExtractionStatus,
    public detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'ExtractionError';
  }
}

const TYPE_ONLY = 'Please upload PDF, DOCX, PPTX, or TXT files only.';

export const EXTRACTION_MESSAGES = {
  type: TYPE_ONLY,
  tooLarge: 'Please upload files smaller than 10MB.',
  mismatch: (label: string, ext: string) =>
    `This file is not a real ${label} file, even though its name ends in ${ext}. ${TYPE_ONLY}`,
  password: 'This PDF is password-protected. Remove the password and upload it again.',
  officePassword: 'This file is password-protected. Remove the password and upload it again.',
  damaged: 'This file appears to be damaged and could not be read.',
  noText: 'No text could be found in this file. Check that it is the file you meant, then upload it again.',
  tooComplex:
    'This file is too large or complex to read safely. Remove large images or split it into smaller files, then upload it again.',
  timeout: 'This file took too long to read. Split it into smaller files, then upload it again.',
  noTextInScan:
    'No text could be read in this file, not even from its scanned pages or pictures. If it is a faint copy or a photo, scan it again more clearly (300 dpi, black on white), then upload it again.',
  ocrBudget: (read: number, total: number) =>
    `This scan took too long to read: ${read} of ${total} ${total === 1 ? 'page was' : 'pages were'} read before the time ran out. Tick "${SCAN_TEXT.keepPartial}" and upload it again, or split it into smaller files.`,
} as const;

export const typeError = () => new ExtractionError(415, EXTRACTION_MESSAGES.type);
export const damagedError = (cause?: unknown) => new ExtractionError(422, EXTRACTION_MESSAGES.damaged, { cause });
export const tooComplexError = (cause?: unknown) => new ExtractionError(422, EXTRACTION_MESSAGES.tooComplex, { cause });
