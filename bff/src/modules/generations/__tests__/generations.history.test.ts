import { Types } from 'mongoose';
import { Generation } from '../generations.model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, upload, type TestUser } from './helpers';

// Extraction, rendering and GridFS share two cores with the rest of the suite; jest's default 5 s is too tight.
jest.setTimeout(60_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  [alice, bob] = await Promise.all([activeUser(t), activeUser(t)]);
});
afterAll(() => t.close());

const history = (u: TestUser | null) => {
  const req = t.http.get('/api/generations');
  return u ? req.set('Authorization', u.auth) : req;
};

describe('GET /api/generations', () => {
  it('answers an empty list before anything is generated', async () => {
    const res = await history(alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("lists the user's own records newest first with the spec fields and the settings", async () => {
    await upload(
      t,
      alice,
      'Cells — Zellbiologie.txt',
      // A vocabulary sheet takes the file's own terms and needs three (content/offline/file-terms.ts).
      Buffer.from(
        'A cell is the basic unit of life. Mitochondria are the parts of a cell that release energy. ' +
          'Ribosomes are the parts of a cell that make proteins. The nucleus is the part of a cell that holds its DNA.',
      ),
    );
    const made: string[] = [];
    const requests: Array<Record<string, string>> = [
      { kind: 'quiz', num_questions: '4', topic: 'Volcanoes and plate tectonics', difficulty: 'hard' },
      {
        kind: 'worksheet',
        worksheet_style: 'vocab',
        source_filename: 'Cells — Zellbiologie.txt',
        include_answer_key: 'false',
      },
      { kind: 'exit_ticket', num_questions: '3', topic: 'Adding fractions', grade_level: '4', subject: 'Math' },
    ];
    for (const fields of requests) {
      const res = await postGenerate(t, alice, fields);
      expect(res.status).toBe(200);
      made.push(res.body.id);
    }
    await postGenerate(t, bob, { kind: 'rubric', topic: 'Persuasive essay' });

    const res = await history(alice);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([...made].reverse());
    const [exit, worksheet, quiz] = res.body;
    expect(exit).toEqual({
      id: made[2],
      kind: 'exit_ticket',
      source_filename: 'Adding fractions',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      output_path_docx: `/api/generations/${made[2]}/download/docx`,
      revision: 1,
      source_type: 'topic',
      offline: true,
      title: expect.any(String),
      settings: {
        difficulty: 'mixed',
        num_questions: 3,
        include_answer_key: true,
        use_specific_prompt: false,
        grade_level: '4',
        subject: 'Math',
        topic: 'Adding fractions',
      },
      pdf_url: `/api/generations/${made[2]}/download/pdf`,
      answer_key_docx_url: `/api/generations/${made[2]}/download/key-docx`,
      answer_key_pdf_url: `/api/generations/${made[2]}/download/key-pdf`,
      // the document's questions, for the history page and the randomize picker
      question_count: 3,
    });
    expect(worksheet).toMatchObject({
      kind: 'worksheet',
      source_filename: 'Cells — Zellbiologie.txt',
      source_type: 'file',
      settings: { worksheet_style: 'vocab', include_answer_key: false },
      answer_key_docx_url: null,
      answer_key_pdf_url: null,
    });
    expect(quiz).toMatchObject({
      kind: 'quiz',
      source_filename: 'Volcanoes and plate tectonics',
      settings: { difficulty: 'hard' },
    });
    expect(Date.parse(exit.created_at)).toBeGreaterThanOrEqual(Date.parse(quiz.created_at));
    expect(exit).not.toHaveProperty('content');
    expect(exit).not.toHaveProperty('document');
  });

  it("never shows one user's records to another", async () => {
    const res = await history(bob);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ kind: 'rubric', source_filename: 'Persuasive essay' });
    const fresh = await activeUser(t);
    expect((await history(fresh)).body).toEqual([]);
  });

  it('labels a long topic with one shortened line and keeps the full topic in the settings', async () => {
    const topic = `The causes of the First World War:\n${'alliances, militarism, imperialism and nationalism; '.repeat(6)}`;
    const res = await postGenerate(t, bob, { kind: 'review_sheet', topic });
    expect(res.status).toBe(200);
    const [latest] = (await history(bob)).body;
    expect(latest.source_filename.length).toBeLessThanOrEqual(120);
    expect(latest.source_filename).toMatch(/^The causes of the First World War: alliances.*…$/);
    expect(latest.settings.topic).toBe(topic.trim());
  });

  it('answers records stored before list entries existed exactly as it answers new ones', async () => {
    const before = await history(alice);
    const ids = before.body.map((r: { id: string }) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    // every record was stored with its entry, which is what the list answered
    const stored = await Generation.find({ _id: { $in: ids } }, { listEntry: 1 }).lean();
    const entryOf = new Map(stored.map((g) => [String(g._id), g.listEntry]));
    expect(`[${ids.map((id: string) => entryOf.get(id)).join(',')}]`).toBe(before.text);
    // an older record without one: the page is built from the records' fields instead, byte for byte the same
    await Generation.collection.updateOne({ _id: new Types.ObjectId(ids[1]) }, { $unset: { listEntry: '' } });
    const after = await history(alice);
    expect(after.text).toBe(before.text);
    expect(after.headers.etag).toBe(before.headers.etag);
    // the entry stays out of every other read of a generation
    const detail = await t.http.get(`/api/generations/${ids[0]}`).set('Authorization', alice.auth);
    expect(detail.body).not.toHaveProperty('listEntry');
    expect(await Generation.findById(ids[0]).lean()).not.toHaveProperty('listEntry');
  });

  it('needs a token', async () => {
    const res = await history(null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });
});

describe('GET /api/generations/:id', () => {
  it('answers the owner the full record with its document and URLs, anyone else 404', async () => {
    const made = await postGenerate(t, alice, { kind: 'parent_handout', topic: 'Reading at home' });
    const own = await t.http.get(`/api/generations/${made.body.id}`).set('Authorization', alice.auth);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: made.body.id,
      kind: 'parent_handout',
      content: made.body.content,
      docx_url: made.body.docx_url,
    });
    const other = await t.http.get(`/api/generations/${made.body.id}`).set('Authorization', bob.auth);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: 'Not found' });
    const bogus = await t.http.get('/api/generations/not-an-id').set('Authorization', alice.auth);
    expect(bogus.status).toBe(404);
  });
});
