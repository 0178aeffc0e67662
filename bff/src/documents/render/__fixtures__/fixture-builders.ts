// Small builders for fixture documents (tests, samples, benchmark). Not used in production.
import type { Block, GeneratedDocument, QuestionBlock, Section } from '@lessonloom/contracts';

export const UNICODE_SAMPLE = 'é ñ ü αβγ Ωπ ≤ ≥ ∑ Кириллица';

type Extras = Partial<Omit<QuestionBlock, 'type' | 'number' | 'question_type' | 'prompt' | 'answer'>>;

export class Numbering {
  private n = 0;
  next(): number {
    return ++this.n;
  }
  get current(): number {
    return this.n;
  }
  skip(count: number): void {
    this.n += count;
  }
}

export function mc(
  num: Numbering,
  prompt: string,
  opts: string[],
  correct: number,
  extras: Extras = {},
): QuestionBlock {
  return {
    type: 'question',
    number: num.next(),
    question_type: 'multiple_choice',
    prompt,
    options: opts,
    answer: opts[correct],
    ...extras,
  };
}

export function tf(num: Numbering, prompt: string, answer: boolean, extras: Extras = {}): QuestionBlock {
  return {
    type: 'question',
    number: num.next(),
    question_type: 'true_false',
    prompt,
    options: ['True', 'False'],
    answer: answer ? 'True' : 'False',
    ...extras,
  };
}

export function open(
  num: Numbering,
  kind: 'short_answer' | 'essay' | 'fill_blank' | 'problem',
  prompt: string,
  answer: string,
  extras: Extras = {},
): QuestionBlock {
  return { type: 'question', number: num.next(), question_type: kind, prompt, answer, ...extras };
}

export function matching(num: Numbering, pairs: Array<[string, string]>, order: number[]): Block {
  const start = num.current + 1;
  num.skip(pairs.length);
  const right = order.map((i) => pairs[i][1]);
  return {
    type: 'matching',
    start_number: start,
    left: pairs.map((p) => p[0]),
    right,
    answers: pairs.map((_, i) => order.indexOf(i)),
  };
}

export function section(heading: string | undefined, blocks: Block[], instructions?: string): Section {
  return { heading, instructions, blocks };
}

export function doc(
  kind: GeneratedDocument['kind'],
  title: string,
  sections: Section[],
  extra: Partial<GeneratedDocument> = {},
): GeneratedDocument {
  return {
    kind,
    title,
    subject: 'Science',
    grade_level: '7',
    difficulty: 'mixed',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'topic', name: 'Photosynthesis' },
    sections,
    ...extra,
  };
}

/** Deterministic PRNG so fixtures (and their snapshots of text) never change between runs. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
