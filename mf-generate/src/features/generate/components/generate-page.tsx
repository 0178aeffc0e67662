import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DiagramType, DocumentSuggestion, WorksheetStyle } from '@lessonloom/contracts';
import { SignedInLayout, useToast } from '@lessonloom/web-core';
import { Button, PageHeading, PageLead, Tabs } from '@lessonloom/ui';
import { GenerationStatus } from './generation-status';
import { QuickActionsCard } from './quick-actions-card';
import { LazyResultCard, preloadResultCard } from './lazy-result-card';
import { SettingsCard } from './settings-card';
import { TopicCard } from './topic-card';
import { UploadCard } from './upload-card';
import { LinkedGeneration } from '../../editor/linked-generation';
import { EDIT_PARAM } from '../../editor/editor-link';
import { KIND_LABELS } from '../labels';
import { DEFAULT_SETTINGS, settingsReady, type GenerateSettings, type QuickAction } from '../settings';
import { useGenerate, type SourceMode } from '../use-generate';
import { useUpload } from '../use-upload';

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;
const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/**
 * The Generate button is disabled while the server works, which drops keyboard focus to the page body.
 * When the work ends, focus goes to the new result's heading (read out as "Generated Content"), or back
 * to Generate after a failure or Cancel, so a keyboard or screen-reader user goes on from there.
 */
/** The result card's code loads on first use: its heading may appear a few frames after the result. */
function focusWhenShown(id: string, frames = 120) {
  const el = document.getElementById(id);
  if (el) el.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

function useFocusAfterGenerate(generating: boolean, result: unknown, button: RefObject<HTMLButtonElement | null>) {
  const was = useRef({ generating, result });
  useEffect(() => {
    const before = was.current;
    was.current = { generating, result };
    if (!before.generating || generating) return;
    if (result && result !== before.result) focusWhenShown('result-title');
    else button.current?.focus();
  }, [generating, result, button]);
}

export function GeneratePage() {
  const [mode, setMode] = useState<SourceMode>('topic');
  const [topic, setTopic] = useState('');
  const [settings, setSettings] = useState<GenerateSettings>(DEFAULT_SETTINGS);
  // What is being made, fixed at the click: the settings stay editable while the server works.
  const [runningKind, setRunningKind] = useState(settings.kind);
  const upload = useUpload();
  const { run, cancel, generating, progress, result } = useGenerate();
  const { toast } = useToast();
  // /generate?edit=<id> opens a past generation in the editor (dashboard, history).
  const [params] = useSearchParams();
  const editing = params.get(EDIT_PARAM);
  const generateButton = useRef<HTMLButtonElement>(null);
  useFocusAfterGenerate(generating, result, generateButton);

  const filename = upload.state.status === 'preview' ? upload.state.result.filename : null;
  const ready = mode === 'file' ? !!filename : topic.trim() !== '';
  const update = (patch: Partial<GenerateSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const applyQuickAction = (action: QuickAction) => {
    update(action.apply);
    toast({ title: 'Quick Action Applied', description: `${action.label} settings applied.` });
  };
  const generateWith = (s: GenerateSettings) => {
    if (generating) return;
    setRunningKind(s.kind);
    preloadResultCard();
    void run(s, mode, filename, topic);
  };
  const onGenerate = () => generateWith(settings);
  // The engine's one-click alternative (a matching sheet when the file gives nothing to label): the form
  // shows what is made, so the settings change too.
  const onSuggestion = (s: DocumentSuggestion) => {
    const next: GenerateSettings =
      s.kind === 'diagram'
        ? { ...settings, kind: 'diagram', diagramType: s.worksheet_style as DiagramType }
        : { ...settings, kind: 'worksheet', worksheetStyle: s.worksheet_style as WorksheetStyle };
    setSettings(next);
    generateWith(next);
  };

  return (
    <SignedInLayout badgePage="generate">
      <PageHeading>Generate Content</PageHeading>
      <PageLead>Upload your material or type a topic, choose what to make, and download it ready to print.</PageLead>
      <Stack>
        {editing && !result && <LinkedGeneration key={editing} id={editing} />}
        <Tabs
          label="Content source"
          value={mode}
          onChange={(v) => setMode(v as SourceMode)}
          items={[
            {
              value: 'file',
              label: 'Upload File',
              content: (
                <UploadCard
                  state={upload.state}
                  onFile={upload.start}
                  onClear={upload.clear}
                  keepPartial={upload.keepPartial}
                  onKeepPartial={upload.setKeepPartial}
                />
              ),
            },
            { value: 'topic', label: 'Enter Topic', content: <TopicCard topic={topic} onChange={setTopic} /> },
          ]}
        />
        <QuickActionsCard onApply={applyQuickAction} />
        <SettingsCard settings={settings} onChange={update} />
        <Actions>
          {/* Not natively disabled when the source is missing: a click explains why (spec §5 toasts). */}
          <Button
            ref={generateButton}
            $size="lg"
            $block
            disabled={generating || !settingsReady(settings)}
            aria-disabled={generating || !ready}
            onClick={onGenerate}
            style={!ready && !generating ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
          >
            {generating ? 'Generating...' : 'Generate Content'}
          </Button>
          {progress && (
            <GenerationStatus what={KIND_LABELS[runningKind].toLowerCase()} progress={progress} onCancel={cancel} />
          )}
        </Actions>
        {result && <LazyResultCard key={result.id} result={result} onSuggestion={onSuggestion} />}
      </Stack>
    </SignedInLayout>
  );
}
