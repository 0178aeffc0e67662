/* eslint-disable @typescript-eslint/no-explicit-any -- parsed XML and GIFT trees are untyped; the callers check their shape */
// How each LMS file says a question is graded, read back with real parsers: per question number, whether the
// LMS marks it itself (and which typed answers it accepts) or leaves it to the teacher (and with what note).
import JSZip from 'jszip';
import { parse as parseGift } from 'gift-pegjs';
import { htmlText, readXml } from './xml-read';

export type Grading =
  | { grading: 'auto'; accepted: string[]; caseSensitive: boolean }
  | { grading: 'teacher'; note: string }
  | { grading: 'choice' };

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const numberOf = (title: string) => Number(/(\d+)/.exec(title)![1]);

export async function qtiGrading(zipData: Buffer): Promise<Map<number, Grading>> {
  const zip = await JSZip.loadAsync(zipData);
  const name = Object.keys(zip.files).find((f) => f !== 'imsmanifest.xml' && f.endsWith('.xml'))!;
  const items: any[] = readXml(await zip.file(name)!.async('string')).questestinterop.assessment.section.item;
  const out = new Map<number, Grading>();
  for (const item of items) {
    const meta = Object.fromEntries(
      item.itemmetadata.qtimetadata.qtimetadatafield.map((f: any) => [f.fieldlabel, f.fieldentry]),
    );
    const n = numberOf(item['@_title']);
    const conditions: any[] = item.resprocessing.respcondition;
    if (meta.question_type === 'essay_question') {
      expectNoScore(conditions);
      out.set(n, { grading: 'teacher', note: htmlText(item.itemfeedback?.flow_mat.material.mattext['#text'] ?? '') });
    } else if (meta.question_type === 'short_answer_question') {
      const equal = conditions.flatMap((c) => list(c.conditionvar.varequal));
      out.set(n, {
        grading: 'auto',
        accepted: equal.map((v) => v['#text']),
        caseSensitive: equal.some((v) => v['@_case'] === 'Yes'),
      });
    } else out.set(n, { grading: 'choice' });
  }
  return out;
}

/** An essay awards nothing by itself: its only condition is <other/> and it sets no score. */
function expectNoScore(conditions: any[]) {
  if (conditions.some((c) => c.setvar !== undefined || c.conditionvar.varequal !== undefined))
    throw new Error('an essay item awards a score by itself');
}

// Moodle's cloze answer list: "=a~=b" with \ escapes (docs.moodle.org Embedded Answers (Cloze) question type).
function clozeAnswers(text: string): string[] {
  const m = /\{1:(SHORTANSWER(?:_C)?):((?:\\.|[^}])*)\}/.exec(text);
  if (!m) throw new Error(`no cloze gap in ${text}`);
  return m[2]
    .split(/(?<!\\)~/)
    .filter((a) => a.startsWith('='))
    .map((a) => a.slice(1).replace(/\\(.)/g, '$1'));
}

export function moodleGrading(xml: string): Map<number, Grading> {
  const out = new Map<number, Grading>();
  for (const q of readXml(xml).quiz.question as any[]) {
    if (q['@_type'] === 'category') continue;
    const n = numberOf(q.name.text);
    if (q['@_type'] === 'essay') out.set(n, { grading: 'teacher', note: htmlText(q.graderinfo?.text ?? '') });
    else if (q['@_type'] === 'shortanswer')
      out.set(n, {
        grading: 'auto',
        accepted: list(q.answer)
          .filter((a: any) => a['@_fraction'] === '100')
          .map((a: any) => htmlText(a.text)),
        caseSensitive: q.usecase === '1',
      });
    else if (q['@_type'] === 'cloze') {
      const text = htmlText(q.questiontext.text);
      out.set(n, { grading: 'auto', accepted: clozeAnswers(text), caseSensitive: text.includes('SHORTANSWER_C') });
    } else out.set(n, { grading: 'choice' });
  }
  return out;
}

/** GIFT short answers are compared without case by Moodle's importer (it sets usecase 0). */
export function giftGrading(text: string): Map<number, Grading> {
  const out = new Map<number, Grading>();
  for (const q of parseGift(text)) {
    if (q.type === 'Category' || q.type === 'Description') continue;
    const n = numberOf(q.title ?? '');
    if (q.type === 'Essay') out.set(n, { grading: 'teacher', note: q.globalFeedback?.text ?? '' });
    else if (q.type === 'Short')
      out.set(n, {
        grading: 'auto',
        accepted: q.choices.filter((c) => c.isCorrect).map((c) => c.text.text),
        caseSensitive: false,
      });
    else out.set(n, { grading: 'choice' });
  }
  return out;
}
