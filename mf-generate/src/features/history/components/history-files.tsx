// The download buttons of one generation: its DOCX and PDF and, when it has one, the answer key's.
import type { DownloadFormat, GenerationListItem } from '@lessonloom/contracts';
import { Button } from '@lessonloom/ui';
import { namedFileName } from '../../generations/download';
import { useDownload } from '../../generations/use-download';

const FILES: { format: DownloadFormat; label: string; url: (g: GenerationListItem) => string | null }[] = [
  { format: 'docx', label: 'DOCX', url: (g) => g.output_path_docx },
  { format: 'pdf', label: 'PDF', url: (g) => g.pdf_url },
  { format: 'key-docx', label: 'Answer key DOCX', url: (g) => g.answer_key_docx_url },
  { format: 'key-pdf', label: 'Answer key PDF', url: (g) => g.answer_key_pdf_url },
];

/** `name` says whose files these are to screen readers ("Waves, version B"). */
export function HistoryFiles({ record, name }: { record: GenerationListItem; name: string }) {
  const { download, busy } = useDownload();
  return (
    <>
      {FILES.map(({ format, label, url }) => {
        const href = url(record);
        if (!href) return null;
        return (
          <Button
            key={format}
            $variant="outline"
            $size="sm"
            aria-disabled={busy === href}
            aria-label={`Download ${label} of ${name}`}
            onClick={() => download(href, namedFileName(record, format))}
          >
            {label}
          </Button>
        );
      })}
    </>
  );
}
