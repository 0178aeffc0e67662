import JSZip from 'jszip';
import zlib from 'node:zlib';
import { extractText, EXTRACTION_MESSAGES } from '../index';
import { checkZip, checkZipDirectory } from '../extraction.zip-guard';
import { deflateEntry, failure, makeDocx, SAMPLE, writeZip } from './fixtures/make-files';

const MB = 1024 * 1024;

describe('docx extraction', () => {
  it('extracts paragraphs with non-ASCII text in order', async () => {
    const docx = await makeDocx(['Photosynthesis', SAMPLE, 'Ελληνικά: ο κύκλος του νερού', 'Итог: ≤ 5 минут']);
    const out = await extractText('Plan.docx', docx);
    expect(out.type).toBe('docx');
    expect(out.text.split(/\n+/)).toEqual([
      'Photosynthesis',
      SAMPLE,
      'Ελληνικά: ο κύκλος του νερού',
      'Итог: ≤ 5 минут',
    ]);
    expect(out).toMatchObject({ chars: out.text.length, truncated: false });
  });

  it('stops at the character budget', async () => {
    const docx = await makeDocx(Array.from({ length: 300 }, (_, i) => `${i}: ${SAMPLE}`));
    const out = await extractText('long.docx', docx, { charBudget: 1000 });
    expect(out).toMatchObject({ chars: 1000, truncated: true });
    expect(out.text.startsWith(`0: ${SAMPLE}`)).toBe(true);
  });

  it('refuses a docx with no text', async () => {
    const err = await failure(extractText('empty.docx', await makeDocx(['', '   '])));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.noText]);
  });

  it('refuses a damaged docx (truncated zip)', async () => {
    const docx = await makeDocx([SAMPLE]);
    const err = await failure(extractText('cut.docx', docx.subarray(0, docx.length - 200)));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.damaged]);
  });

  it('refuses a docx whose XML is not XML', async () => {
    const zip = await JSZip.loadAsync(await makeDocx([SAMPLE]));
    zip.file('word/document.xml', '<w:document><w:body><w:p>unclosed');
    const docx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const err = await failure(extractText('bad.docx', docx));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.damaged]);
  });
});

describe('zip guard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a zip bomb (200 MB of zeros) from the central directory alone', async () => {
    const bomb = await deflateEntry('word/document.xml', Buffer.alloc(MB), 200);
    const docx = writeZip([bomb]);
    expect(docx.length).toBeLessThan(MB); // tiny upload, huge promise
    // Nothing is ever unpacked outside a worker, so no worker means nothing was unpacked.

    const threads: typeof import('node:worker_threads') = require('node:worker_threads');
    const spawn = jest.spyOn(threads, 'Worker');
    const inflate = jest.spyOn(zlib, 'inflateRawSync');
    const err = await failure(extractText('bomb.docx', docx));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.tooComplex]);
    expect(spawn).not.toHaveBeenCalled();
    expect(inflate).not.toHaveBeenCalled();
  });

  it('refuses an entry with an absurd compression ratio even under the size limits', async () => {
    const dense = await deflateEntry('word/media/blank.bin', Buffer.alloc(MB), 8);
    const err = await failure(checkZip(writeZip([dense])));
    expect(err.detail).toBe(EXTRACTION_MESSAGES.tooComplex);
  });

  it('refuses too many entries', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    for (let i = 0; i < 2100; i++) zip.file(`word/media/image${i}.png`, 'x');
    const docx = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    const err = await failure(extractText('many.docx', docx));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.tooComplex]);
  });

  it('catches a directory that understates the real size', async () => {
    const entry = await deflateEntry('word/document.xml', Buffer.alloc(64 * 1024, 0x61), 40);
    const liar = writeZip([{ ...entry, declaredSize: 1000 }]);
    const err = await failure(extractText('liar.docx', liar));
    expect([err.status, err.detail]).toEqual([422, EXTRACTION_MESSAGES.tooComplex]);
  });

  it('lets an ordinary docx through and lists its parts', async () => {
    const docx = await makeDocx([SAMPLE]);
    const entries = await checkZipDirectory(docx);
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
    await expect(checkZip(docx)).resolves.toBeUndefined();
  });
});
