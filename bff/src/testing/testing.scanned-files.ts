// Upload files built around scans (testing.scanned-pages.ts): a scanned pdf (every page a picture), a
// mixed pdf (text pages and scanned pages), a Word file with a picture of text, a deck whose slide is a
// screenshot, and hostile pictures. Made in memory when a test or the benchmark needs them.
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import JSZip from 'jszip';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { ScannedPage } from './testing.scanned-pages';

const FONT_DIR = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');
const LETTER = { width: 612, height: 792 };

/** A pdf page: a scan (drawn as a full-page picture, no text layer) or text typeset with a real font. */
export type PdfPage = ScannedPage | string;

export function scannedPdf(pages: PdfPage[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', join(FONT_DIR, 'DejaVuSerif.ttf'));
    for (const page of pages) {
      doc.addPage({ size: 'LETTER', margin: 0 });
      if (typeof page === 'string') doc.font('body').fontSize(11).text(page, 72, 72, { width: 468 });
      else doc.image(page.jpeg, 0, 0, LETTER);
    }
    doc.end();
  });
}

/** A picture to place in a document: its bytes and size in pixels. */
export interface Picture {
  data: Buffer;
  width: number;
  height: number;
  type: 'png' | 'jpg';
}

export const pictureOf = (page: ScannedPage): Picture => ({
  data: page.jpeg,
  width: page.width,
  height: page.height,
  type: 'jpg',
});

/** A Word file: paragraphs of text and pictures, in the order given. */
export function docxWith(parts: Array<string | Picture>): Promise<Buffer> {
  const children = parts.map((part) => {
    if (typeof part === 'string') return new Paragraph({ children: [new TextRun(part)] });
    const width = 600; // points wide, as a picture pasted across a page's text width
    return new Paragraph({
      children: [
        new ImageRun({
          type: part.type,
          data: part.data,
          transformation: { width, height: Math.round((width * part.height) / part.width) },
        }),
      ],
    });
  });
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

let slideFontReady = false;
/** A slide as a screenshot: title and bullets drawn in a sans font on a 1280 × 720 picture (PNG). */
export function slideScreenshot(title: string, bullets: string[]): Picture {
  if (!slideFontReady) {
    GlobalFonts.registerFromPath(join(FONT_DIR, 'DejaVuSans.ttf'), 'Slide Body');
    GlobalFonts.registerFromPath(join(FONT_DIR, 'DejaVuSans-Bold.ttf'), 'Slide Title');
    slideFontReady = true;
  }
  const canvas = createCanvas(1280, 720);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f7fb';
  ctx.fillRect(0, 0, 1280, 720);
  ctx.fillStyle = '#1d3557';
  ctx.font = '44px "Slide Title"';
  ctx.fillText(title, 70, 110);
  ctx.font = '28px "Slide Body"';
  ctx.fillStyle = '#222';
  bullets.forEach((b, i) => ctx.fillText(`• ${b}`, 90, 200 + i * 56));
  return { data: canvas.encodeSync('png'), width: 1280, height: 720, type: 'png' };
}

export interface SlideWith {
  title?: string;
  body?: string;
  /** Pictures on the slide, in the order of the slide's shape tree. */
  pictures?: Picture[];
}

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const relsXml = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;

function textShape(id: number, text: string, ph?: string): string {
  const paragraphs = text
    .split('\n')
    .map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${esc(line)}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr/><p:nvPr>${ph ? `<p:ph type="${ph}"/>` : ''}</p:nvPr></p:nvSpPr>` +
    `<p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
  );
}

function pictureShape(id: number, rid: string): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${rid}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="9144000" cy="5143500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

/** A well-formed deck whose slides hold text boxes and pictures (a screenshot slide: one picture, no text). */
export async function pptxWith(slides: SlideWith[]): Promise<Buffer> {
  const zip = new JSZip();
  const types = [
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Default Extension="png" ContentType="image/png"/>',
    '<Default Extension="jpg" ContentType="image/jpeg"/>',
    '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>',
  ];
  const presRels: string[] = [];
  const ids: string[] = [];
  let media = 0;
  slides.forEach((slide, i) => {
    const n = i + 1;
    presRels.push(`<Relationship Id="rId${n}" Type="${REL}/slide" Target="slides/slide${n}.xml"/>`);
    ids.push(`<p:sldId id="${256 + i}" r:id="rId${n}"/>`);
    types.push(
      `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    const rels: string[] = [];
    const shapes: string[] = [];
    if (slide.title) shapes.push(textShape(2, slide.title, 'title'));
    if (slide.body) shapes.push(textShape(3, slide.body));
    (slide.pictures ?? []).forEach((picture, k) => {
      const name = `image${++media}.${picture.type}`;
      zip.file(`ppt/media/${name}`, picture.data);
      rels.push(`<Relationship Id="rIdPic${k + 1}" Type="${REL}/image" Target="../media/${name}"/>`);
      shapes.push(pictureShape(10 + k, `rIdPic${k + 1}`));
    });
    zip.file(
      `ppt/slides/slide${n}.xml`,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:sld ${NS}><p:cSld><p:spTree>${shapes.join('')}</p:spTree></p:cSld></p:sld>`,
    );
    zip.file(`ppt/slides/_rels/slide${n}.xml.rels`, relsXml(rels));
  });
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${types.join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    relsXml([`<Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/>`]),
  );
  zip.file(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:presentation ${NS}><p:sldIdLst>${ids.join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/></p:presentation>`,
  );
  zip.file('ppt/_rels/presentation.xml.rels', relsXml(presRels));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG of the given size whose pixel data is `rows` deflated (all white by default). */
function png(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pictures made to hurt a reader: each one must be refused quickly with a clear 4xx, never decoded. */
export function hostilePictures(): Record<'huge' | 'bomb' | 'corruptPng' | 'corruptJpeg' | 'truncatedJpeg', Picture> {
  // 60,000 × 60,000 pixels declared in a few bytes (3.6 billion pixels).
  const huge = png(60000, 60000, deflateSync(Buffer.alloc(1024)));
  // A real decompression bomb: 20,000 × 20,000 white pixels (400 MB) deflated to about 400 KB.
  const row = Buffer.alloc(20001, 0xff);
  row[0] = 0; // filter type: none
  const rows = Buffer.alloc(row.length * 20000);
  for (let y = 0; y < 20000; y++) row.copy(rows, y * row.length);
  const bomb = png(20000, 20000, deflateSync(rows, { level: 9 }));
  const ok = slideScreenshot('Damaged', ['x']).data;
  const corruptPng = Buffer.from(ok);
  corruptPng.fill(0x5a, 60, Math.min(corruptPng.length - 12, 4000)); // IDAT garbled, CRC now wrong
  const canvas = createCanvas(800, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 800, 600);
  const jpeg = canvas.encodeSync('jpeg', 80);
  const corruptJpeg = Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(2000, 0x33)]); // a start marker, then noise
  const truncatedJpeg = jpeg.subarray(0, Math.floor(jpeg.length / 3));
  return {
    huge: { data: huge, width: 60000, height: 60000, type: 'png' },
    bomb: { data: bomb, width: 20000, height: 20000, type: 'png' },
    corruptPng: { data: corruptPng, width: 1280, height: 720, type: 'png' },
    corruptJpeg: { data: corruptJpeg, width: 800, height: 600, type: 'jpg' },
    truncatedJpeg: { data: truncatedJpeg, width: 800, height: 600, type: 'jpg' },
  };
}
