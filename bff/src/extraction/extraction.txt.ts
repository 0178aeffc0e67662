// Plain text in whatever encoding the teacher's computer saved it: BOMs first, then strict UTF-8,
// then chardet's best guess (Windows and Mac editors still default to legacy code pages).
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { fitBudget, type BudgetedText } from './extraction.budget';
import { bomlessUtf16 } from './extraction.detect';

const SAMPLE_BYTES = 64 * 1024;

export function decodeText(data: Buffer): string {
  if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    return data.subarray(3).toString('utf8');
  }
  if (data.length >= 2 && data[0] === 0xff && data[1] === 0xfe) return iconv.decode(data.subarray(2), 'utf-16le');
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) return iconv.decode(data.subarray(2), 'utf-16be');
  const utf16 = bomlessUtf16(data);
  if (utf16) return iconv.decode(data, utf16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return iconv.decode(data, guessEncoding(data));
  }
}

function guessEncoding(data: Buffer): string {
  const guess = chardet.detect(data.subarray(0, SAMPLE_BYTES))?.toLowerCase() ?? '';
  // ISO-8859-1 guesses are almost always Windows-1252 in practice (smart quotes, €), as browsers assume.
  if (!guess || guess === 'iso-8859-1' || guess === 'utf-8' || !iconv.encodingExists(guess)) return 'windows-1252';
  return guess;
}

export function extractTxt(data: Buffer, budget: number): BudgetedText {
  const text = decodeText(data);
  const keep = Math.ceil(budget * 1.25) + 1000; // tidying only shrinks text, so this is enough
  return fitBudget(text.slice(0, keep), budget, text.length > keep);
}
