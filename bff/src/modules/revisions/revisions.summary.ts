// The one line a revision is listed with: what changed from the revision before, as a teacher would say it
// ("question 3 edited", "questions 2 and 5 deleted, questions reordered", "title edited").
import type { Block, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { BLOCK_NAMES, canonicalJson, questionBlocks, withQuestionIds } from '@lessonloom/document';

const blockWord = (type: Block['type']) => (type === 'question' ? 'question' : BLOCK_NAMES[type].toLowerCase());

/** "3", "3 and 5", "3, 5 and 7"; more than three: a count. */
function numbered(verb: string, numbers: number[]): string {
  const list = [...numbers].sort((a, b) => a - b);
  if (list.length === 1) return `question ${list[0]} ${verb}`;
  if (list.length > 3) return `${list.length} questions ${verb}`;
  return `questions ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]} ${verb}`;
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const content = ({ number: _n, ...rest }: QuestionBlock) => rest;

function questionChanges(prev: GeneratedDocument, next: GeneratedDocument): string[] {
  const before = questionBlocks(withQuestionIds(prev));
  const after = questionBlocks(next);
  const beforeById = new Map(before.map((q) => [q.id!, q]));
  const afterIds = new Set(after.map((q) => q.id));
  const parts: string[] = [];
  const edited = after.filter((q) => beforeById.has(q.id!) && !same(content(q), content(beforeById.get(q.id!)!)));
  const added = after.filter((q) => !beforeById.has(q.id!));
  const deleted = before.filter((q) => !afterIds.has(q.id));
  if (edited.length)
    parts.push(
      numbered(
        'edited',
        edited.map((q) => q.number),
      ),
    );
  if (added.length)
    parts.push(
      numbered(
        'added',
        added.map((q) => q.number),
      ),
    );
  if (deleted.length)
    parts.push(
      numbered(
        'deleted',
        deleted.map((q) => q.number),
      ),
    );
  const kept = before.filter((q) => afterIds.has(q.id)).map((q) => q.id);
  const order = after.filter((q) => beforeById.has(q.id!)).map((q) => q.id);
  if (!same(kept, order)) parts.push('questions reordered');
  return parts;
}

function otherChanges(prev: GeneratedDocument, next: GeneratedDocument): string[] {
  const parts = new Set<string>();
  if (prev.title !== next.title) parts.add('title edited');
  if ((prev.instructions ?? '') !== (next.instructions ?? '')) parts.add('instructions edited');
  if (prev.subject !== next.subject || prev.grade_level !== next.grade_level) parts.add('details edited');
  const sections = Math.max(prev.sections.length, next.sections.length);
  for (let i = 0; i < sections; i++) {
    const a = prev.sections[i];
    const b = next.sections[i];
    if (!a || !b || a.heading !== b.heading || a.instructions !== b.instructions) parts.add(`part ${i + 1} edited`);
    const others = (s: typeof a) => (s?.blocks ?? []).filter((x) => x.type !== 'question');
    const [x, y] = [others(a), others(b)];
    for (let j = 0; j < Math.max(x.length, y.length); j++)
      if (!same(x[j], y[j])) parts.add(`${blockWord((y[j] ?? x[j]).type)} edited`);
  }
  return [...parts];
}

export function editSummary(prev: GeneratedDocument, next: GeneratedDocument): string {
  const parts = [...otherChanges(prev, next), ...questionChanges(prev, next)];
  if (!parts.length) return 'saved without changes';
  return parts.length > 4 ? `${parts.slice(0, 3).join(', ')} and more` : parts.join(', ');
}
