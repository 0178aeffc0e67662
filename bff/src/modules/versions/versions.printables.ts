// The teacher's papers for randomized versions: a version map (which question is which in each version)
// and one combined answer key with every version side by side, built as table documents and rendered by
// the same DOCX/PDF renderers as everything else.
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';

export interface Version {
  letter: string;
  doc: GeneratedDocument;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One gradable line of a document: its number, the text that identifies it, and its answer as printed. */
interface Line {
  number: number;
  key: string;
  answer: string;
}

function lines(doc: GeneratedDocument): Line[] {
  const out: Line[] = [];
  for (const b of doc.sections.flatMap((s) => s.blocks) as Block[]) {
    if (b.type === 'question') out.push({ number: b.number, key: `q:${b.prompt}`, answer: answerOf(b) });
    else if (b.type === 'matching')
      b.left.forEach((left, i) =>
        out.push({
          number: b.start_number + i,
          key: `m:${left}`,
          answer: `${LETTERS[b.answers[i]]}. ${b.right[b.answers[i]]}`,
        }),
      );
  }
  return out;
}

function answerOf(b: QuestionBlock): string {
  const i = b.options?.indexOf(b.answer) ?? -1;
  return i >= 0 && b.question_type === 'multiple_choice' ? `${LETTERS[i]}. ${b.answer}` : b.answer;
}

/** For each line of the original (in order), its number in each version; a prompt asked twice is matched in turn. */
export function versionNumbers(
  original: GeneratedDocument,
  versions: Version[],
): { line: Line; numbers: (number | null)[] }[] {
  const perVersion = versions.map((v) => {
    const pools = new Map<string, number[]>();
    for (const l of lines(v.doc)) pools.set(l.key, [...(pools.get(l.key) ?? []), l.number]);
    return pools;
  });
  return lines(original).map((line) => ({
    line,
    numbers: perVersion.map((pools) => pools.get(line.key)?.shift() ?? null),
  }));
}

const excerpt = (key: string) => {
  const text = key.slice(2).replace(/\s+/g, ' ').trim();
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
};

function teacherDoc(
  original: GeneratedDocument,
  title: string,
  instructions: string,
  table: Extract<Block, { type: 'table' }>,
): GeneratedDocument {
  return {
    kind: original.kind,
    title,
    ...(original.subject ? { subject: original.subject } : {}),
    ...(original.grade_level ? { grade_level: original.grade_level } : {}),
    difficulty: original.difficulty,
    include_answer_key: false,
    offline_draft: original.offline_draft,
    source: original.source,
    instructions,
    print: { teacher_copy: true },
    sections: [{ blocks: [table] }],
  };
}

export function versionMapDocument(original: GeneratedDocument, versions: Version[]): GeneratedDocument {
  const rows = versionNumbers(original, versions).map(({ line, numbers }) => [
    String(line.number),
    excerpt(line.key),
    ...numbers.map((n) => (n === null ? '—' : String(n))),
  ]);
  return teacherDoc(
    original,
    `${original.title} — version map`,
    'Each row is one question of the original test and its number in each version.',
    { type: 'table', columns: ['Original', 'Question', ...versions.map((v) => `Version ${v.letter}`)], rows },
  );
}

export function combinedKeyDocument(original: GeneratedDocument, versions: Version[]): GeneratedDocument {
  const keyed = versions.map((v) => new Map(lines(v.doc).map((l) => [l.number, l.answer])));
  const count = Math.max(0, ...keyed.map((k) => k.size));
  const rows = Array.from({ length: count }, (_, i) => [String(i + 1), ...keyed.map((k) => k.get(i + 1) ?? '—')]);
  return teacherDoc(
    original,
    `${original.title} — answer key, all versions`,
    'Each row is a question number; each column is the answer in that version.',
    { type: 'table', columns: ['#', ...versions.map((v) => `Version ${v.letter}`)], rows },
  );
}
