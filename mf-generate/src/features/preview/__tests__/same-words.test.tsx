// The preview shows what the files print, word for word. Each fixture (every kind, worksheet
// style, diagram type, puzzle type and question type) is rendered in the page, and the page's text must
// be exactly the layout model's text (documentText) — the same text bff/src/rendering/__tests__/
// same-words.test.ts holds the DOCX and the PDF to.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lessonloom/ui';
import { comparableText, documentText, type GeneratedDocument } from '@lessonloom/document';
import { sampleDocuments } from '@lessonloom/document/fixtures';
import { DocumentPreview } from '../document-preview';
import '../../testing/setup';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

/**
 * The document's words as the page shows them: a drawn diagram is a picture (the files print it as an
 * image), and the page's own controls (buttons, the closed full-screen dialog) are not the document.
 */
function shownText(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[role="img"], button, dialog').forEach((el) => el.remove());
  return copy.textContent ?? '';
}

async function preview(doc: GeneratedDocument) {
  const view = render(
    <ThemeProvider theme={theme}>
      <DocumentPreview doc={doc} showAnswers={false} />
    </ThemeProvider>,
  );
  const diagrams = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'diagram').length;
  if (diagrams) expect(await screen.findAllByText('drawn')).toHaveLength(diagrams);
  return view;
}

describe.each(sampleDocuments().map((s) => [s.name, s.doc] as const))('%s', (_name, doc) => {
  it('shows the student copy word for word as the layout model (and so the DOCX and PDF) says', async () => {
    const { container } = await preview(doc);
    expect(comparableText(shownText(container))).toBe(comparableText(documentText(doc, 'student')));
  });
});
