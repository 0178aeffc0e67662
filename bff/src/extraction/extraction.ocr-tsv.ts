// Tesseract's TSV output (one row per page, block, paragraph, line and word, with boxes and word
// confidences) read into the paragraphs of a page. TSV rather than the JSON block tree: it carries
// everything the layout needs at a tenth of the size (the JSON repeats every symbol and its choices).

export interface OcrBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface OcrLine extends OcrBox {
  words: string[];
  /** Tesseract's confidence (0–100) of each word. */
  confidences: number[];
}

/** A paragraph as Tesseract found it: lines in order, boxed. */
export interface OcrParagraph extends OcrBox {
  lines: OcrLine[];
}

export interface OcrPage {
  width: number;
  height: number;
  paragraphs: OcrParagraph[];
}

const LEVEL_WORD = 5;

/** The paragraphs of one page of TSV, in Tesseract's order; rows of other pages are ignored. */
export function readTsv(tsv: string, width: number, height: number): OcrPage {
  const paragraphs = new Map<string, OcrParagraph>();
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || Number(cells[0]) !== LEVEL_WORD) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [block, par, line] = [cells[2], cells[3], cells[4]];
    const left = Number(cells[6]);
    const top = Number(cells[7]);
    const box = { left, top, right: left + Number(cells[8]), bottom: top + Number(cells[9]) };
    const paragraphKey = `${block}.${par}`;
    const lineKey = `${paragraphKey}.${line}`;
    let paragraph = paragraphs.get(paragraphKey);
    if (!paragraph) paragraphs.set(paragraphKey, (paragraph = { ...box, lines: [] }));
    let current = lines.get(lineKey);
    if (!current) {
      lines.set(lineKey, (current = { ...box, words: [], confidences: [] }));
      paragraph.lines.push(current);
    }
    current.words.push(text);
    current.confidences.push(Math.max(0, Number(cells[10])));
    grow(current, box);
    grow(paragraph, box);
  }
  return { width, height, paragraphs: [...paragraphs.values()] };
}

export function grow(box: OcrBox, by: OcrBox): void {
  box.left = Math.min(box.left, by.left);
  box.top = Math.min(box.top, by.top);
  box.right = Math.max(box.right, by.right);
  box.bottom = Math.max(box.bottom, by.bottom);
}
