import mammoth from 'mammoth';
import { extractText } from '../index';
import { fitBudget } from '../extraction.budget';
import { MAMMOTH_MAX_XML_BYTES } from '../extraction.docx';
import { findDocumentXml, streamWordText, WordTextScanner } from '../extraction.docx-stream';
import { makeDocx, SAMPLE } from './fixtures/make-files';

const XML =
  '<?xml version="1.0"?><w:document><w:body>' +
  '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>' +
  '<w:r><w:t>Fish &amp; chips &lt;3 &#233;&#x3C0;</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"> αβγ </w:t></w:r></w:p>' +
  '<w:p><w:r><w:t>line</w:t><w:br/><w:t>break</w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del>' +
  '<w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:t/></w:r></w:p></w:body></w:document>';
const EXPECTED = 'Fish & chips <3 éπ\t αβγ \n\nline\nbreak\n\n';

function scan(chunks: string[]): string {
  let out = '';
  const scanner = new WordTextScanner((t) => (out += t));
  for (const c of chunks) scanner.push(c);
  return out;
}

describe('streaming Word text', () => {
  it('reads runs, tabs and breaks; skips tab stops, deleted text and field codes', () => {
    expect(scan([XML])).toBe(EXPECTED);
  });

  it('reads a text box once, not again from its VML fallback copy', () => {
    const box =
      '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r><w:t>In the box</w:t></w:r></w:p>' +
      '</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>In the box</w:t></w:r></w:p>' +
      '</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>After</w:t></w:r></w:p>';
    expect(scan([box])).toBe('In the box\n\nAfter\n\n');
  });

  it('gives the same text however the XML is split into chunks', () => {
    for (let size = 1; size <= 13; size++) {
      const chunks = XML.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? [];
      expect(scan(chunks)).toBe(EXPECTED);
    }
  });

  it('agrees with mammoth on a real docx', async () => {
    const docx = await makeDocx(['Title: Fractions', SAMPLE, 'Q1: ½ + ¼ = ?', 'a < b & c > d']);
    const streamed = await streamWordText(await findDocumentXml(docx), 100000);
    const viaMammoth = fitBudget((await mammoth.extractRawText({ buffer: docx })).value, 100000);
    expect(streamed).toEqual(viaMammoth);
    expect(streamed.text).toContain(SAMPLE);
  });

  it('is used for a huge document and stops at the budget', async () => {
    const paragraph = `${SAMPLE} `.repeat(12);
    const docx = await makeDocx(Array.from({ length: 7000 }, (_, i) => `${i}. ${paragraph}`));
    const part = await findDocumentXml(docx);
    expect(part.entry.uncompressedSize).toBeGreaterThan(MAMMOTH_MAX_XML_BYTES);
    const out = await extractText('book.docx', docx);
    expect(out).toMatchObject({ chars: 200000, truncated: true });
    expect(out.text.startsWith(`0. ${SAMPLE}`)).toBe(true);
    expect(out.text).toContain(`\n\n100. ${SAMPLE}`);
  });
});
