// Text helpers shared by the writers. XML escaping itself is xmlbuilder2's job; these cover what it does
// not: characters XML 1.0 forbids, HTML inside LMS "html" fields, and formats that hold one line per item.

import { xmlSafe } from '@lessonloom/contracts';

// The one sanitiser every renderer and export uses (packages/contracts text-safety.ts): C0 controls but
// tab/newline/CR, lone surrogates, U+FFFE/U+FFFF.
export { xmlSafe };

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text shown by an LMS as HTML (Canvas and Moodle question text): escaped once for HTML, paragraphs kept. */
export function htmlParagraphs(s: string): string {
  const escaped = xmlSafe(s).replace(/[&<>"']/g, (c) => HTML[c]);
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** One line: runs of whitespace (tabs and newlines included) become one space. */
export const oneLine = (s: string) => xmlSafe(s).replace(/\s+/g, ' ').trim();

/**
 * Text for xmlbuilder2's txt() and attributes. xmlbuilder2 escapes < and > but leaves any "&…;" that looks
 * like an entity as it is, so "&lt;" in a teacher's text would reach the LMS as "<". Writing every & as
 * &amp; first makes each one an entity it keeps, and the parser gives back exactly the original text.
 */
export const xmlText = (s: string) => xmlSafe(s).replace(/&/g, '&amp;');
