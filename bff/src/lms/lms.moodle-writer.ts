// Moodle XML (Question bank → Import → Moodle XML format), as documented at docs.moodle.org/en/Moodle_XML_format:
// a <quiz> of <question type="…"> elements, led by a category question so the import lands in a category named
// after the subject. Fill-in-the-blank items become cloze (embedded answers) with the gap where the blank was.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { BLANK, type ExportItem, type ExportQuiz } from './lms.items';
import { htmlParagraphs, oneLine, xmlText } from './lms.text';

export const MOODLE_TYPES: Record<ExportItem['type'], string> = {
  multiple_choice: 'multichoice',
  true_false: 'truefalse',
  short_answer: 'shortanswer',
  fill_blank: 'cloze',
  essay: 'essay',
  matching: 'matching',
};

/** Inside a cloze answer these characters are syntax; Moodle reads them literally after a backslash. */
export const clozeEscape = (s: string) => oneLine(s).replace(/[\\}#~/"]/g, (c) => `\\${c}`);
/** In a category path "/" separates levels; a literal one is written twice. */
const categoryName = (s: string) => oneLine(s).replace(/\//g, '//');

const text = (parent: XMLBuilder, name: string, value: string, format?: string) =>
  parent
    .ele(name, format ? { format } : {})
    .ele('text')
    .txt(xmlText(format === 'html' ? htmlParagraphs(value) : value));

function answer(q: XMLBuilder, fraction: number, value: string, format = 'html') {
  const a = q.ele('answer', { fraction: String(fraction), format });
  a.ele('text').txt(xmlText(format === 'html' ? htmlParagraphs(value) : value));
  a.ele('feedback', { format: 'html' }).ele('text');
}

function body(q: XMLBuilder, item: ExportItem) {
  switch (item.type) {
    case 'multiple_choice':
      q.ele('single').txt('true').up().ele('shuffleanswers').txt('true').up().ele('answernumbering').txt('ABCD');
      item.options.forEach((o, i) => answer(q, i === item.correct ? 100 : 0, o));
      return;
    case 'true_false':
      answer(q, item.answer ? 100 : 0, 'true', 'moodle_auto_format');
      answer(q, item.answer ? 0 : 100, 'false', 'moodle_auto_format');
      return;
    case 'short_answer':
      // usecase 0: Moodle compares without case, so each accepted form is written once.
      q.ele('usecase').txt('0');
      for (const a of item.accepted) answer(q, 100, a, 'moodle_auto_format');
      return;
    case 'essay':
      q.ele('responseformat')
        .txt('editor')
        .up()
        .ele('responserequired')
        .txt('1')
        .up()
        .ele('responsefieldlines')
        .txt('15');
      text(q, 'graderinfo', item.guidance, 'html');
      return;
    case 'matching':
      q.ele('shuffleanswers').txt('true');
      for (const p of item.pairs) {
        const s = q.ele('subquestion', { format: 'html' });
        s.ele('text').txt(xmlText(htmlParagraphs(p.left)));
        s.ele('answer')
          .ele('text')
          .txt(xmlText(oneLine(p.right)));
      }
      // A subquestion with no text is a distractor: an answer offered that matches nothing.
      for (const r of item.extra_right) {
        const s = q.ele('subquestion', { format: 'html' });
        s.ele('text');
        s.ele('answer')
          .ele('text')
          .txt(xmlText(oneLine(r)));
      }
      return;
    default:
      return;
  }
}

function questionText(item: ExportItem): string {
  if (item.type !== 'fill_blank') return htmlParagraphs(item.prompt);
  const [before, after] = item.prompt.split(BLANK, 2).map((part) => htmlParagraphs(part).replace(/^<p>|<\/p>$/g, ''));
  // SHORTANSWER (not SHORTANSWER_C) ignores case; ~= adds each further accepted answer at 100%.
  const gap = item.accepted.map((a) => `=${clozeEscape(a)}`).join('~');
  return `<p>${before}{1:SHORTANSWER:${gap}}${after ?? ''}</p>`;
}

export function writeMoodle(quiz: ExportQuiz, category: string): Buffer {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('quiz');
  const cat = root.ele('question', { type: 'category' });
  cat
    .ele('category')
    .ele('text')
    .txt(xmlText(`$course$/top/${categoryName(category)}`));
  cat.ele('info', { format: 'html' }).ele('text');
  for (const item of quiz.items) {
    const q = root.ele('question', { type: MOODLE_TYPES[item.type] });
    q.ele('name')
      .ele('text')
      .txt(xmlText(`Q${item.number} ${oneLine(item.prompt).slice(0, 60)}`));
    q.ele('questiontext', { format: 'html' })
      .ele('text')
      .txt(xmlText(questionText(item)));
    text(q, 'generalfeedback', item.explanation ?? '', 'html');
    q.ele('defaultgrade')
      .txt(xmlText(item.points.toFixed(1)))
      .up()
      .ele('penalty')
      .txt('0')
      .up()
      .ele('hidden')
      .txt('0');
    body(q, item);
  }
  return Buffer.from(root.end({ prettyPrint: true }), 'utf8');
}
