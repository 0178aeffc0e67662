// Reading an upload (extraction, and the reading of its text after it) is CPU work on the BFF's few
// worker threads. It runs in its account's turn: one file of an account at a time, in the order they
// came, so a teacher who sends four 60,000-page PDFs waits for them one by one while everyone else's
// upload runs beside the first (docs/extraction.md, "Fair turns").
import { FairQueue } from '../workers';

/** Accounts whose files are read at once; each takes at most one worker thread while others wait. */
export const EXTRACTION_TURNS = 8;

/**
 * The one queue of upload readings. Work inside a turn (OCR pages included) must not take a second
 * turn of the same account from it: that would wait for itself.
 */
export const extractionTurns = new FairQueue(EXTRACTION_TURNS, 1);

/** Runs one upload's reading in its account's turn. */
export function inExtractionTurn<T>(account: string, job: () => Promise<T>): Promise<T> {
  return extractionTurns.run(account, job);
}
