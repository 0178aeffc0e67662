import { Button } from '@lessonloom/ui';
import type { GenerationProgress } from '../generation-progress';
import { GeneratingProgress } from './generating-progress';
import { GenerationStages } from './generation-stages';
import { LiveQuestions } from './live-questions';

/** Everything shown while a generation runs: the bar, the stages, the questions so far, and Cancel. */
export function GenerationStatus({
  what,
  progress,
  onCancel,
}: {
  what: string;
  progress: GenerationProgress;
  onCancel: () => void;
}) {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <GeneratingProgress what={what} />
      <GenerationStages progress={progress} />
      <div>
        <Button $variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <LiveQuestions questions={progress.questions} />
    </div>
  );
}
