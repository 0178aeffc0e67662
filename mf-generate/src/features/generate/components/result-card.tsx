import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  hasExportableItems,
  hasQuestions,
  type DocumentSuggestion,
  type DownloadFormat,
  type GenerateResponse,
} from '@lessonloom/contracts';
import { Button, Card, CardHeader, CardTitle, Checkbox } from '@lessonloom/ui';
import { ExportMenu } from '@lessonloom/web-core';
import { DocumentPreview } from '../../preview/document-preview';
import { downloadFileName } from '../../generations/download';
import { useDownload } from '../../generations/use-download';
import { KIND_LABELS } from '../labels';
import { OfflineNotice } from './offline-notice';
import { QualityLine } from './quality-line';
import { SuggestionNotice } from './suggestion-notice';
import { AccommodatePanel } from './accommodate-panel';

const PreviewBox = styled.div`
  max-height: 24rem;
  overflow-y: auto;
  padding: 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

type FileUrl = 'docx_url' | 'pdf_url' | 'answer_key_docx_url' | 'answer_key_pdf_url';

const BUTTONS: Array<{ format: DownloadFormat; label: string; url: FileUrl }> = [
  { format: 'docx', label: 'Download DOCX', url: 'docx_url' },
  { format: 'pdf', label: 'Download PDF', url: 'pdf_url' },
  { format: 'key-docx', label: 'Answer Key DOCX', url: 'answer_key_docx_url' },
  { format: 'key-pdf', label: 'Answer Key PDF', url: 'answer_key_pdf_url' },
];

export interface ResultCardProps {
  result: GenerateResponse;
  /** Shows the Edit button (features/editor decides when a document can be edited). */
  onEdit?: () => void;
  /** While editing: the editor, in place of the preview. */
  editor?: ReactNode;
  /** Said above the preview (why there is no Edit button, for example). */
  note?: ReactNode;
  /** Makes the sheet the engine suggests instead (the same request with its kind and style). */
  onSuggestion?: (suggestion: DocumentSuggestion) => void;
}

export function ResultCard({ result, onEdit, editor, note, onSuggestion }: ResultCardProps) {
  const { download, busy } = useDownload();
  const [showAnswers, setShowAnswers] = useState(false);
  const doc = result.content;
  // The API answers the generation's id beside the spec's fields.
  const { id } = result;
  const meta = [KIND_LABELS[doc.kind] ?? doc.kind, doc.subject, doc.grade_level].filter(Boolean).join(' · ');
  return (
    <Card aria-labelledby="result-title">
      <CardHeader>
        <CardTitle id="result-title" tabIndex={-1}>
          Generated Content
        </CardTitle>
        <p style={{ margin: '0.25rem 0 0', color: 'inherit' }}>{meta}</p>
      </CardHeader>
      <div style={{ display: 'grid', gap: '1rem' }}>
        {doc.offline_draft && <OfflineNotice notice={doc.notice} from={doc.source.type} />}
        <SuggestionNotice
          notice={doc.offline_draft ? undefined : doc.notice}
          suggestion={doc.suggestion}
          onSwitch={onSuggestion}
        />
        <Downloads role="group" aria-label="Downloads">
          {BUTTONS.map(({ format, label, url }) => {
            const href = result[url];
            if (!href) return null;
            return (
              <Button
                key={format}
                $variant={format === 'docx' ? 'primary' : 'outline'}
                aria-disabled={busy === href}
                onClick={() => download(href, downloadFileName(doc.kind, format))}
              >
                {label}
              </Button>
            );
          })}
          {id && hasExportableItems(doc) && (
            <ExportMenu request={(format) => ({ url: `/api/generations/${id}/export/${format}` })} />
          )}
          {onEdit && !editor && (
            <Button $variant="secondary" onClick={onEdit}>
              Edit
            </Button>
          )}
        </Downloads>
        {note}
        {id && !doc.print && hasQuestions(doc) && <AccommodatePanel id={id} kind={doc.kind} title={doc.title} />}
        {!editor && doc.include_answer_key && (
          <Checkbox
            label="Show answers in the preview"
            checked={showAnswers}
            onChange={(e) => setShowAnswers(e.target.checked)}
          />
        )}
        <QualityLine quality={result.quality} />
        {editor ?? (
          <PreviewBox
            tabIndex={0}
            role="region"
            aria-label="Preview of the generated content"
            data-testid="generated-preview"
          >
            <DocumentPreview doc={doc} showAnswers={showAnswers} />
          </PreviewBox>
        )}
      </div>
    </Card>
  );
}
