// The teacher's papers for a set of versions: which question is which (version map) and every key side by side.
import { descriptiveFileName } from '@lessonloom/document';
import { Button } from '@lessonloom/ui';
import { useDownload } from '../../generations/use-download';

const FILES = [
  { file: 'map-pdf', label: 'Version map PDF', part: 'Version map', ext: 'pdf' },
  { file: 'map-docx', label: 'Version map DOCX', part: 'Version map', ext: 'docx' },
  { file: 'key-pdf', label: 'All keys PDF', part: 'All versions - Answer keys', ext: 'pdf' },
  { file: 'key-docx', label: 'All keys DOCX', part: 'All versions - Answer keys', ext: 'docx' },
] as const;

/** `original`: the test (or one of its versions) the papers are named after. */
export function VersionFiles({
  originalId,
  kind,
  original,
}: {
  originalId: string;
  kind: string;
  original: { kind: string; title?: string };
}) {
  const { download, busy } = useDownload();
  return (
    <>
      {FILES.map(({ file, label, part, ext }) => {
        const name = descriptiveFileName({ title: original.title ?? '', kind: original.kind, part, ext });
        const url = `/api/generations/${originalId}/versions/${file}`;
        return (
          <Button
            key={file}
            $variant="ghost"
            $size="sm"
            aria-disabled={busy === url}
            aria-label={`${label} for the ${kind} versions`}
            onClick={() => download(url, name)}
          >
            {label}
          </Button>
        );
      })}
    </>
  );
}
