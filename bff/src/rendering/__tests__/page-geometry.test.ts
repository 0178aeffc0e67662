// The page the PDF writer lays out is the one packages/document describes, which the offline parent
// letter also measures itself against (content/kinds/parent-handout/letter.page.ts): one set of numbers.
import { COLUMN_WIDTH, PAGE, PAGE_ROOM } from '@lessonloom/document';
import { PdfWriter } from '../rendering.pdf-writer';

test('the PDF writer lays out the page of packages/document', () => {
  const w = new PdfWriter('Page');
  expect([w.pdf.page.width, w.pdf.page.height]).toEqual([PAGE.width, PAGE.height]);
  expect(w.pdf.page.margins).toEqual({
    top: PAGE.margin,
    bottom: PAGE.marginBottom,
    left: PAGE.margin,
    right: PAGE.margin,
  });
  expect(w.width).toBe(COLUMN_WIDTH);
  expect(w.pageHeight).toBe(PAGE_ROOM);
});
