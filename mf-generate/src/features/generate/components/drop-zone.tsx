import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@lessonloom/contracts';
import { focusRing } from '@lessonloom/ui';

const Zone = styled.div<{ $over: boolean }>`
  display: grid;
  place-items: center;
  gap: 0.35rem;
  text-align: center;
  padding: 2rem 1rem;
  border: 2px dashed ${(p) => (p.$over ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$over ? p.theme.colors.primarySoft : p.theme.colors.background)};
  cursor: pointer;
  ${focusRing}
`;
const Hint = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** Drop a file or click / press Enter or Space to browse. Only the first dropped file is used (spec §2). */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const browse = () => input.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      browse();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file) onFile(file);
  };
  return (
    <>
      <Zone
        role="button"
        tabIndex={0}
        aria-describedby="upload-hint"
        $over={over}
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <strong>Drag and drop your file here, or click to browse</strong>
        <Hint id="upload-hint">PDF, DOCX, PPTX or TXT, up to 10MB (scans included)</Hint>
      </Zone>
      <input
        ref={input}
        type="file"
        aria-label="Choose a file to upload"
        accept={LIMITS.uploadExtensions.join(',')}
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // choosing the same file again still fires change
          if (file) onFile(file);
        }}
      />
    </>
  );
}
