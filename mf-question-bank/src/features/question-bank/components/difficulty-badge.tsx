import { Badge, type BadgeTone } from '@lessonloom/ui';

/** Spec §2: green for easy, yellow for medium, red for anything else. */
export function difficultyTone(difficulty: string): BadgeTone {
  if (difficulty === 'easy') return 'success';
  if (difficulty === 'medium') return 'warning';
  return 'destructive';
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = difficultyTone(difficulty);
  return (
    <Badge $tone={tone} data-tone={tone} data-testid="difficulty-badge">
      {difficulty}
    </Badge>
  );
}
