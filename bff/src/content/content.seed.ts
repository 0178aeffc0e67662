// The seed every random choice of a job starts from, when the request brings none ("Generate again" does):
// the same request on the same source draws the same document, in tests and on the page alike.
import type { DraftSpec } from './content.job';
import { seedFrom } from './random';

export const requestSeed = (
  spec: Pick<DraftSpec, 'kind' | 'style' | 'diagramType' | 'puzzleType' | 'difficulty' | 'count'>,
  sourceName: string,
  source: string,
) =>
  String(
    seedFrom(
      JSON.stringify([
        spec.kind,
        spec.style,
        spec.diagramType,
        spec.puzzleType,
        spec.difficulty,
        spec.count,
        sourceName,
        source.slice(0, 2000),
      ]),
    ),
  );
