import styled from 'styled-components';
import { GENERATION_STAGES } from '@lessonloom/contracts';
import { stageLabels, type GenerationProgress } from '../generation-progress';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
`;
const Step = styled.li<{ $state: 'done' | 'now' | 'next' }>`
  color: ${(p) => (p.$state === 'next' ? p.theme.colors.muted : p.$state === 'now' ? p.theme.colors.primary : p.theme.colors.success)};
  font-weight: ${(p) => (p.$state === 'now' ? 600 : 400)};
  &::before {
    content: '${(p) => (p.$state === 'done' ? '✓ ' : p.$state === 'now' ? '→ ' : '○ ')}';
  }
`;

/** Reading your file → writing question n of N → checking the key → making the files. */
export function GenerationStages({ progress }: { progress: GenerationProgress }) {
  const at = GENERATION_STAGES.indexOf(progress.stage);
  const labels = stageLabels(progress);
  const current = labels[at]?.label ?? '';
  return (
    <>
      <Steps aria-label="Generation steps">
        {labels.map(({ stage, label }, i) => (
          <Step
            key={stage}
            $state={i < at ? 'done' : i === at ? 'now' : 'next'}
            aria-current={i === at ? 'step' : undefined}
          >
            {label}
          </Step>
        ))}
      </Steps>
      {/* One short announcement per stage change, not per token. */}
      <p role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {progress.stage === 'writing' ? `Writing${progress.total ? ` ${progress.total} questions` : ''}` : current}
      </p>
    </>
  );
}
