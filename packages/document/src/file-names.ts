// Files named for what they are: "<title> - <kind>[ - Version B][ - Answer key][ - Accommodated].<ext>".
// One rule for every download the spec does not name itself (spec §7 keeps kind.docx etc. for the
// Generate page): the server's Content-Disposition, history and dashboard downloads, versions,
// accommodated copies, LMS exports and the entries of the data-export zip.
import { KIND_LABELS, type ContentKind } from '@lessonloom/contracts';

export const FILE_NAME_MAX = 80;

export interface FileNameParts {
  /** The document's title; falls back to the kind alone when empty. */
  title: string;
  kind: ContentKind | string;
  ext: string;
  /** Version letter of a randomized version ("B"). */
  version?: string;
  answerKey?: boolean;
  accommodated?: boolean;
  /** What the file is beyond the kind ("Version map", "All answer keys"): replaces the version/key parts. */
  part?: string;
}

const kindLabel = (kind: string) => KIND_LABELS[kind as ContentKind] ?? kind.replace(/_/g, ' ');

/**
 * Letters, digits, spaces and a few marks survive; path separators, reserved characters (Windows'
 * <>:"/\|?*), control and invisible characters become spaces. A colon reads as " - ".
 */
export function safeFilePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s*:\s*/g, ' - ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[<>"/\\|?*\u2028\u2029]/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} .,'()&+!#@$%=;[\]{}~_\u2013\u2014-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .trim();
}

/** A title that starts with its kind ("Quiz: Waves") names the kind once, at the end. */
function titleWithoutKind(title: string, kind: string): string {
  const label = kindLabel(kind).toLowerCase();
  const m = /^([^:]{1,40}):\s*(.+)$/.exec(title.trim());
  if (m && m[1].trim().toLowerCase() === label) return m[2];
  return title;
}

/** Cuts at a word boundary to at most `max` characters. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  return (space > max / 2 ? head.slice(0, space) : text.slice(0, max)).replace(/[\s.,;-]+$/, '');
}

/** "Waves - Quiz - Version B - Answer key.pdf", at most FILE_NAME_MAX characters with the extension. */
export function descriptiveFileName(p: FileNameParts): string {
  const tail = [
    kindLabel(p.kind),
    ...(p.part ? [p.part] : []),
    ...(p.version ? [`Version ${p.version}`] : []),
    ...(p.answerKey ? ['Answer key'] : []),
    ...(p.accommodated ? ['Accommodated'] : []),
  ]
    .map(safeFilePart)
    .join(' - ');
  const ext = `.${p.ext.replace(/^\./, '')}`;
  const room = FILE_NAME_MAX - ext.length - tail.length - 3;
  const title = cut(safeFilePart(titleWithoutKind(p.title, String(p.kind))), Math.max(room, 0));
  const name = title ? `${title} - ${tail}` : tail;
  return `${cut(name, FILE_NAME_MAX - ext.length)}${ext}`;
}

/** The same name in ASCII only, for the plain `filename=` of Content-Disposition (old clients). */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.replace(/^[\s.-]+/, '') || 'download';
}

/** RFC 6266: `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>` (RFC 5987 attr-chars). */
export function contentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}

/** A generation's file as the history knows it: its kind, title and how it was made. */
export interface NamedGeneration {
  kind: ContentKind | string;
  title?: string;
  settings?: { version?: string; accommodation_of?: string };
}

/** One of a generation's four files (spec §7 download formats), named by the rule above. */
export function generationFileName(g: NamedGeneration, format: 'docx' | 'pdf' | 'key-docx' | 'key-pdf'): string {
  return descriptiveFileName({
    title: g.title ?? '',
    kind: g.kind,
    ext: format.endsWith('pdf') ? 'pdf' : 'docx',
    version: g.settings?.version,
    answerKey: format.startsWith('key-'),
    accommodated: !!g.settings?.accommodation_of,
  });
}
