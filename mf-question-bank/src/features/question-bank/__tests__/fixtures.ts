import type { BankQuestion, GenerationRecord } from '@lessonloom/contracts';
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
  },
];

export const HISTORY: GenerationRecord[] = [
  {
    id: '64b7f0c2a1b2c3d4e5f60711',
    kind: 'test',
    source_filename: 'Cells',
    created_at: '2026-03-02T10:00:00.000Z',
    output_path_docx: null,
  },
  {
    id: '64b7f0c2a1b2c3d4e5f60712',
    kind: 'worksheet',
    source_filename: 'Volcanoes',
    created_at: '2026-03-01T10:00:00.000Z',
    output_path_docx: null,
  },
  {
    id: '64b7f0c2a1b2c3d4e5f60713',
    kind: 'quiz',
    source_filename: 'Fractions',
    created_at: '2026-02-28T10:00:00.000Z',
    output_path_docx: null,
  },
];

/** A response the test releases when it wants, to see the busy state. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());
