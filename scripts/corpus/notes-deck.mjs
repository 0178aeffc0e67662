// Writes bff/src/content/__fixtures__/decks/waves-with-notes.pptx: a teacher's slide deck whose slides are
// the first three long paragraphs of the tuning section os-physics-types-of-waves (CC BY 4.0, OpenStax
// Physics; corpus README) and whose speaker notes speak to the teacher, as a teacher writes them. The
// test teacher-directions.test.ts reads it (pptxgenjs cannot run inside jest, so the deck is a fixture).
// Run: node scripts/corpus/notes-deck.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PptxGenJS from 'pptxgenjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'bff/src/content/__fixtures__');
export const NOTES = [
  'Hand out the wave worksheet before this slide. Give each group a slinky and a stopwatch. Allow 5 minutes for them to make waves. Point out that a wave carries energy from one place to another without carrying matter.',
  'Ask the class which way the coils moved. Press the spacebar to show the next diagram. You can go back one slide by pressing b.',
  'Students should be able to say that sound waves in air are longitudinal. Collect the slinkies before moving on.',
];

const waves = readFileSync(join(fixtures, 'corpus/os-physics-types-of-waves.txt'), 'utf8');
const paragraphs = waves
  .split(/\n\s*\n/)
  .map((p) => p.trim())
  .filter((p) => p.length > 200)
  .slice(0, 3);
const deck = new PptxGenJS();
deck.addSlide().addText('Types of Waves', { x: 0.5, y: 2, w: 9, h: 1.5, fontSize: 32, bold: true });
paragraphs.forEach((p, i) => {
  const slide = deck.addSlide();
  slide.addText(`Waves, part ${i + 1}`, { x: 0.4, y: 0.2, w: 9.2, h: 0.8, fontSize: 24, bold: true });
  slide.addText(p, { x: 0.4, y: 1, w: 9.2, h: 4.4, fontSize: 14, valign: 'top' });
  slide.addNotes(NOTES[i]);
});
mkdirSync(join(fixtures, 'decks'), { recursive: true });
writeFileSync(join(fixtures, 'decks/waves-with-notes.pptx'), await deck.write({ outputType: 'nodebuffer' }));
console.log('wrote decks/waves-with-notes.pptx');
