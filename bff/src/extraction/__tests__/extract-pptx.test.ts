import JSZip from 'jszip';
import { extractText, EXTRACTION_MESSAGES } from '../index';
import { failure, makePptx, SAMPLE, type SlideSpec } from './fixtures/make-files';

const deck: SlideSpec[] = Array.from({ length: 12 }, (_, i) => ({
  title: `Slide ${i + 1} title`,
  body: i === 0 ? `${SAMPLE}\nSecond line — ü` : `Body of slide ${i + 1}`,
  notes: i % 2 === 0 ? `Notes for slide ${i + 1}: ask about π` : undefined,
}));

describe('pptx extraction', () => {
  it('reads slides in show order (slide10 after slide2) with their notes and non-ASCII text', async () => {
    const out = await extractText('Deck.PPTX', await makePptx(deck));
    expect(out.type).toBe('pptx');
    const titles = [...out.text.matchAll(/Slide (\d+) title/g)].map((m) => Number(m[1]));
    expect(titles).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(out.text).toContain(`${SAMPLE}\nSecond line — ü`);
    expect(out.text).toContain('Slide 11 title\nBody of slide 11\n\nNotes: Notes for slide 11: ask about π');
    expect(out.text).not.toContain('Notes for slide 2');
    expect(out.truncated).toBe(false);
  });

  it('follows presentation.xml when slides were reordered after they were made', async () => {
    const slides = [1, 2, 3].map((n) => ({ title: `Shown ${n}`, body: `αβγ ${n}`, notes: `note ${n}` }));
    // Shown 1st is slide3.xml, 2nd slide1.xml, 3rd slide2.xml.
    const out = await extractText('moved.pptx', await makePptx(slides, [3, 1, 2]));
    const shown = [...out.text.matchAll(/Shown (\d)\nαβγ (\d)\n\nNotes: note (\d)/g)].map((m) => m.slice(1).join());
    expect(shown).toEqual(['1,1,1', '2,2,2', '3,3,3']);
  });

  it('keeps notes text only from the notes body (no slide number field)', async () => {
    const out = await extractText('one.pptx', await makePptx([{ title: 'Only', body: 'Text', notes: 'Say hello' }]));
    expect(out.text).toBe('Only\nText\n\nNotes: Say hello');
  });

  it('stops at the character budget', async () => {
    const out = await extractText('big.pptx', await makePptx(deck), { charBudget: 120 });
    expect(out).toMatchObject({ chars: 120, truncated: true });
    expect(out.text.startsWith('Slide 1 title')).toBe(true);
  });

  it('refuses a deck with no text', async () => {
    const err = await failure(extractText('blank.pptx', await makePptx([{ title: '', body: '' }])));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.noText]);
  });

  it('refuses a deck whose slide XML is broken', async () => {
    const zip = await JSZip.loadAsync(await makePptx(deck));
    zip.file('ppt/slides/slide2.xml', '<p:sld><p:cSld><a:t>oops</p:sld>');
    const pptx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const err = await failure(extractText('broken.pptx', pptx));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.damaged]);
  });
});
