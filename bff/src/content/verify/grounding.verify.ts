// Is a quoted passage really in the teacher's file? Both sides are folded the same way first, so
// what PDF/Word extraction and a model's copying change (line breaks, hyphenation, curly quotes,
// dashes, case, spacing, punctuation) does not count as a difference, while changed words do.

import { INVISIBLE } from '../source/source.invisible';

const HYPHEN_BREAK = /(\p{L})[-\u2010\u2011\u00AD]\s*\n\s*(\p{L})/gu;
const ELLIPSIS = /\s*(?:\.\s*\.\s*\.|…)\s*/u;

/** Letters and digits in lower case, one space between words. */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(HYPHEN_BREAK, '$1$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface GroundingIndex {
  /** True when every part of the quote (split at ellipses) appears in the source, in order. */
  contains(quote: string): boolean;
}

export function groundingIndex(sourceText: string): GroundingIndex {
  const source = ` ${foldForMatching(sourceText)} `;
  return {
    contains(quote) {
      const parts = quote.split(ELLIPSIS).map(foldForMatching).filter(Boolean);
      if (!parts.length) return false;
      let from = 0;
      for (const part of parts) {
        const at = source.indexOf(` ${part} `, from);
        if (at < 0) return false;
        from = at + part.length + 1;
      }
      return true;
    },
  };
}
