import iconv from 'iconv-lite';
import { detectUploadType, ExtractionError } from '../index';
import { makeDocx, makePdf, makePptx, SAMPLE } from './fixtures/make-files';

const TYPE_ONLY = 'Please upload PDF, DOCX, PPTX, or TXT files only.';

function thrown(fn: () => unknown): ExtractionError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ExtractionError) return err;
    throw err;
  }
  throw new Error('expected detectUploadType to throw');
}

describe('detectUploadType', () => {
  let pdf: Buffer, docx: Buffer, pptx: Buffer;
  beforeAll(async () => {
    [pdf, docx, pptx] = await Promise.all([
      makePdf([SAMPLE]),
      makeDocx([SAMPLE]),
      makePptx([{ title: 'T', body: SAMPLE }]),
    ]);
  });

  it('accepts each type by extension in any case when the bytes agree', () => {
    expect(detectUploadType('a.pdf', pdf)).toBe('pdf');
    expect(detectUploadType('A.PdF', pdf)).toBe('pdf');
    expect(detectUploadType('my.notes.DOCX', docx)).toBe('docx');
    expect(detectUploadType('deck.Pptx', pptx)).toBe('pptx');
    expect(detectUploadType('read me.TXT', Buffer.from(SAMPLE))).toBe('txt');
    expect(detectUploadType('utf16.txt', iconv.encode(SAMPLE.repeat(3), 'utf-16le'))).toBe('txt');
  });

  it.each(['photo.png', 'old.doc', 'slides.ppt', 'noext', 'archive.zip', 'trick.pdf.exe', 'pdf'])(
    'refuses %s with 415 and the spec message',
    (name) => {
      const err = thrown(() => detectUploadType(name, pdf));
      expect(err.status).toBe(415);
      expect(err.detail).toBe(TYPE_ONLY);
    },
  );

  it('refuses content that does not match the extension', () => {
    const cases: Array<[string, Buffer]> = [
      ['renamed.pdf', docx],
      ['renamed.docx', pdf],
      ['renamed.docx', pptx],
      ['renamed.pptx', docx],
      ['binary.txt', pdf],
      ['image.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ['random.txt', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ];
    for (const [name, data] of cases) {
      const err = thrown(() => detectUploadType(name, data));
      expect([name, err.status]).toEqual([name, 415]);
      expect(err.detail.endsWith(TYPE_ONLY)).toBe(true);
    }
  });

  it('recognises a password-protected Office file (an OLE container with EncryptedPackage)', () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(500),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    const err = thrown(() => detectUploadType('locked.docx', ole));
    expect(err.status).toBe(422);
    expect(err.detail).toBe('This file is password-protected. Remove the password and upload it again.');
  });
});
