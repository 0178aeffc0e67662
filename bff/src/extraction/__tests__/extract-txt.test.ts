import iconv from 'iconv-lite';
import { extractText, EXTRACTION_MESSAGES } from '../index';
import { failure, SAMPLE } from './fixtures/make-files';

const LESSON = `Lesson notes\r\n${SAMPLE}\r\nThe end.`;
const WESTERN = 'Le café de José: “crème brûlée” costs 5 € — señor Müller’s favourite. '.repeat(8);

describe('txt extraction', () => {
  it.each([
    ['UTF-8', Buffer.from(LESSON, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LESSON, 'utf8')])],
    ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(LESSON, 'utf-16le')])],
    ['UTF-16BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(LESSON, 'utf-16be')])],
    ['UTF-16LE without BOM', iconv.encode(LESSON, 'utf-16le')],
  ])('decodes %s', async (_name, data) => {
    const out = await extractText('notes.TXT', data);
    const text = `Lesson notes\n${SAMPLE}\nThe end.`;
    expect(out).toEqual({ type: 'txt', text, chars: text.length, truncated: false });
  });

  it('decodes Windows-1252 (smart quotes, euro sign, accents)', async () => {
    const out = await extractText('menu.txt', iconv.encode(WESTERN, 'windows-1252'));
    expect(out.text).toBe(WESTERN.trim());
  });

  it('truncates at the budget without splitting a character', async () => {
    const out = await extractText('big.txt', Buffer.from('𝜋'.repeat(50) + 'x'.repeat(100)), { charBudget: 7 });
    expect(out).toMatchObject({ text: '𝜋𝜋𝜋', chars: 6, truncated: true });
    const wide = await extractText('big.txt', Buffer.from(SAMPLE.repeat(5000)));
    expect(wide.chars).toBe(200000);
    expect(wide.truncated).toBe(true);
  });

  it('refuses an empty or whitespace-only file', async () => {
    const err = await failure(extractText('blank.txt', Buffer.from(' \r\n\t\n')));
    expect(err.status).toBe(422);
    expect(err.detail).toBe(EXTRACTION_MESSAGES.noText);
  });

  it('refuses files over 10 MB before reading them', async () => {
    const err = await failure(extractText('huge.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)));
    expect(err.status).toBe(413);
    expect(err.detail).toBe('Please upload files smaller than 10MB.');
  });
});
