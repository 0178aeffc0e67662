// Test data shaped exactly like the contracts, shared by the feature tests.
import type {
  CurrentUser,
  GenerateResponse,
  GeneratedDocument,
  GenerationListItem,
  GenerationRecord,
} from '@lessonloom/contracts';

export const activeUser: CurrentUser = { id: 'u1', email: 'teacher@school.edu', subscription_status: 'active' };

/** A document holding every block type of the contract. */
export function everyBlockDocument(overrides: Partial<GeneratedDocument> = {}): GeneratedDocument {
  return {
    kind: 'worksheet',
    title: 'Photosynthesis Worksheet',
    subject: 'Science',
    grade_level: '5th grade',
    difficulty: 'mixed',
    worksheet_style: 'mixed',
    instructions: 'Answer every question in full sentences.',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'topic', name: 'Photosynthesis' },
    sections: [
      {
        heading: 'Part A: Reading',
        instructions: 'Read the passage first.',
        blocks: [
          { type: 'paragraph', text: 'Plants make food from sunlight, water and carbon dioxide.' },
          { type: 'list', ordered: true, items: ['Light is absorbed', 'Water is split'] },
          { type: 'list', ordered: false, items: ['Chlorophyll is green'] },
          { type: 'word_bank', words: ['glucose', 'oxygen', 'chlorophyll'] },
          { type: 'vocabulary', entries: [{ term: 'Stomata', definition: 'Tiny pores on a leaf' }] },
          { type: 'table', caption: 'Inputs and outputs', columns: ['Input', 'Output'], rows: [['Water', 'Oxygen']] },
        ],
      },
      {
        heading: 'Part B: Questions',
        blocks: [
          {
            type: 'question',
            number: 1,
            question_type: 'multiple_choice',
            prompt: 'Which gas do plants release?',
            options: ['Nitrogen', 'Oxygen', 'Helium'],
            answer: 'Oxygen',
            explanation: 'Water is split and oxygen is released.',
            source_passage: 'oxygen is released as a by-product',
          },
          {
            type: 'question',
            number: 2,
            question_type: 'short_answer',
            prompt: 'Why are leaves green?',
            answer: 'Chlorophyll reflects green light.',
          },
          {
            type: 'question',
            number: 3,
            question_type: 'problem',
            prompt: 'Balance the equation.',
            answer: '6CO2 + 6H2O → C6H12O6 + 6O2',
          },
          {
            type: 'matching',
            start_number: 4,
            left: ['Sun', 'Root'],
            right: ['Absorbs water', 'Gives light'],
            answers: [1, 0],
          },
          { type: 'writing_space', label: 'Explain photosynthesis in your own words', lines: 5 },
        ],
      },
      {
        heading: 'Part C: Diagram and puzzles',
        blocks: [
          {
            type: 'diagram',
            diagram_type: 'flowchart',
            mermaid: 'flowchart TD\n  A[Sunlight] --> B[Glucose]',
            caption: 'How light becomes food',
          },
          {
            type: 'word_search',
            grid: ['SUNAB', 'LEAFC', 'XXXXX', 'ROOTD', 'YYYYY'].map((r) => r.split('')),
            words: ['SUN', 'LEAF', 'ROOT'],
            placements: [
              { word: 'SUN', row: 0, col: 0, dr: 0, dc: 1 },
              { word: 'LEAF', row: 1, col: 0, dr: 0, dc: 1 },
              { word: 'ROOT', row: 3, col: 0, dr: 0, dc: 1 },
            ],
          },
          {
            type: 'crossword',
            rows: 4,
            cols: 3,
            entries: [
              { number: 1, direction: 'across', clue: 'It shines by day', answer: 'SUN', row: 0, col: 0 },
              { number: 1, direction: 'down', clue: 'Seed of grass or grain', answer: 'SEED', row: 0, col: 0 },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The same document without its diagram, for page tests that do not wait for the (async) drawing. */
export function withoutDiagram(doc: GeneratedDocument): GeneratedDocument {
  return {
    ...doc,
    sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => b.type !== 'diagram') })),
  };
}

export function generateResponse(
  doc: GeneratedDocument = withoutDiagram(everyBlockDocument()),
  withKey = true,
): GenerateResponse {
  return {
    id: 'g1',
    content: doc,
    docx_url: '/api/generations/g1/download/docx',
    pdf_url: '/api/generations/g1/download/pdf',
    answer_key_docx_url: withKey ? '/api/generations/g1/download/key-docx' : null,
    answer_key_pdf_url: withKey ? '/api/generations/g1/download/key-pdf' : null,
  };
}

export function record(i: number, overrides: Partial<GenerationRecord> = {}): GenerationRecord {
  return {
    id: `g${i}`,
    kind: 'quiz',
    source_filename: `notes-${i}.pdf`,
    created_at: new Date(Date.UTC(2026, 10, i, 12)).toISOString(),
    output_path_docx: `/api/generations/g${i}/download/docx`,
    ...overrides,
  };
}

/** The text fields of a FormData body, for asserting what was sent. */
export function formFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  (body as FormData).forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `[file ${(value as File).name}]`;
  });
  return out;
}

/** A GET /api/generations item as the server lists it (the spec's record plus the history's fields). */
export function listItem(
  i: number,
  overrides: Partial<Omit<GenerationListItem, 'settings'>> & {
    settings?: Partial<GenerationListItem['settings']>;
  } = {},
): GenerationListItem {
  const { settings, ...rest } = overrides;
  const id = rest.id ?? `g${i}`;
  return {
    ...record(i),
    id,
    output_path_docx: `/api/generations/${id}/download/docx`,
    source_type: 'file',
    settings: { difficulty: 'mixed', include_answer_key: true, use_specific_prompt: false, ...settings },
    offline: false,
    title: `Sheet ${i}`,
    pdf_url: `/api/generations/${id}/download/pdf`,
    answer_key_docx_url: `/api/generations/${id}/download/key-docx`,
    answer_key_pdf_url: `/api/generations/${id}/download/key-pdf`,
    question_count: 10,
    ...rest,
  };
}
