// IMS QTI 1.2 as Canvas exports and imports it (Settings → Import Course Content → QTI .zip file), which
// Blackboard, Schoology, D2L and Moodle's QTI importers read too: a zip with imsmanifest.xml naming one
// assessment file. Canvas reads each item's `question_type` and `points_possible` from itemmetadata and the
// correct response from resprocessing (SCORE set to 100, or added per matching pair).
import JSZip from 'jszip';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ExportItem, ExportQuiz } from './lms.items';
import { htmlParagraphs, xmlText } from './lms.text';

export const QTI_NS = 'http://www.imsglobal.org/xsd/ims_qtiasiv1p2';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

export const CANVAS_TYPES: Record<ExportItem['type'], string> = {
  multiple_choice: 'multiple_choice_question',
  true_false: 'true_false_question',
  short_answer: 'short_answer_question',
  // Canvas names short_answer_question "Fill In the Blank" in its editor: one typed answer, matched exactly.
  fill_blank: 'short_answer_question',
  essay: 'essay_question',
  matching: 'matching_question',
};

function meta(parent: XMLBuilder, fields: [string, string][]) {
  const q = parent.ele('qtimetadata');
  for (const [label, entry] of fields)
    q.ele('qtimetadatafield').ele('fieldlabel').txt(xmlText(label)).up().ele('fieldentry').txt(xmlText(entry));
}

const material = (parent: XMLBuilder, text: string, html = false) =>
  parent
    .ele('material')
    .ele('mattext', { texttype: html ? 'text/html' : 'text/plain' })
    .txt(xmlText(html ? htmlParagraphs(text) : text));

function scoreOutcomes(rp: XMLBuilder) {
  rp.ele('outcomes').ele('decvar', { maxvalue: '100', minvalue: '0', varname: 'SCORE', vartype: 'Decimal' });
}

function setScore(rp: XMLBuilder, respident: string, value: string, action: 'Set' | 'Add', score: string) {
  const c = rp.ele('respcondition', { continue: action === 'Set' ? 'No' : 'Yes' });
  c.ele('conditionvar').ele('varequal', { respident }).txt(xmlText(value));
  c.ele('setvar', { action, varname: 'SCORE' }).txt(xmlText(score));
}

function choiceItem(item: ExportItem & { type: 'multiple_choice' | 'true_false' }, id: string, el: XMLBuilder) {
  const options = item.type === 'true_false' ? ['True', 'False'] : item.options;
  const correct = item.type === 'true_false' ? (item.answer ? 0 : 1) : item.correct;
  const ids = options.map((_, i) => `${id}_c${i + 1}`);
  const pres = el.ele('presentation');
  material(pres, item.prompt, true);
  const choices = pres.ele('response_lid', { ident: 'response1', rcardinality: 'Single' }).ele('render_choice');
  options.forEach((o, i) => material(choices.ele('response_label', { ident: ids[i] }), o));
  const rp = el.ele('resprocessing');
  scoreOutcomes(rp);
  setScore(rp, 'response1', ids[correct], 'Set', '100');
  return ids;
}

function textItem(item: ExportItem & { type: 'short_answer' | 'fill_blank' | 'essay' }, el: XMLBuilder) {
  const pres = el.ele('presentation');
  material(pres, item.prompt, true);
  pres
    .ele('response_str', { ident: 'response1', rcardinality: 'Single' })
    .ele('render_fib')
    .ele('response_label', { ident: 'answer1', rshuffle: 'No' });
  const rp = el.ele('resprocessing');
  scoreOutcomes(rp);
  // An essay is graded by the teacher: no condition can award it.
  if (item.type === 'essay') {
    rp.ele('respcondition', { continue: 'No' }).ele('conditionvar').ele('other');
    return;
  }
  // Canvas's own short-answer export: one condition listing every accepted answer, any of which scores 100.
  // case="No" (QTI 1.2's default, written out): "Waves" is as right as "wave".
  const c = rp.ele('respcondition', { continue: 'No' });
  const cv = c.ele('conditionvar');
  for (const a of item.accepted) cv.ele('varequal', { respident: 'response1', case: 'No' }).txt(xmlText(a));
  c.ele('setvar', { action: 'Set', varname: 'SCORE' }).txt('100');
}

function matchingItem(item: ExportItem & { type: 'matching' }, id: string, el: XMLBuilder) {
  const rights = [...new Set([...item.pairs.map((p) => p.right), ...item.extra_right])];
  const rightIds = rights.map((_, i) => `${id}_m${i + 1}`);
  const pres = el.ele('presentation');
  material(pres, item.prompt, true);
  item.pairs.forEach((p, i) => {
    const lid = pres.ele('response_lid', { ident: `response_${id}_l${i + 1}` });
    material(lid, p.left);
    const choices = lid.ele('render_choice');
    rights.forEach((r, j) => material(choices.ele('response_label', { ident: rightIds[j] }), r));
  });
  const rp = el.ele('resprocessing');
  scoreOutcomes(rp);
  const share = (100 / item.pairs.length).toFixed(2);
  item.pairs.forEach((p, i) =>
    setScore(rp, `response_${id}_l${i + 1}`, rightIds[rights.indexOf(p.right)], 'Add', share),
  );
}

function writeItem(section: XMLBuilder, item: ExportItem, index: number) {
  const id = `item${index + 1}`;
  const el = section.ele('item', { ident: id, title: `Question ${item.number}` });
  let answerIds = '';
  const body = el.ele('itemmetadata');
  const fields: [string, string][] = [
    ['question_type', CANVAS_TYPES[item.type]],
    ['points_possible', item.points.toFixed(1)],
  ];
  if (item.type === 'multiple_choice' || item.type === 'true_false') answerIds = choiceItem(item, id, el).join(',');
  else if (item.type === 'matching') matchingItem(item, id, el);
  else textItem(item, el);
  if (answerIds) fields.push(['original_answer_ids', answerIds]);
  meta(body, fields);
  const feedback = item.type === 'essay' ? item.guidance : item.explanation;
  if (feedback) {
    el.ele('itemfeedback', { ident: 'general_fb' })
      .ele('flow_mat')
      .ele('material')
      .ele('mattext', { texttype: 'text/html' })
      .txt(xmlText(htmlParagraphs(feedback)));
  }
}

export function qtiAssessment(quiz: ExportQuiz, ident: string): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(QTI_NS, 'questestinterop', {
    'xmlns:xsi': XSI,
    'xsi:schemaLocation': `${QTI_NS} http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd`,
  });
  const assessment = root.ele('assessment', { ident, title: xmlText(quiz.title) });
  meta(assessment, [['cc_maxattempts', '1']]);
  const section = assessment.ele('section', { ident: 'root_section' });
  quiz.items.forEach((item, i) => writeItem(section, item, i));
  return root.end({ prettyPrint: true });
}

export function qtiManifest(ident: string, href: string, title: string): string {
  const ns = 'http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(ns, 'manifest', {
    identifier: `${ident}_manifest`,
    'xmlns:imsmd': 'http://www.imsglobal.org/xsd/imsmd_v1p2',
    'xmlns:xsi': XSI,
    'xsi:schemaLocation': `${ns} http://www.imsglobal.org/xsd/imscp_v1p1.xsd http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p2.xsd`,
  });
  const md = root.ele('metadata');
  md.ele('schema').txt('IMS Content').up().ele('schemaversion').txt('1.1.3');
  md.ele('imsmd:lom').ele('imsmd:general').ele('imsmd:title').ele('imsmd:string').txt(xmlText(title));
  root.ele('organizations');
  root.ele('resources').ele('resource', { identifier: ident, type: 'imsqti_xmlv1p2' }).ele('file', { href });
  return root.end({ prettyPrint: true });
}

export async function writeQti(quiz: ExportQuiz, ident: string): Promise<Buffer> {
  const href = `${ident}/${ident}.xml`;
  const zip = new JSZip();
  zip.file('imsmanifest.xml', qtiManifest(ident, href, quiz.title));
  zip.file(href, qtiAssessment(quiz, ident));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
