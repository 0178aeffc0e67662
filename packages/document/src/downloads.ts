// The names files download under (spec §7): <kind>.docx, <kind>.pdf, <kind>_answer_key.docx/.pdf.
import type { ContentKind } from './schema';

export type DownloadFile = 'docx' | 'pdf' | 'keyDocx' | 'keyPdf';

export function downloadName(kind: ContentKind | string, file: DownloadFile): string {
  switch (file) {
    case 'docx':
      return `${kind}.docx`;
    case 'pdf':
      return `${kind}.pdf`;
    case 'keyDocx':
      return `${kind}_answer_key.docx`;
    case 'keyPdf':
      return `${kind}_answer_key.pdf`;
  }
}
