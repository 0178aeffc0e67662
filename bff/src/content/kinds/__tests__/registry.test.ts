// Every kind in the registry is wired end to end: the contract names it, its schema and instructions
// exist for the job, each offline draft it has (file, math, topic; every worksheet style's) matches its
// schema and assembles into a document that passes the checks, and a real generation through the engine
// gives a checked document of that kind. The kinds are listed from the registry, so a new kind is
// covered the moment it is registered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_KINDS,
  DIAGRAM_TYPES,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
  generateRequestSchema,
  type ContentKind,
  type GenerateRequestInput,
} from '@lessonloom/contracts';
import { assembleDocument } from '../../content.assemble';
import { documentProblems } from '../../content.checks';
import type { GenerationInput } from '../../content.job';
import { buildMessages } from '../../content.prompt';
import { buildSpec } from '../../content.request';
import { createContentEngine } from '../../content.engine';
import { createOfflineProvider } from '../../offline.provider';
import { offlineContext } from '../../offline/offline.context';
import type { SourceVariant } from '../../offline/offline.source';
import { fitToSchema } from '../../schemas/fit-to-schema';
import { PHOTOSYNTHESIS } from '../../__tests__/fixtures';
import { KINDS, draftSchemaFor, draftsFor, kindOf, offlineDraft } from '..';

const SOURCES: Record<SourceVariant, { text?: string; name: string }> = {
  file: { text: PHOTOSYNTHESIS, name: 'photosynthesis.txt' },
  math: { name: 'Adding fractions with unlike denominators' },
  topic: { name: 'The causes of the First World War' },
};
// A sheet of terms from a file takes only the file's own terms (offline/file-terms.ts), and the photosynthesis
// fixture defines too few for a word search (a 422, tested in offline-kinds): those sheets are wired end to end
// on a tuning section of the corpus that defines a dozen terms.
const TERMS_FILE = 'os-physics-scientific-methods';
const TERM_SOURCES: Record<SourceVariant, { text?: string; name: string }> = {
  ...SOURCES,
  file: {
    text: readFileSync(join(__dirname, '../../__fixtures__/corpus', `${TERMS_FILE}.txt`), 'utf8'),
    name: `${TERMS_FILE}.txt`,
  },
};

/** Each kind with each of its own settings (worksheet styles, diagram and puzzle types). */
const SHAPES: Array<[ContentKind, Partial<GenerateRequestInput>]> = (Object.keys(KINDS) as ContentKind[]).flatMap(
  (kind): Array<[ContentKind, Partial<GenerateRequestInput>]> =>
    kind === 'worksheet'
      ? WORKSHEET_STYLES.map((s) => [kind, { worksheet_style: s }])
      : kind === 'diagram'
        ? DIAGRAM_TYPES.map((t) => [kind, { worksheet_style: t }])
        : kind === 'puzzle'
          ? PUZZLE_TYPES.map((t) => [kind, { puzzle_type: t }])
          : [[kind, {}]],
);

const termSheet = (kind: ContentKind, fields: Partial<GenerateRequestInput>) =>
  kind === 'puzzle' || (kind === 'worksheet' && ['matching', 'vocab'].includes(fields.worksheet_style ?? ''));

function input(kind: ContentKind, fields: Partial<GenerateRequestInput>, variant: SourceVariant): GenerationInput {
  const { text, name } = (termSheet(kind, fields) ? TERM_SOURCES : SOURCES)[variant];
  const base = { kind, difficulty: 'medium', num_questions: '6', ...fields };
  const request = generateRequestSchema.parse(text ? { source_filename: name, ...base } : { topic: name, ...base });
  return { request, sourceText: text, sourceName: name, sourceType: text ? 'file' : 'topic' };
}

const engine = createContentEngine(createOfflineProvider());
const label = ([kind, fields]: [ContentKind, Partial<GenerateRequestInput>]) =>
  [kind, fields.worksheet_style ?? fields.puzzle_type].filter(Boolean).join(' ');

describe('the kinds registry', () => {
  test('has one module for every kind of the contract, and no other', () => {
    expect(Object.keys(KINDS).sort()).toEqual([...CONTENT_KINDS].sort());
  });

  test('decides the source variant once, in the offline context', () => {
    for (const variant of ['file', 'math', 'topic'] as const)
      expect(offlineContext(buildSpec(input('quiz', {}, variant))).source.variant).toBe(variant);
  });

  describe.each(SHAPES.map((s): [string, ...typeof s] => [label(s), ...s]))('%s', (_, kind, fields) => {
    test('has a schema, a name for it and instructions for the model', () => {
      const spec = buildSpec(input(kind, fields, 'file'));
      const { name, schema } = draftSchemaFor(spec);
      expect(name).toMatch(new RegExp(`^${kind}`));
      expect(draftSchemaFor(buildSpec(input(kind, fields, 'file')))).toEqual({ name, schema });
      expect(schema.safeParse({}).success).toBe(false);
      expect(kindOf(kind).instructions(spec)).toMatch(/\w{4,}/);
      expect(buildMessages(spec)[1].content).toContain(kindOf(kind).instructions(spec));
    });

    const variants = (['file', 'math', 'topic'] as const).filter(
      (v) => v !== 'math' || !!draftsFor(buildSpec(input(kind, fields, v))).math,
    );
    test.each(variants)(
      'drafts offline from a %s source, matching its schema, assembling and passing the checks',
      (v) => {
        const spec = buildSpec(input(kind, fields, v));
        const ctx = offlineContext(spec);
        expect(ctx.source.variant).toBe(v);
        const { draft } = offlineDraft(ctx);
        const { schema } = draftSchemaFor(spec);
        const parsed = schema.safeParse(fitToSchema(draft, schema));
        expect(parsed.error?.issues ?? []).toEqual([]);
        const doc = assembleDocument(spec, parsed.data, true);
        expect(doc.kind).toBe(kind);
        expect(doc.sections.length).toBeGreaterThan(0);
        expect(documentProblems(spec, doc)).toEqual([]);
      },
    );

    test('generates through the engine', async () => {
      const { document, quality } = await engine.run(input(kind, fields, 'file'));
      expect(document.kind).toBe(kind);
      expect(document.offline_draft).toBe(true);
      expect(documentProblems(buildSpec(input(kind, fields, 'file')), document)).toEqual([]);
      expect(quality).toBeDefined();
    });
  });

  test('a math job of a kind without a math draft gets its file or topic draft', () => {
    const spec = buildSpec(input('puzzle', { puzzle_type: 'word_search' }, 'math'));
    const ctx = offlineContext(spec);
    expect(ctx.source).toMatchObject({ variant: 'math', otherwise: 'topic' });
    expect(draftsFor(spec).math).toBeUndefined();
    expect(offlineDraft(ctx).draft).toEqual(draftsFor(spec).topic(ctx));
  });
});
