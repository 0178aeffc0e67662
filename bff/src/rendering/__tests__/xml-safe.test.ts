import { mapStrings, type GeneratedDocument } from '@lessonloom/contracts';
import { sampleDocuments } from '@lessonloom/document/fixtures';
import { HOSTILE_TEXTS } from '../../testing/testing.hostile-text';
import { officeXmlProblems, xmlProblems } from '../../testing/testing.strict-xml';
import { renderDocuments } from '../rendering.render';
import { closeReaders, pdfText } from './read-back';

jest.setTimeout(60000);
afterAll(closeReaders);

const CONTROL = HOSTILE_TEXTS['control characters'];

/** Every string of the document with characters XML cannot hold mixed in, as a caller bypassing assembly could. */
// Identifiers (block types, kinds) are left alone so the document keeps its shape.
const poisoned = (doc: GeneratedDocument) =>
  mapStrings(doc, (s) => (s && !/^[a-z][a-z0-9_]*$/.test(s) ? `${s} ${CONTROL}` : s));

it('the strict parser used below does refuse U+FFFE, U+FFFF and C0 controls', () => {
  expect(xmlProblems('<a>fine</a>')).toEqual([]);
  for (const bad of ['\uFFFE', '\uFFFF', '\u0001', '\u001b']) expect(xmlProblems(`<a>x${bad}</a>`)).not.toEqual([]);
});

// The render boundary cleans text again, so even a document that never went through assembly opens.
describe.each(sampleDocuments().map((s) => [s.name, s.doc] as const))(
  '%s with characters XML cannot hold in every string',
  (_name, doc) => {
    it('renders a DOCX and an answer key whose every XML part parses, and a readable PDF', async () => {
      const files = await renderDocuments(poisoned(doc), {});
      for (const docx of [files.docx, files.keyDocx].filter((f): f is Buffer => !!f)) {
        const { parts, problems } = await officeXmlProblems(docx);
        expect(parts).toBeGreaterThan(5);
        expect(problems).toEqual([]);
      }
      const text = await pdfText(files.pdf);
      expect(text).toContain('end');
      // eslint-disable-next-line no-control-regex
      expect(text).not.toMatch(/[\uFFFE\uFFFF\u0000-\u0008]/);
    });
  },
);
