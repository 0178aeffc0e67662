// Text from teachers' files, topics and models reaches XML (DOCX), PDF, SVG and file names. These are the
// one place that decides which characters survive, so every renderer and export cleans text the same way.

/**
 * Characters XML 1.0 cannot hold: C0 controls except tab, newline and carriage return, lone surrogate halves
 * and the non-characters U+FFFE/U+FFFF. One such character makes Word and LibreOffice refuse a whole DOCX.
 * C1 controls (U+007F-U+009F, "discouraged" by XML) go too: they print as empty boxes in a PDF.
 */
const XML_UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text XML can hold and a PDF can print; Unicode line/paragraph separators become newlines. */
export function xmlSafe(text: string): string {
  return text.replace(XML_UNSAFE, '').replace(/[\u2028\u2029]/g, '\n');
}

/**
 * Bidirectional embedding, override and isolate controls, and the LRM/RLM marks: in a file name or a title
 * they can make "gpj.exe" read as "exe.jpg". Right-to-left letters themselves are kept.
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A name or a title shown in the page and the files: XML-safe, no bidi controls, other controls as spaces, one line. */
export function displayName(text: string): string {
  return withoutBidiControls(xmlSafe(text)).replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters, cut at a word boundary with an ellipsis. A single word longer than the space
 * (a pasted URL, a chemical name) is cut inside the word rather than dropped; a surrogate pair is never split.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  let cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  if (space >= max / 2) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** `value` with `clean` applied to every string inside it (objects and arrays copied, the rest kept). */
export function mapStrings<T>(value: T, clean: (s: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, clean)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, clean);
    return out as T;
  }
  return value;
}

/** A document (or any plain data) whose every string XML can hold. */
export const xmlSafeDeep = <T>(value: T): T => mapStrings(value, xmlSafe);
