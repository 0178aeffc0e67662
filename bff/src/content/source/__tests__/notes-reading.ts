// A short text written for a test, read as a teacher's notes file: its reading, and its terms' meanings.
import { readUpload } from '..';

/** The sentences as one paragraph under the heading "Notes", read as a .txt upload. */
export const readNotes = (...sentences: string[]) => readUpload(`Notes\n\n${sentences.join(' ')}`, 'notes.txt');

/** term (lower case) -> definition ('' when the term has none). */
export const meanings = (...sentences: string[]): Record<string, string> =>
  Object.fromEntries(readNotes(...sentences).terms.map((t) => [t.term.toLocaleLowerCase('en-US'), t.definition ?? '']));
