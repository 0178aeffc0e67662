import JSZip from 'jszip';
import { parse as parseCsv } from 'csv-parse/sync';
import { Types } from 'mongoose';
import { parse as parseGift } from 'gift-pegjs';
import {
  EXPORT_FORMATS,
  LEFT_OUT_HEADER,
  type Block,
  type GeneratedDocument,
  type QuestionBlock,
} from '@lessonloom/contracts';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, download, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { Generation } from '../../generations/generations.model';
import { User } from '../../auth/auth.user-model';
import { TEXT } from '../../question-bank/__tests__/qb-helpers';
import { ALL_TYPES } from '../../../lms/__tests__/lms-fixture';
import { readXml } from '../../../lms/__tests__/xml-read';

jest.setTimeout(60_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let quizId: string;
let quizDoc: GeneratedDocument;

/** A stored generation without rendering: exports read only the structured document. */
async function storedGeneration(user: TestUser, document: GeneratedDocument, settings: Record<string, unknown> = {}) {
  const owner = await User.findOne({ email: user.email });
  const id = new Types.ObjectId();
  await Generation.create({
    _id: id,
    owner: owner!._id,
    kind: document.kind,
    sourceType: 'topic',
    sourceFilename: 'topic',
    settings: { difficulty: 'mixed', include_answer_key: true, use_specific_prompt: false, ...settings },
    document,
    files: { docx: new Types.ObjectId(), pdf: new Types.ObjectId(), keyDocx: null, keyPdf: null },
  });
  return String(id);
}

beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
  // From a file, so the offline generator writes choice and true/false items (a typed topic gets open questions).
  await upload(t, alice, 'photosynthesis.txt', Buffer.from(TEXT));
  const made = await postGenerate(t, alice, {
    kind: 'quiz',
    source_filename: 'photosynthesis.txt',
    num_questions: '8',
    difficulty: 'easy',
  });
  expect(made.status).toBe(200);
  quizId = made.body.id;
  quizDoc = made.body.content;
});
afterAll(() => t.close());

const exportOf = (user: TestUser | null, id: string, format: string) =>
  download(t, user, `/api/generations/${id}/export/${format}`);
const questions = (doc: GeneratedDocument) =>
  doc.sections.flatMap((s) => s.blocks.filter((b: Block): b is QuestionBlock => b.type === 'question'));

describe('GET /api/generations/{id}/export/{format}', () => {
  it('answers every format for a generated quiz, as an attachment named after its title', async () => {
    for (const format of EXPORT_FORMATS) {
      const res = await exportOf(alice, quizId, format);
      expect([format, res.status]).toEqual([format, 200]);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'])![1]);
      expect(name).toMatch(/^.+ - Quiz\.(qti\.zip|moodle\.xml|gift\.txt|kahoot\.xlsx|blooket\.csv|quizlet\.txt|csv)$/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((res.body as Buffer).length).toBeGreaterThan(20);
    }
  });

  it("puts the generated quiz's questions and right answers into the GIFT and QTI files", async () => {
    const expected = questions(quizDoc);
    expect(new Set(expected.map((b) => b.question_type)).has('multiple_choice')).toBe(true);
    const gift = parseGift((await exportOf(alice, quizId, 'gift')).body.toString('utf8')).slice(1);
    expect(gift).toHaveLength(expected.length);
    gift.forEach((q, i) => {
      const b = expected[i];
      if (q.type === 'MC') expect(q.choices.find((c) => c.isCorrect)?.text.text).toBe(b.answer);
      else if (q.type === 'TF') expect(q.isTrue).toBe(b.answer === 'True');
      else if (q.type === 'Short') expect(q.choices[0].text.text).toBe(b.answer);
      else expect(q.type).toBe('Essay');
    });
    const zip = await JSZip.loadAsync((await exportOf(alice, quizId, 'qti')).body);
    const xml = readXml(await zip.file(`g${quizId}/g${quizId}.xml`)!.async('string'));
    expect(xml.questestinterop.assessment.section.item).toHaveLength(expected.length);
  });

  it('is owner only: another teacher, a malformed id and no session get nothing', async () => {
    const other = await exportOf(bob, quizId, 'qti');
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body.toString())).toEqual({ detail: 'Not found' });
    expect((await exportOf(alice, 'not-an-id', 'qti')).status).toBe(404);
    expect((await exportOf(null, quizId, 'qti')).status).toBe(401);
    expect((await exportOf(alice, quizId, 'pdf-but-not')).status).toBe(404);
  });

  it('answers 422 with a detail for a kind that holds no questions', async () => {
    const plan = await storedGeneration(alice, {
      ...ALL_TYPES,
      kind: 'lesson_plan',
      sections: [
        { heading: 'Objectives', blocks: [{ type: 'list', ordered: false, items: ['Explain the water cycle'] }] },
      ],
    });
    const res = await exportOf(alice, plan, 'moodle');
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body.toString())).toEqual({ detail: 'This document holds no questions to export.' });
  });

  it('exports a randomized version like any generation, and names left-out Kahoot items', async () => {
    const version = await storedGeneration(alice, ALL_TYPES, { version_of: quizId, version: 'B' });
    const res = await exportOf(alice, version, 'kahoot');
    expect(res.status).toBe(200);
    const leftOut = JSON.parse(decodeURIComponent(res.headers[LEFT_OUT_HEADER.toLowerCase()]));
    expect(leftOut.map((l: { number: number }) => l.number)).toEqual([4, 5, 6, 7, 8]);
    const csv = parseCsv((await exportOf(alice, version, 'csv')).body, { bom: true });
    expect(csv).toHaveLength(9);
  });
});
