import styled from 'styled-components';
import { LIMITS, SCAN_TEXT, formatFileSize, type UploadOcr } from '@lessonloom/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, Spinner } from '@lessonloom/ui';
import type { UploadState } from '../use-upload';
import { DropZone } from './drop-zone';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colors.successSoft};
  dl {
    margin: 0;
    display: grid;
    gap: 0.15rem;
    min-width: 0;
  }
  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Muted = styled.dd`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;
const Note = styled.p`
  margin: 0.75rem 0 0;
  color: ${(p) => p.theme.colors.warning};
  font-size: 0.9rem;
`;
const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-top: 0.75rem;
  font-size: 0.9rem;
  input {
    margin-top: 0.2rem;
  }
`;
const Progress = styled.div`
  display: grid;
  gap: 0.4rem;
  progress {
    width: 100%;
  }
`;

/** What the page says about text read from a scan: the spec-free addition the teacher needs to check it. */
function scanNote(ocr: UploadOcr): string {
  const read = `${ocr.pages} ${ocr.pages === 1 ? 'page or picture' : 'pages or pictures'} read by OCR, mean confidence ${Math.round(ocr.confidence)}%.`;
  const partial = ocr.partial ? ' The time ran out: only the pages read so far were kept.' : '';
  const skipped = ocr.skipped ? ` ${ocr.skipped} more past the page limit were not read.` : '';
  return `${read}${partial}${skipped}`;
}

export function UploadCard({
  state,
  onFile,
  onClear,
  keepPartial = false,
  onKeepPartial,
}: {
  state: UploadState;
  onFile: (f: File) => void;
  onClear: () => void;
  keepPartial?: boolean;
  onKeepPartial?: (keep: boolean) => void;
}) {
  return (
    <Card aria-labelledby="upload-title">
      <CardHeader>
        <CardTitle id="upload-title">Upload Your Teaching Material</CardTitle>
        <CardDescription>
          Generate from your own lesson notes, slides or readings. Scanned pages and pictures of text are read too.
        </CardDescription>
      </CardHeader>
      {state.status === 'idle' && (
        <>
          <DropZone onFile={onFile} />
          {onKeepPartial && (
            <Option>
              <input type="checkbox" checked={keepPartial} onChange={(e) => onKeepPartial(e.target.checked)} />
              <span>
                {SCAN_TEXT.keepPartial} — if reading a long scan takes too long, keep what was read instead of stopping.
              </span>
            </Option>
          )}
        </>
      )}
      {state.status === 'uploading' && (
        <Progress role="status">
          <p style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0 }}>
            <Spinner label="Uploading" size={24} /> Uploading {state.file.name}... extracting its text.
          </p>
          {state.progress && (
            <>
              <span>
                Reading scanned page {state.progress.done} of {state.progress.total}
              </span>
              <progress
                max={state.progress.total}
                value={state.progress.done}
                aria-label={`Scanned pages read: ${state.progress.done} of ${state.progress.total}`}
              />
            </>
          )}
        </Progress>
      )}
      {state.status === 'preview' && (
        <>
          <Preview aria-label="Uploaded file">
            <dl>
              <dt>File name</dt>
              <dd>
                <strong>{state.result.filename}</strong>
              </dd>
              <dt>Size</dt>
              <Muted>{formatFileSize(state.result.size_bytes ?? state.file.size)}</Muted>
              <dt>Extracted text</dt>
              <Muted>{state.result.chars.toLocaleString('en-US')} characters extracted</Muted>
            </dl>
            <Button $variant="outline" $size="sm" onClick={onClear} aria-label={`Clear ${state.result.filename}`}>
              Clear
            </Button>
          </Preview>
          {state.result.ocr && (
            <Note role="note">
              <strong>{SCAN_TEXT.readFromScan}</strong>. {scanNote(state.result.ocr)}
            </Note>
          )}
          {state.result.truncated && (
            <Note role="note">
              This file has more text than we use: only the first {LIMITS.extractCharBudget.toLocaleString('en-US')}{' '}
              characters were kept for generating.
            </Note>
          )}
        </>
      )}
    </Card>
  );
}
