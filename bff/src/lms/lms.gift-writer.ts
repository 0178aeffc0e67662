// GIFT (Moodle's plain-text question format, docs.moodle.org/en/GIFT_format). Its syntax characters
// ~ = # { } : are escaped with a backslash wherever they occur in text, and the backslash itself too (and
// % where it starts an answer: giftAnswer);
// a question is one paragraph, so newlines inside text are written as GIFT's \n.
import { BLANK, type ExportItem, type ExportQuiz } from './lms.items';
import { xmlSafe } from './lms.text';

export const giftEscape = (s: string) =>
  xmlSafe(s)
    .trim()
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');

/**
 * An answer (an option, a short answer, a matching side): escaped like any text, and a leading % escaped
 * too, since right after = or ~ GIFT reads %50% as the answer's weight (and a lone % breaks the file).
 * Elsewhere % is written as it is: Moodle's importer and gift-pegjs keep a backslash before % as text, so
 * an escaped "25%" would show as "25\%" and a short answer "=25\%" would want the student to type it.
 */
export const giftAnswer = (s: string) => giftEscape(s).replace(/^%/, '\\%');

const feedback = (item: ExportItem) => (item.explanation ? `\n####${giftEscape(item.explanation)}` : '');
const essayFeedback = (item: ExportItem & { type: 'essay' }) =>
  `####${giftEscape([item.guidance, item.explanation].filter(Boolean).join('\n'))}`;
/** Short answers: Moodle's GIFT import compares without case; each accepted form is one =answer. */
const accepted = (answers: string[]) => answers.map((a) => `=${giftAnswer(a)}`).join(' ');

function question(item: ExportItem): string {
  const title = `::Q${item.number}::`;
  switch (item.type) {
    case 'multiple_choice': {
      const options = item.options.map((o, i) => `\n${i === item.correct ? '=' : '~'}${giftAnswer(o)}`).join('');
      return `${title}${giftEscape(item.prompt)} {${options}${feedback(item)}\n}`;
    }
    case 'true_false':
      return `${title}${giftEscape(item.prompt)} {${item.answer ? 'TRUE' : 'FALSE'}${feedback(item)}}`;
    case 'fill_blank': {
      // GIFT's "missing word" form: the answer block stands where the blank was.
      const [before, after] = item.prompt.split(BLANK, 2);
      return `${title}${giftEscape(before)} {${accepted(item.accepted)}${feedback(item)}} ${giftEscape(after ?? '')}`.trimEnd();
    }
    case 'short_answer':
      return `${title}${giftEscape(item.prompt)} {${accepted(item.accepted)}${feedback(item)}}`;
    case 'essay':
      // GIFT has no grader-information field: the model answer is the general feedback (####), shown in the
      // attempt review (to students too when the quiz's review options allow; Moodle XML keeps it graders' only).
      return `${title}${giftEscape(item.prompt)} {${essayFeedback(item)}}`;
    case 'matching': {
      const pairs = item.pairs.map((p) => `\n=${giftAnswer(p.left)} -> ${giftAnswer(p.right)}`).join('');
      return `${title}${giftEscape(item.prompt)} {${pairs}\n}`;
    }
  }
}

export function writeGift(quiz: ExportQuiz, category: string): Buffer {
  const parts = [
    `// ${quiz.title.replace(/\s+/g, ' ')}`,
    `$CATEGORY: $course$/top/${category.replace(/\s+/g, ' ').trim()}`,
  ];
  for (const item of quiz.items) parts.push(question(item));
  return Buffer.from(`${parts.join('\n\n')}\n`, 'utf8');
}
