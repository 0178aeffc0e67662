// The page's note on a sheet of terms that is shorter than usual because the teacher's file defines
// fewer terms (offline/file-terms.ts): read from the document itself, so a model's draft and an
// offline one get the same note. Never printed; the page shows it above the preview.
import type { Block, GeneratedDocument } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import { shortSheetNotice } from '../offline/file-terms';
import { NAMES } from '../kinds/puzzle/puzzle.draft';
import { SIZES } from '../kinds/worksheet/worksheet.style';

/** A letter home usually has three words to know or more. */
const LETTER_WORDS = 3;
/** A review sheet usually lists at least this many vocabulary terms (its schema's minimum for a topic). */
const REVIEW_TERMS = 4;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function shortSheetNote(spec: DraftSpec, doc: GeneratedDocument): string | null {
  if (spec.source.type !== 'file') return null;
  const blocks: Block[] = doc.sections.flatMap((s) => s.blocks);
  const sum = (f: (b: Block) => number) => blocks.reduce((n, b) => n + f(b), 0);
  if (spec.kind === 'puzzle') {
    const n = sum((b) =>
      b.type === 'word_search'
        ? b.words.length
        : b.type === 'crossword'
          ? b.entries.length
          : b.type === 'matching'
            ? b.left.length
            : 0,
    );
    if (n >= (spec.count ?? 0)) return null;
    const words = plural(n, 'word', 'words');
    // A crossword keeps the file's terms that cross in one grid, which may be fewer than the file defines.
    if (spec.puzzleType === 'crossword')
      return `Your file's terms give ${words} that cross in one grid, so this crossword has ${words}.`;
    return shortSheetNotice(n, `${NAMES[spec.puzzleType ?? 'word_search']} has ${words}`);
  }
  if (spec.kind === 'worksheet' && spec.style === 'matching') {
    const n = sum((b) => (b.type === 'matching' ? b.left.length : 0));
    return n < SIZES.pairs[0] ? shortSheetNotice(n, `sheet has ${plural(n, 'pair', 'pairs')}`) : null;
  }
  if (spec.kind === 'worksheet' && spec.style === 'vocab') {
    const n = sum((b) => (b.type === 'word_bank' ? b.words.length : 0));
    return n < SIZES.terms[0] ? shortSheetNotice(n, `sheet has ${plural(n, 'word', 'words')}`) : null;
  }
  if (spec.kind === 'review_sheet') {
    const n = sum((b) => (b.type === 'vocabulary' ? b.entries.length : 0));
    if (n === 0) return shortSheetNotice(0, 'review sheet has no vocabulary list');
    return n < REVIEW_TERMS
      ? shortSheetNotice(n, `review sheet lists ${plural(n, 'vocabulary term', 'vocabulary terms')}`)
      : null;
  }
  if (spec.kind === 'parent_handout') {
    const n = sum((b) => (b.type === 'vocabulary' ? b.entries.length : 0));
    if (n === 0) return shortSheetNotice(0, 'letter has no Words to Know');
    return n < LETTER_WORDS ? shortSheetNotice(n, `letter’s Words to Know has ${plural(n, 'word', 'words')}`) : null;
  }
  return null;
}
