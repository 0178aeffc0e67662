// PowerPoint text: slides, then each slide's speaker notes, in the order the deck shows them.
// That order lives in ppt/presentation.xml (sldIdLst -> relationship ids), never in file names:
// slide10.xml sorts before slide2.xml, and reordered decks keep their original file names.
import JSZip from 'jszip';
import { posix } from 'node:path';
import { damagedError } from './extraction.errors';
import { TextCollector, type BudgetedText } from './extraction.budget';
import { parseXml, xmlText, type XmlNode } from './extraction.xml';
import { slideMarks } from './extraction.marks';
import type { SourceMarks } from '../content';
import { PictureCollector } from './extraction.ocr-pictures';

/** `maxPictures` > 0: each slide's pictures are handed back for OCR (up to that many), marked after its text. */
export async function extractPptx(data: Uint8Array, budget: number, maxPictures = 0): Promise<BudgetedText> {
  const zip = await JSZip.loadAsync(data).catch((err: unknown) => {
    throw damagedError(err);
  });
  const text = new TextCollector(budget);
  const marks: SourceMarks = { headings: [], emphasis: [] };
  const pictures = new PictureCollector(maxPictures);
  let first = true;
  for (const slidePath of await slideOrder(zip)) {
    if (text.full) break;
    const slide = await readXml(zip, slidePath);
    text.add(xmlText(slide) + '\n\n');
    slideMarks(slide, marks, first);
    first = false;
    const rels = await relationships(zip, slidePath);
    if (pictures.wanted) text.add(await slidePictures(zip, slide, rels, pictures));
    const notesPath = rels.find((r) => r.type.endsWith('/notesSlide'))?.target;
    const notes = notesPath && zip.file(notesPath) ? xmlText(await readXml(zip, notesPath), isNotesBody) : '';
    if (notes.trim()) text.add(`Notes: ${notes.trim()}\n\n`);
  }
  return { ...text.finish(), marks, ...(pictures.wanted ? { pictures: pictures.pictures } : {}) };
}

/** The marks of a slide's pictures (a:blip, in the shape tree's order: pictures, groups, picture fills). */
async function slidePictures(
  zip: JSZip,
  slide: XmlNode[],
  rels: Relationship[],
  pictures: PictureCollector,
): Promise<string> {
  const targets = new Map(rels.filter((r) => r.type.endsWith('/image')).map((r) => [r.id, r.target]));
  let marks = '';
  for (const blip of findAll(slide, 'a:blip')) {
    const file = zip.file(targets.get(attr(blip, 'r:embed')) ?? '');
    if (file) marks += pictures.add(await file.async('uint8array'));
  }
  return marks;
}

async function slideOrder(zip: JSZip): Promise<string[]> {
  const presentation = await readXml(zip, 'ppt/presentation.xml');
  const rels = new Map((await relationships(zip, 'ppt/presentation.xml')).map((r) => [r.id, r.target]));
  const ids = findAll(presentation, 'p:sldId').map((n) => attr(n, 'r:id'));
  return ids.map((id) => rels.get(id)).filter((p): p is string => !!p && !!zip.file(p));
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function relationships(zip: JSZip, partPath: string): Promise<Relationship[]> {
  const relsPath = posix.join(posix.dirname(partPath), '_rels', `${posix.basename(partPath)}.rels`);
  if (!zip.file(relsPath)) return [];
  return findAll(await readXml(zip, relsPath), 'Relationship')
    .filter((n) => attr(n, 'TargetMode') !== 'External')
    .map((n) => ({ id: attr(n, 'Id'), type: attr(n, 'Type'), target: resolveTarget(partPath, attr(n, 'Target')) }));
}

function resolveTarget(fromPart: string, target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(fromPart), target));
}

async function readXml(zip: JSZip, path: string): Promise<XmlNode[]> {
  const file = zip.file(path);
  if (!file) throw damagedError(new Error(`missing ${path}`));
  try {
    return parseXml(await file.async('string'));
  } catch (err) {
    throw damagedError(err);
  }
}

// A notes page also holds the slide picture and a slide-number field; only the body is the notes.
function isNotesBody(shape: XmlNode): boolean {
  const ph = findAll([shape], 'p:ph')[0];
  return !!ph && attr(ph, 'type') === 'body';
}

function findAll(nodes: XmlNode[], tag: string, out: XmlNode[] = []): XmlNode[] {
  for (const node of nodes) {
    if (tag in node) out.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key !== ':@' && Array.isArray(value)) findAll(value as XmlNode[], tag, out);
    }
  }
  return out;
}

function attr(node: XmlNode, name: string): string {
  const attrs = node[':@'] as Record<string, string> | undefined;
  return attrs?.[`@_${name}`] ?? '';
}
