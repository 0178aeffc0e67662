import type { BankQuestion, GenerationListItem } from '@lessonloom/contracts';
import userEvent from '@testing-library/user-event';

jest.setTimeout(30000);

export const teacher = { id: 'u1', email: 'teacher@school.org', subscription_status: 'active' as const };

/** user-event without per-keystroke delays. */
export const fastUser = () => userEvent.setup({ delay: null });

export const QUESTIONS: BankQuestion[] = [
  {
    id: 'q1',
    question_text: 'What do plants release?',
    answer_text: 'Oxygen',
    difficulty: 'easy',
    subject: 'Biology',
    category: 'Plants',
    grade_level: '7',
    kind: 'exit_ticket',
    source: 'photosynthesis.pdf',
    source_type: 'file',
  },
  {
    id: 'q2',
    question_text: 'Name the powerhouse of the cell.',
    answer_text: 'Mitochondria',
    difficulty: 'medium',
    subject: 'Biology',
  },
  {
    id: 'q3',
    question_text: 'Explain entropy.',
    answer_text: 'Disorder increases',
    difficulty: 'hard',
    subject: 'Physics',
    category: 'Thermodynamics',
    source: 'Entropy and disorder',
    source_type: 'prompt',
  },
];

const listed = (
  id: string,
  kind: GenerationListItem['kind'],
  title: string,
  created_at: string,
  more: Partial<GenerationListItem> = {},
): GenerationListItem => ({
  id,
  kind,
  source_filename: `${title.replace(/^.*: /, '').toLowerCase()}.docx`,
  created_at,
  output_path_docx: null,
  source_type: 'file',
  settings: { difficulty: 'mixed', include_answer_key: true, use_specific_prompt: false },
  offline: false,
  title,
  pdf_url: `/api/generations/${id}/download/pdf`,
  answer_key_docx_url: null,
  answer_key_pdf_url: null,
  question_count: 10,
  ...more,
});

/** Listed oldest last, not in order, to see the picker sort newest first. */
export const HISTORY: GenerationListItem[] = [
  listed('64b7f0c2a1b2c3d4e5f60711', 'test', 'Test: Cells', '2026-03-02T10:00:00.000Z', { question_count: 12 }),
  listed('64b7f0c2a1b2c3d4e5f60712', 'worksheet', 'Volcanoes', '2026-03-01T10:00:00.000Z'),
  listed('64b7f0c2a1b2c3d4e5f60713', 'quiz', 'Quiz: Fractions', '2026-02-28T10:00:00.000Z'),
  listed('64b7f0c2a1b2c3d4e5f60714', 'quiz', 'Quiz: Waves', '2026-03-03T09:15:00.000Z', { question_count: 8 }),
  listed('64b7f0c2a1b2c3d4e5f60715', 'quiz', 'Quiz: Waves', '2026-03-03T14:40:00.000Z', { question_count: 15 }),
  listed('64b7f0c2a1b2c3d4e5f60716', 'quiz', 'Quiz: Waves', '2026-03-04T08:00:00.000Z', {
    settings: {
      difficulty: 'mixed',
      include_answer_key: true,
      use_specific_prompt: false,
      version_of: '64b7f0c2a1b2c3d4e5f60715',
      version: 'A',
    },
  }),
];

/** A response the test releases when it wants, to see the busy state. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());
