import { PROMPT_SOURCE_MAX } from './source.budget';
import { readSource } from './source.read';
import { READING_VERSION, type SourceMarks, type SourceReading } from './source.types';

export { readSource } from './source.read';
export type * from './source.types';

/**
 * The reading kept with an upload. Only the part a generation can use is read (the model sees the
 * same first PROMPT_SOURCE_MAX characters), which also bounds the time spent at upload.
 */
export function readUpload(text: string, fileName: string, marks?: SourceMarks): SourceReading {
  return readSource(text.slice(0, PROMPT_SOURCE_MAX), fileName, marks);
}

/** A stored reading made by this version of the reader, else null (read again). */
export function currentReading(stored: unknown): SourceReading | null {
  const r = stored as SourceReading | undefined;
  return r && r.version === READING_VERSION && Array.isArray(r.sentences) ? r : null;
}
