import { extractText, EXTRACTION_MESSAGES } from '../index';
import { failure, makePdf, SAMPLE } from './fixtures/make-files';

describe('pdf extraction', () => {
  it('keeps accents, Greek, Cyrillic and math, in page order, without page markers', async () => {
    const pdf = await makePdf([`One: ${SAMPLE}`, 'Two: the water cycle', 'Three: évaporation ∑']);
    const out = await extractText('Lesson.PDF', pdf);
    expect(out.type).toBe('pdf');
    expect(out.text).toContain(SAMPLE);
    expect(out.text.indexOf('One:')).toBeLessThan(out.text.indexOf('Two:'));
    expect(out.text.indexOf('Two:')).toBeLessThan(out.text.indexOf('Three: évaporation ∑'));
    expect(out.text).not.toMatch(/-- \d+ of \d+ --/);
    expect(out.chars).toBe(out.text.length);
    expect(out.truncated).toBe(false);
  });

  it('stops at the character budget and says so', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => `Page ${i + 1}. ${SAMPLE}. `.repeat(10));
    const out = await extractText('long.pdf', await makePdf(pages), { charBudget: 2000 });
    expect(out.truncated).toBe(true);
    expect(out.chars).toBe(2000);
    expect(out.text.startsWith('Page 1.')).toBe(true);
  });

  it('refuses a password-protected pdf with a teacher-readable reason', async () => {
    const pdf = await makePdf([SAMPLE], { userPassword: 'secret' });
    const err = await failure(extractText('exam.pdf', pdf));
    expect(err.status).toBe(422);
    expect(err.detail).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('refuses a damaged pdf', async () => {
    const pdf = await makePdf([SAMPLE]);
    const cut = Buffer.concat([pdf.subarray(0, 400), Buffer.from('garbage'.repeat(50))]);
    const err = await failure(extractText('broken.pdf', cut));
    expect(err.status).toBe(422);
    expect(err.detail).toBe(EXTRACTION_MESSAGES.damaged);
  });

  it('refuses a pdf with no text when OCR is not asked for (a drawing, or a scan)', async () => {
    const pdf = await makePdf(['', ''], { drawingOnly: true });
    const err = await failure(extractText('scan.pdf', pdf));
    expect(err.status).toBe(422);
    expect(err.detail).toBe(
      'No text could be found in this file. Check that it is the file you meant, then upload it again.',
    );
  });

  it('kills the worker at the time cap', async () => {
    const pages = Array.from({ length: 30 }, () => SAMPLE);
    const err = await failure(extractText('slow.pdf', await makePdf(pages), { timeoutMs: 1 }));
    expect(err.status).toBe(422);
    expect(err.detail).toBe(EXTRACTION_MESSAGES.timeout);
  });
});
