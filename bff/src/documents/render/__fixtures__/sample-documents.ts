// Fixture documents covering every kind, worksheet style, diagram type and puzzle type, plus a long test
// for the benchmark and a document full of non-ASCII text. Reused by tests, `npm run render:samples` and bench.
import { DIAGRAM_TYPES, PUZZLE_TYPES, WORKSHEET_STYLES } from '@lessonloom/contracts';
import type { GeneratedDocument } from '@lessonloom/contracts';
import { UNICODE_SAMPLE, doc, section } from './fixture-builders';
import { diagramDoc, kindDocs } from './sample-kinds';
import { puzzleDoc } from './sample-puzzle-docs';
import { buildTest, unicodeDoc } from './sample-tests';
import { worksheetDoc } from './sample-worksheets';

export { UNICODE_SAMPLE, buildTest, unicodeDoc, doc, section };

export interface SampleDocument {
  name: string;
  doc: GeneratedDocument;
}

export function sampleDocuments(): SampleDocument[] {
  return [
    ...kindDocs().map((d) => ({ name: d.kind, doc: d })),
    ...WORKSHEET_STYLES.map((s) => ({ name: `worksheet-${s}`, doc: worksheetDoc(s) })),
    ...DIAGRAM_TYPES.map((t) => ({ name: `diagram-${t}`, doc: diagramDoc(t) })),
    ...PUZZLE_TYPES.map((t) => ({ name: `puzzle-${t}`, doc: puzzleDoc(t) })),
    { name: 'unicode', doc: unicodeDoc() },
  ];
}
