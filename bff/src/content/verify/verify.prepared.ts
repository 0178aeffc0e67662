// Verification work done per item while the model is still writing: each finished question's math is
// solved, its words counted for the reading level and its quote looked up in the file as soon as the
// stream scanner hands it over, so after the last token only the whole-document sums remain
// (bench/model-stream.bench.mjs: "final checks and verification"). Everything is keyed by the exact
// text, so an item the final document words differently is simply worked out again at the end.
import type { DraftSpec } from '../content.job';
import { solve, type MathSolution } from '../math';
import { countLine, linesOf, type LineCounts } from '../readability';
import { readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import { groundingIndex, type GroundingIndex } from './grounding.verify';

export interface PreparedChecks {
  solve(prompt: string): MathSolution | null;
  countLine(line: string): LineCounts;
  /** The file's grounding index (built once), or null for a topic. */
  grounding(): GroundingIndex | null;
  /** The file's reading (stored with the upload, else read once here), or null for a topic. */
  reading(): SourceReading | null;
  /** Hands over the file's reading made elsewhere (the language thread), so reading() parses nothing here. */
  readingIs(reading: SourceReading): void;
  /** Does the per-item work for one item of a streamed draft (any list, any shape). */
  prepare(item: unknown): void;
}

/** The strings of a draft item, nested lists and objects included (options, pairs, entries ...). */
function stringsOf(value: unknown, out: string[], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (depth < 4 && value && typeof value === 'object')
    for (const v of Array.isArray(value) ? value : Object.values(value)) stringsOf(v, out, depth + 1);
  return out;
}

/** The work itself (replaceable so tests can see when it is done). */
export interface CheckWork {
  solve: typeof solve;
  countLine: typeof countLine;
}

export function prepareChecks(spec: DraftSpec, work: CheckWork = { solve, countLine }): PreparedChecks {
  const solved = new Map<string, MathSolution | null>();
  const counted = new Map<string, LineCounts>();
  const found = new Map<string, boolean>();
  // the file's text, or a passage the teacher pasted (content.request.ts): quotes are checked against either
  const file = spec.source.text ? spec.source.text : null;
  let index: GroundingIndex | null | undefined;
  const grounding = () => {
    if (index === undefined) {
      const built = file === null ? null : groundingIndex(file);
      index = built && {
        contains(quote) {
          let hit = found.get(quote);
          if (hit === undefined) found.set(quote, (hit = built.contains(quote)));
          return hit;
        },
      };
    }
    return index;
  };
  let read: SourceReading | null | undefined;
  const reading = () => (read ??= file === null ? null : (spec.source.reading ?? readUpload(file, spec.source.name)));
  const prepared: PreparedChecks = {
    reading,
    readingIs(given) {
      if (file !== null) read ??= given;
    },
    solve(prompt) {
      if (!solved.has(prompt)) solved.set(prompt, work.solve(prompt));
      return solved.get(prompt)!;
    },
    countLine(line) {
      let counts = counted.get(line);
      if (!counts) counted.set(line, (counts = work.countLine(line)));
      return counts;
    },
    grounding,
    prepare(item) {
      if (!item || typeof item !== 'object') return;
      const { prompt, source_passage: passage } = item as { prompt?: unknown; source_passage?: unknown };
      if (typeof prompt === 'string') prepared.solve(prompt);
      if (typeof passage === 'string') grounding()?.contains(passage);
      for (const text of stringsOf(item, [])) for (const line of linesOf(text)) prepared.countLine(line);
    },
  };
  return prepared;
}
