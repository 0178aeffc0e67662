// Schemas are built once per job shape (schema.cache.ts): the same object for the same settings, so the
// request thread neither rebuilds zod schemas nor their JSON Schema (fit-to-schema.ts) per generation.
import { generateRequestSchema } from '@lessonloom/contracts';
import { buildSpec } from '../../content.request';
import { draftSchemaFor } from '../../kinds';
import { worksheetSchemas } from '../../kinds/worksheet/worksheet.styles';
import { questionList, questionSchema } from '../question.schema';
import { cachedBy } from '../schema.cache';

const spec = (fields: Record<string, string>, sourceType: 'file' | 'topic' = 'topic') =>
  buildSpec({
    request: generateRequestSchema.parse({
      difficulty: 'mixed',
      include_answer_key: 'true',
      ...(sourceType === 'topic' ? { topic: 'Volcanoes' } : { source_filename: 'v.txt' }),
      ...fields,
    }),
    sourceName: sourceType === 'topic' ? 'Volcanoes' : 'v.txt',
    sourceType,
    ...(sourceType === 'file' ? { sourceText: 'Volcanoes erupt.' } : {}),
  });

describe('schema cache', () => {
  it('answers the same object for the same arguments and a new one for other arguments', () => {
    let built = 0;
    const square = cachedBy((n: number, label?: string) => ({ n: n * n, label, built: ++built }));
    expect(square(3)).toBe(square(3));
    expect(square(3, 'a')).toBe(square(3, 'a'));
    expect(square(3, 'a')).not.toBe(square(3));
    expect(square(4)).not.toBe(square(3));
    expect(built).toBe(3);
  });

  it('gives one schema per job shape: the same for the same settings, distinct for other counts, styles, kinds and sources', () => {
    const quiz10 = draftSchemaFor(spec({ kind: 'quiz', num_questions: '10' }));
    expect(draftSchemaFor(spec({ kind: 'quiz', num_questions: '10' }))).toBe(quiz10);
    expect(draftSchemaFor(spec({ kind: 'quiz', num_questions: '10', topic: 'Another topic' })).schema).toBe(
      quiz10.schema,
    );
    expect(draftSchemaFor(spec({ kind: 'quiz', num_questions: '12' })).schema).not.toBe(quiz10.schema);
    expect(draftSchemaFor(spec({ kind: 'quiz', num_questions: '10' }, 'file')).schema).not.toBe(quiz10.schema);
    expect(draftSchemaFor(spec({ kind: 'test', num_questions: '10' })).name).toBe('test');
    const vocab = draftSchemaFor(spec({ kind: 'worksheet', worksheet_style: 'vocab' }));
    expect(vocab.name).toBe('worksheet_vocab');
    expect(draftSchemaFor(spec({ kind: 'worksheet', worksheet_style: 'vocab' })).schema).toBe(vocab.schema);
    expect(draftSchemaFor(spec({ kind: 'worksheet', worksheet_style: 'cloze' })).schema).not.toBe(vocab.schema);
    expect(vocab.schema).toBe(worksheetSchemas(false).vocab);
    expect(worksheetSchemas(true)).not.toBe(worksheetSchemas(false));
  });

  it('keeps question schemas per passage and type list', () => {
    expect(questionSchema(true)).toBe(questionSchema(true));
    expect(questionSchema(true)).not.toBe(questionSchema(false));
    expect(questionSchema(false, ['essay'])).not.toBe(questionSchema(false));
    expect(questionList(false, 5, 5)).toBe(questionList(false, 5, 5));
    expect(questionList(false, 5, 6)).not.toBe(questionList(false, 5, 5));
  });
});
