// What a teacher calls the place a problem is in: "Question 4, option B", "Part 2 heading", "Title", never
// "sections.1.blocks.3.options.1". Questions are counted by their place in the document, not by the number
// the client sent, so the name matches what the teacher sees even when the numbering was off.
import { BLOCK_NAMES } from '@lessonloom/document';

type Path = ReadonlyArray<PropertyKey>;

const FIELDS: Record<string, string> = {
  prompt: 'the question',
  answer: 'the key',
  explanation: 'the explanation',
  points: 'points',
  source_passage: 'the source passage',
  answer_lines: 'answer lines',
  question_type: 'the question type',
  id: 'the id',
  text: 'the text',
  items: 'the list',
  words: 'the words',
  entries: 'the entries',
  caption: 'the caption',
  columns: 'the column headings',
  rows: 'the rows',
  left: 'the left column',
  right: 'the right column',
  mermaid: 'the drawing',
  heading: 'heading',
  instructions: 'instructions',
  title: 'Title',
  subject: 'Subject',
  grade_level: 'Grade level',
  kind: 'Kind',
  difficulty: 'Difficulty',
};

const letter = (i: number) => String.fromCharCode(65 + (i % 26));
type Raw = { sections?: Array<{ blocks?: Array<{ type?: unknown }> }> };

/** The question's place among all questions up to sections[s].blocks[b], 1-based. */
function questionNumber(doc: Raw, s: number, b: number): number {
  let n = 0;
  for (let i = 0; i <= s; i++) {
    const blocks = doc.sections?.[i]?.blocks ?? [];
    for (let j = 0; j < blocks.length && (i < s || j <= b); j++) if (blocks[j]?.type === 'question') n++;
  }
  return n;
}

function inBlock(name: string, rest: Path): string {
  const [field, index, sub] = rest;
  if (field === undefined) return name;
  if (field === 'options' && typeof index === 'number') return `${name}, option ${letter(index)}`;
  if (field === 'entries' && typeof index === 'number')
    return `${name}, entry ${index + 1}${sub === 'clue' ? ' clue' : sub === 'answer' ? ' word' : ''}`;
  if (field === 'rows' && typeof index === 'number')
    return `${name}, row ${index + 1}${typeof sub === 'number' ? `, cell ${sub + 1}` : ''}`;
  if ((field === 'items' || field === 'words' || field === 'left' || field === 'right') && typeof index === 'number')
    return `${name}, ${FIELDS[field]} item ${index + 1}`;
  return `${name}, ${FIELDS[String(field)] ?? String(field)}`;
}

/** A name for the place `path` points at in the document the client sent. */
export function itemName(doc: unknown, path: Path): string {
  const raw = (doc && typeof doc === 'object' ? doc : {}) as Raw;
  const [top, s, what, b, ...rest] = path;
  if (top !== 'sections') return top === undefined ? 'The document' : (FIELDS[String(top)] ?? `Field '${String(top)}'`);
  if (typeof s !== 'number') return 'Sections';
  const part = `Part ${s + 1}`;
  if (what === undefined) return part;
  if (what !== 'blocks') return `${part} ${FIELDS[String(what)] ?? String(what)}`;
  if (typeof b !== 'number') return `${part} blocks`;
  const block = raw.sections?.[s]?.blocks?.[b];
  if (block?.type === 'question') return inBlock(`Question ${questionNumber(raw, s, b)}`, rest);
  const name = BLOCK_NAMES[block?.type as keyof typeof BLOCK_NAMES] ?? 'Block';
  return inBlock(`${part} ${name.toLowerCase()}`, rest);
}
