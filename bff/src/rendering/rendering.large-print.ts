// Large print for an accommodated DOCX. The renderer names sizes in many places (titles, labels, notes);
// rather than thread a size through each, the finished file's run sizes below 14 pt are raised to 14 pt
// (w:sz / w:szCs are half-points), the one rule large-print guidance gives. Line spacing and the default
// size are set on the document's defaults by the renderer.
import JSZip from 'jszip';

export const LARGE_PRINT_HALF_POINTS = 28;
/** 1.5 lines (in 240ths of a line), the wider spacing large-print guidance asks for. */
export const LARGE_PRINT_LINE = 360;

const SIZE = /<w:(sz|szCs) w:val="(\d+)"\/>/g;

export function raiseSizes(xml: string, min = LARGE_PRINT_HALF_POINTS): string {
  return xml.replace(SIZE, (whole, tag: string, val: string) =>
    Number(val) < min ? `<w:${tag} w:val="${min}"/>` : whole,
  );
}

export async function largePrintDocx(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  const parts = Object.keys(zip.files).filter((name) =>
    /^word\/(document|footer\d*|header\d*|styles)\.xml$/.test(name),
  );
  for (const name of parts) zip.file(name, raiseSizes(await zip.file(name)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
