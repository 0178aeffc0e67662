// Budget-aware Word text for very large documents. mammoth builds the whole document in memory
// (a 2.4 MB document.xml costs it ~0.6 s and ~170 MB), so past a few MB it cannot finish within
// the budget's spirit. Here word/document.xml is inflated as a stream and scanned for w:t runs,
// and reading stops as soon as the budget is full: a 70 MB document.xml costs what 200,000
// characters cost. Deleted text (w:delText) and field codes (w:instrText) are skipped as mammoth does,
// and so is the VML copy of each text box (mc:Fallback).
import yauzl from 'yauzl';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { damagedError } from './extraction.errors';
import { TextCollector, type BudgetedText } from './extraction.budget';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()];
    const hex = e[1] === 'x' || e[1] === 'X';
    return String.fromCodePoint(parseInt(e.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** Feeds WordprocessingML in arbitrary chunks; emits text in document order. */
export class WordTextScanner {
  private pending = '';
  private inText = false;
  private inTabStops = false;
  /** Inside mc:Fallback: Word stores text boxes twice (mc:Choice and a VML fallback); read one. */
  private fallbackDepth = 0;

  constructor(private readonly emit: (text: string) => void) {}

  push(chunk: string): void {
    let s = this.pending + chunk;
    for (;;) {
      const lt = s.indexOf('<');
      if (lt < 0) break;
      if (this.inText && lt > 0) this.emit(decodeEntities(s.slice(0, lt)));
      const gt = s.indexOf('>', lt);
      if (gt < 0) {
        this.pending = s.slice(lt);
        return;
      }
      this.tag(s.slice(lt + 1, gt));
      s = s.slice(gt + 1);
    }
    this.pending = '';
    if (!this.inText) return;
    // Keep a half-received entity (`&am`) for the next chunk.
    const amp = s.lastIndexOf('&');
    const cut = amp >= 0 && s.indexOf(';', amp) < 0 ? amp : s.length;
    if (cut > 0) this.emit(decodeEntities(s.slice(0, cut)));
    this.pending = s.slice(cut);
  }

  private tag(body: string): void {
    const closing = body.startsWith('/');
    const name = /^[^\s/>]+/.exec(closing ? body.slice(1) : body)?.[0] ?? '';
    const empty = body.endsWith('/');
    if (name === 'mc:Fallback') {
      if (!empty) this.fallbackDepth += closing ? -1 : 1;
      return;
    }
    if (this.fallbackDepth > 0) return;
    if (name === 'w:t') this.inText = !closing && !empty;
    else if (name === 'w:tabs')
      this.inTabStops = !closing && !empty; // tab-stop definitions, not content
    else if (closing && name === 'w:p') this.emit('\n\n');
    else if (closing) return;
    else if (name === 'w:tab' && !this.inTabStops) this.emit('\t');
    else if (name === 'w:br' || name === 'w:cr') this.emit('\n');
  }
}

export interface WordPart {
  zip: yauzl.ZipFile;
  entry: yauzl.Entry;
}

export async function findDocumentXml(data: Uint8Array): Promise<WordPart> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { lazyEntries: false }, (err, z) =>
      err || !z ? reject(damagedError(err)) : resolve(z),
    ),
  );
  const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => e.fileName === 'word/document.xml' && resolve(e));
    zip.on('end', () => reject(damagedError(new Error('no word/document.xml'))));
    zip.on('error', (err: Error) => reject(damagedError(err)));
  });
  return { zip, entry };
}

export async function streamWordText({ zip, entry }: WordPart, budget: number): Promise<BudgetedText> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(damagedError(err)) : resolve(s))),
  );
  const text = new TextCollector(budget);
  const scanner = new WordTextScanner((t) => text.add(t));
  const decoder = new StringDecoder('utf8');
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      scanner.push(decoder.write(chunk));
      if (!text.full) return;
      stream.destroy();
      resolve();
    });
    stream.on('end', () => resolve());
    stream.on('error', (err: Error) => reject(damagedError(err)));
  });
  return text.finish();
}

/** The whole entry as text (callers check its size first). */
export async function readEntry({ zip, entry }: WordPart): Promise<string> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(damagedError(err)) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
