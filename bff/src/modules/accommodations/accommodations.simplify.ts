// Simpler wording for an accommodated copy, done in code so an offline install gets it too and nothing is
// invented: (1) plain-word substitutions from retext-simplify's list (wooorm's unified collective), applied
// only where it names exactly one simpler word ("utilize" → "use"; "function" offers act/role/work, so it is
// left alone); (2) long sentences split where a clause already ends (";", ", and", ", but", ", so").
// Quoted text (a passage from the teacher's file, a term being asked about) is never touched.
import { retext } from 'retext';
import retextSimplify from 'retext-simplify';

const processor = retext().use(retextSimplify);
/** A quotation in straight or curly double quotes, or a blank to fill: kept exactly as written. */
const KEEP = /(“[^”]*”|"[^"]*"|«[^»]*»|_{3,})/;
/** A clause boundary where a sentence can end without rewording; both halves must be long enough to stand. */
const JOINS = /;\s+|,\s+(?:and|but|so)\s+/g;
const MIN_WORDS = 5;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

function matchCase(original: string, replacement: string): string {
  if (original[0] && original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase())
    return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Plain-word substitutions where retext-simplify offers one alternative. */
export function plainWords(text: string): string {
  const file = processor.processSync(text);
  const edits = file.messages
    .filter((m) => Array.isArray(m.expected) && m.expected.length === 1 && m.place && 'start' in m.place)
    .map((m) => {
      const place = m.place as { start: { offset?: number }; end: { offset?: number } };
      return { from: place.start.offset!, to: place.end.offset!, with: (m.expected as string[])[0] };
    })
    .sort((a, b) => b.from - a.from);
  let out = text;
  for (const e of edits) out = out.slice(0, e.from) + matchCase(out.slice(e.from, e.to), e.with) + out.slice(e.to);
  return out;
}

/** Splits a sentence at clause boundaries when both sides keep at least MIN_WORDS words. */
export function shortSentences(text: string): string {
  return text.replace(/[^.!?]+[.!?]?/g, (sentence) => {
    const parts: string[] = [];
    let last = 0;
    for (const m of sentence.matchAll(JOINS)) {
      const head = sentence.slice(last, m.index);
      const rest = sentence.slice(m.index! + m[0].length);
      if (words(head) >= MIN_WORDS && words(rest) >= MIN_WORDS) {
        parts.push(head);
        last = m.index! + m[0].length;
      }
    }
    if (!parts.length) return sentence;
    parts.push(sentence.slice(last));
    const end = /[.!?]\s*$/.exec(sentence)?.[0].trim() ?? '.';
    return parts
      .map((p, i) => {
        const t = p.trim().replace(/[.!?]$/, '');
        const cap = i === 0 ? t : t[0].toUpperCase() + t.slice(1);
        return i === parts.length - 1 ? `${cap}${end}` : `${cap}.`;
      })
      .join(' ')
      .replace(/^/, sentence.match(/^\s*/)![0]);
  });
}

/** Simpler wording of one piece of student text; quotations and blanks stay exactly as they were. */
export function simplify(text: string): string {
  return text
    .split(KEEP)
    .map((part, i) =>
      i % 2 === 1 ? part : shortSentences(plainWords(part.replace(/\bWhich of the following\b/g, 'Which'))),
    )
    .join('');
}
