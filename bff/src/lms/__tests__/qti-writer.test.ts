/* eslint-disable @typescript-eslint/no-explicit-any -- a parsed XML tree is untyped; the assertions are what check its shape */
import JSZip from 'jszip';
import { exportQuiz } from '../lms.items';
import { CANVAS_TYPES, QTI_NS, writeQti } from '../lms.qti-writer';
import { ALL_TYPES, KEY, MATCHES, TRICKY } from './lms-fixture';
import { htmlText, readXml } from './xml-read';

const fields = (item: any): Record<string, string> =>
  Object.fromEntries(item.itemmetadata.qtimetadata.qtimetadatafield.map((f: any) => [f.fieldlabel, f.fieldentry]));
const labelText = (label: any) => label.material.mattext['#text'];

async function readPackage() {
  const zip = await JSZip.loadAsync(await writeQti(exportQuiz(ALL_TYPES), 'g0123'));
  const manifest = readXml(await zip.file('imsmanifest.xml')!.async('string')).manifest;
  const resource = manifest.resources.resource[0];
  const href = resource.file[0]['@_href'];
  const assessmentXml = await zip.file(href)?.async('string');
  return { manifest, resource, href, assessment: readXml(assessmentXml!).questestinterop };
}

describe('QTI 1.2 package (Canvas / Blackboard)', () => {
  it('has a manifest naming one QTI 1.2 assessment file that is in the zip', async () => {
    const { resource, href, assessment } = await readPackage();
    expect(resource['@_type']).toBe('imsqti_xmlv1p2');
    expect(href).toBe('g0123/g0123.xml');
    expect(assessment['@_xmlns']).toBe(QTI_NS);
    expect(assessment.assessment['@_title']).toBe(ALL_TYPES.title);
  });

  it('writes every item with its Canvas type, points and the correct response marked', async () => {
    const { assessment } = await readPackage();
    const items: any[] = assessment.assessment.section.item;
    const quiz = exportQuiz(ALL_TYPES);
    expect(items).toHaveLength(quiz.items.length);
    items.forEach((item, i) => {
      const expected = quiz.items[i];
      const meta = fields(item);
      expect(meta.question_type).toBe(CANVAS_TYPES[expected.type]);
      expect(Number(meta.points_possible)).toBe(expected.points);
      expect(htmlText(item.presentation.material.mattext['#text'])).toBe(expected.prompt);
      const conditions: any[] = item.resprocessing.respcondition;
      if (expected.type === 'multiple_choice' || expected.type === 'true_false') {
        const lid = item.presentation.response_lid[0];
        const labels: any[] = lid.render_choice.response_label;
        const right = conditions[0].conditionvar.varequal;
        expect(right['@_respident']).toBe(lid['@_ident']);
        expect(conditions[0].setvar['#text']).toBe('100');
        const marked = labels.find((l) => l['@_ident'] === right['#text']);
        expect(labelText(marked)).toBe(KEY[expected.number]);
        expect(meta.original_answer_ids.split(',')).toEqual(labels.map((l) => l['@_ident']));
      } else if (expected.type === 'short_answer' || expected.type === 'fill_blank') {
        expect(item.presentation.response_str['@_ident']).toBe('response1');
        expect(conditions[0].conditionvar.varequal['#text']).toBe(KEY[expected.number]);
      } else if (expected.type === 'essay') {
        expect(conditions[0].conditionvar).toHaveProperty('other');
        expect(htmlText(item.itemfeedback.flow_mat.material.mattext['#text'])).toBe(expected.guidance);
      } else {
        const lids: any[] = item.presentation.response_lid;
        expect(lids).toHaveLength(3);
        for (const lid of lids) {
          const cond = conditions.find((c) => c.conditionvar.varequal['@_respident'] === lid['@_ident']);
          const label = lid.render_choice.response_label.find(
            (l: any) => l['@_ident'] === cond.conditionvar.varequal['#text'],
          );
          expect(labelText(label)).toBe(MATCHES[lid.material.mattext['#text']]);
          expect(cond.setvar['@_action']).toBe('Add');
        }
        // The distractor is offered too.
        expect(lids[0].render_choice.response_label.map(labelText)).toContain('Treaty of Paris');
      }
    });
  });

  it('keeps markup-like text and Unicode as text (escaped for XML, then for HTML)', async () => {
    const zip = await JSZip.loadAsync(await writeQti(exportQuiz(ALL_TYPES), 'g0123'));
    const raw = await zip.file('g0123/g0123.xml')!.async('string');
    expect(raw).toContain('&amp;lt;tags&amp;gt;');
    expect(raw).toContain('δημοκρατία 😀');
    const { assessment } = await readPackage();
    expect(htmlText(assessment.assessment.section.item[0].presentation.material.mattext['#text'])).toContain(TRICKY);
  });
});
