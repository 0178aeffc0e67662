// The matching worksheet (or another sheet of terms) a teacher's file gets offline, drafted as the engine
// drafts it (a 422 when the file defines fewer than three terms). The reading is the upload's own (with its
// bold marks) when given.
import { buildSpec } from '../content.request';
import { buildOfflineDraft } from '../offline.provider';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { readUpload, type SourceReading } from '../source';

export function fileSheet<S extends 'matching' | 'vocab'>(
  style: S,
  text: string,
  name = 'notes.txt',
  reading: SourceReading = readUpload(text, name),
): WorksheetDraft[S] {
  const request = {
    kind: 'worksheet',
    worksheet_style: style,
    difficulty: 'mixed',
    num_questions: 10,
    include_answer_key: true,
  } as never;
  return buildOfflineDraft(
    buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading }),
  ) as WorksheetDraft[S];
}

export const matchingSheet = (text: string, name?: string, reading?: SourceReading): WorksheetDraft['matching'] =>
  fileSheet('matching', text, name, reading);
