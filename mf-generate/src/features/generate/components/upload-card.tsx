import styled from 'styled-components';
import { LIMITS, formatFileSize } from '@lessonloom/contracts';
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

export function UploadCard({
  state,
  onFile,
  onClear,
}: {
  state: UploadState;
  onFile: (f: File) => void;
  onClear: () => void;
}) {
  return (
    <Card aria-labelledby="upload-title">
      <CardHeader>
        <CardTitle id="upload-title">Upload Your Teaching Material</CardTitle>
        <CardDescription>Generate from your own lesson notes, slides or readings.</CardDescription>
      </CardHeader>
      {state.status === 'idle' && <DropZone onFile={onFile} />}
      {state.status === 'uploading' && (
        <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0 }}>
          <Spinner label="Uploading" size={24} /> Uploading {state.file.name}... extracting its text.
        </p>
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
