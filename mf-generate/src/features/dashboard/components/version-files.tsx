// The teacher's papers for a set of versions: which question is which (version map) and every key side by side.
import { Button } from '@lessonloom/ui';
import { useDownload } from '../../generations/use-download';

const FILES = [
  { file: 'map-pdf', label: 'Version map PDF', name: 'version_map.pdf' },
  { file: 'map-docx', label: 'Version map DOCX', name: 'version_map.docx' },
  { file: 'key-pdf', label: 'All keys PDF', name: 'answer_key_all_versions.pdf' },
  { file: 'key-docx', label: 'All keys DOCX', name: 'answer_key_all_versions.docx' },
] as const;

export function VersionFiles({ originalId, kind }: { originalId: string; kind: string }) {
  const { download, busy } = useDownload();
  return (
    <>
      {FILES.map(({ file, label, name }) => {
        const url = `/api/generations/${originalId}/versions/${file}`;
        return (
          <Button
            key={file}
            $variant="ghost"
            $size="sm"
            disabled={busy === url}
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
