// A sheet the engine declines to make from a file (a 422: the file defines fewer than three terms for a
// matching, vocabulary or puzzle sheet, offline/file-terms.ts) is measured as "not made": it prints
// nothing, so it scores nothing, and the bench counts it; any other failure still stops the measure.
import { ContentError } from '../content.errors';

/** The made sheet, or null when the engine answers 422 (too few of the file's own terms). */
export function madeOrNull<T>(make: () => T): T | null {
  try {
    return make();
  } catch (e) {
    if (e instanceof ContentError && e.status === 422) return null;
    throw e;
  }
}
