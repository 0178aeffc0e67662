/* eslint-disable @typescript-eslint/no-explicit-any -- a parsed XML tree is untyped; the assertions are what check its shape */
import { exportQuiz } from '../lms.items';
import { MOODLE_TYPES, writeMoodle } from '../lms.moodle-writer';
import { ALL_TYPES, KEY, MATCHES, TRICKY } from './lms-fixture';
import { htmlText, readXml } from './xml-read';

// The documented structure (docs.moodle.org/en/Moodle_XML_format): <quiz> of <question type>, each with
// name/text, questiontext/text, and per type its answers with fractions, or subquestions for matching.
const questions = () =>
  readXml(writeMoodle(exportQuiz(ALL_TYPES), 'History/Civics').toString('utf8')).quiz.question as any[];
const answerTexts = (q: any, fraction: string) =>
  q.answer.filter((a: any) => a['@_fraction'] === fraction).map((a: any) => htmlText(a.text));

describe('Moodle XML', () => {
  it('starts with a category named after the subject ("/" doubled so it stays one level)', () => {
    const [category] = questions();
    expect(category['@_type']).toBe('category');
    expect(category.category.text).toBe('$course$/top/History//Civics');
  });

  it('writes each item as its Moodle type with the right answer at 100%', () => {
    const quiz = exportQuiz(ALL_TYPES);
    const qs = questions().slice(1);
    expect(qs).toHaveLength(quiz.items.length);
    qs.forEach((q, i) => {
      const item = quiz.items[i];
      expect(q['@_type']).toBe(MOODLE_TYPES[item.type]);
      expect(q.name.text).toMatch(new RegExp(`^Q${item.number} `));
      expect(Number(q.defaultgrade)).toBe(item.points);
      const text = htmlText(q.questiontext.text);
      switch (item.type) {
        case 'multiple_choice':
          expect(text).toBe(item.prompt);
          expect(q.single).toBe('true');
          expect(answerTexts(q, '100')).toEqual([KEY[item.number]]);
          expect(answerTexts(q, '0')).toHaveLength(item.options.length - 1);
          break;
        case 'true_false':
          expect(answerTexts(q, '100')).toEqual([KEY[item.number].toLowerCase()]);
          break;
        case 'short_answer':
          expect(answerTexts(q, '100')).toEqual([KEY[item.number]]);
          break;
        case 'fill_blank':
          // Cloze: the gap holds the embedded answer, the text around it is kept.
          expect(text).toBe('Fill in the blank: The word “démocratie” comes from the {1:SHORTANSWER:=Greek} language.');
          break;
        case 'essay':
          expect(q.responseformat).toBe('editor');
          expect(htmlText(q.graderinfo.text)).toBe(item.guidance);
          break;
        case 'matching': {
          const subs: any[] = q.subquestion;
          const pairs = subs.filter((s) => s.text).map((s) => [htmlText(s.text), s.answer[0].text]);
          expect(Object.fromEntries(pairs)).toEqual(MATCHES);
          expect(subs.filter((s) => !s.text).map((s) => s.answer[0].text)).toEqual(['Treaty of Paris']);
          break;
        }
      }
    });
  });

  it('keeps special characters and Unicode through XML and HTML escaping', () => {
    const raw = writeMoodle(exportQuiz(ALL_TYPES), 'x').toString('utf8');
    expect(raw).toContain('δημοκρατία 😀');
    expect(htmlText(questions()[1].questiontext.text)).toContain(TRICKY);
  });

  it('escapes cloze syntax inside an embedded answer', () => {
    const doc = structuredClone(ALL_TYPES);
    doc.sections = [
      {
        blocks: [
          {
            type: 'question',
            number: 1,
            question_type: 'fill_blank',
            prompt: 'Set _____ here.',
            answer: 'a}b#c~d/e"f',
          },
        ],
      },
    ];
    const q = readXml(writeMoodle(exportQuiz(doc), 'x').toString('utf8')).quiz.question[1];
    expect(htmlText(q.questiontext.text)).toBe('Set {1:SHORTANSWER:=a\\}b\\#c\\~d\\/e\\"f} here.');
  });
});
