import { CONTENT_KINDS, generatedDocumentSchema, type GeneratedDocument } from '@lessonloom/contracts';
import { Generation } from '../generations.model';
import { User } from '../../auth/auth.user-model';
import { signupUser, startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, storedFiles, upload, type TestUser } from './helpers';

// Extraction, rendering and GridFS share two cores with the rest of the suite; jest's default 5 s is too tight.
jest.setTimeout(60_000);

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await activeUser(t);
  const notes = [
    'Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water.',
    'Chlorophyll is the green pigment in chloroplasts that absorbs light energy, mostly red and blue light.',
    'The light-dependent reactions take place in the thylakoid membranes and release oxygen as a by-product.',
    'The Calvin cycle happens in the stroma, where carbon dioxide is fixed into sugars using ATP and NADPH.',
    'Stomata are small pores on leaves that let carbon dioxide in and water vapour out; guard cells open and close them.',
    'Plants store extra glucose as starch, and use it for respiration at night when there is no light.',
    'Limiting factors for photosynthesis include light intensity, carbon dioxide concentration and temperature.',
    'Über 90% of Earth’s oxygen comes from photosynthesis in plants and phytoplankton — ≈ 21% of the air.',
  ].join('\n\n');
  expect((await upload(t, teacher, 'Photosynthesis notes.txt', Buffer.from(notes, 'utf8'))).status).toBe(200);
});
afterAll(() => t.close());

const COUNTED = ['quiz', 'test', 'exit_ticket'] as const;

function questions(doc: GeneratedDocument) {
  return doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
}

const KEYLESS: string[] = ['lesson_plan', 'rubric', 'parent_handout'];

describe('POST /api/generate, every kind, offline provider', () => {
  it.each(CONTENT_KINDS.map((k, i) => [k, i % 2 === 0 ? 'file' : 'topic'] as const))(
    '%s from a %s: answers the document and four file URLs',
    async (kind, source) => {
      const fields: Record<string, string> = {
        kind,
        difficulty: 'medium',
        include_answer_key: 'true',
        grade_level: '7',
        subject: 'Science',
        ...(source === 'file' ? { source_filename: 'Photosynthesis notes.txt' } : { topic: 'The water cycle' }),
      };
      if (!['worksheet', 'review_sheet', 'rubric', 'parent_handout', 'lesson_plan'].includes(kind))
        fields.num_questions = '6';
      const res = await postGenerate(t, teacher, fields);
      expect(res.status).toBe(200);
      const id = String(res.body.id);
      // Lesson plans, rubrics and parent letters have nothing to key: no key files, null URLs.
      const keyed = !KEYLESS.includes(kind);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        content: expect.any(Object),
        docx_url: `/api/generations/${id}/download/docx`,
        pdf_url: `/api/generations/${id}/download/pdf`,
        answer_key_docx_url: keyed ? `/api/generations/${id}/download/key-docx` : null,
        answer_key_pdf_url: keyed ? `/api/generations/${id}/download/key-pdf` : null,
        quality: expect.objectContaining({ offline: true, repair_rounds: 0, summary: expect.any(String) }),
      });
      const doc = generatedDocumentSchema.parse(res.body.content);
      // Offline drafts get the same report, stored with the generation and answered again by GET.
      const questions = doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
      expect(res.body.quality.questions).toBe(questions.length);
      if (source === 'file') expect(res.body.quality.grounded).toBe(res.body.quality.quoted);
      else expect(res.body.quality.grounded).toBeNull();
      expect((await t.http.get(`/api/generations/${id}`).set('Authorization', teacher.auth)).body.quality).toEqual(
        res.body.quality,
      );
      expect(doc.kind).toBe(kind);
      expect(doc.offline_draft).toBe(true);
      expect(doc.source).toEqual(
        source === 'file'
          ? { type: 'file', name: 'Photosynthesis notes.txt' }
          : { type: 'topic', name: 'The water cycle' },
      );

      const stored = await Generation.findById(id).lean();
      expect(stored!.sourceFilename).toBe(source === 'file' ? 'Photosynthesis notes.txt' : 'The water cycle');
      expect(stored!.document.title).toBe(doc.title);
      const files = await storedFiles({ 'metadata.generation': id });
      const keys = keyed ? [`${kind}_answer_key.docx`, `${kind}_answer_key.pdf`] : [];
      expect(files.map((f) => f.filename).sort()).toEqual([`${kind}.docx`, `${kind}.pdf`, ...keys].sort());
    },
    60_000, // the diagram kind starts Chromium for its first drawing
  );

  it.each(
    COUNTED.flatMap(
      (kind) =>
        [
          [kind, 3],
          [kind, 17],
          [kind, 50],
        ] as const,
    ),
  )('%s honours num_questions=%i', async (kind, n) => {
    const res = await postGenerate(t, teacher, { kind, num_questions: String(n), topic: 'Fractions and decimals' });
    expect(res.status).toBe(200);
    expect(questions(res.body.content)).toHaveLength(n);
  });

  it('answers null key URLs and stores no key files when include_answer_key is false', async () => {
    const res = await postGenerate(t, teacher, {
      kind: 'quiz',
      num_questions: '5',
      include_answer_key: 'false',
      topic: 'Volcanoes',
    });
    expect(res.status).toBe(200);
    expect(res.body.answer_key_docx_url).toBeNull();
    expect(res.body.answer_key_pdf_url).toBeNull();
    expect(res.body.content.include_answer_key).toBe(false);
    expect(res.headers['server-timing']).toMatch(
      /^source;dur=[\d.]+, content;dur=[\d.]+, render;dur=[\d.]+, files;dur=[\d.]+, record;dur=[\d.]+$/,
    );
    const files = await storedFiles({ 'metadata.generation': res.body.id });
    expect(files.map((f) => f.filename).sort()).toEqual(['quiz.docx', 'quiz.pdf']);
  });

  it('answers concurrent requests each with its own document and files', async () => {
    const topics = ['Rivers', 'Mountains', 'Deserts'];
    const answers = await Promise.all(
      topics.map((topic) => postGenerate(t, teacher, { kind: 'quiz', num_questions: '3', topic })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.body.content.source.name)).toEqual(topics);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(3);
    for (const r of answers) expect(await storedFiles({ 'metadata.generation': r.body.id })).toHaveLength(4);
  });

  it('uses the worksheet style, diagram type and puzzle type it is given', async () => {
    const ws = await postGenerate(t, teacher, {
      kind: 'worksheet',
      worksheet_style: 'cloze',
      source_filename: 'Photosynthesis notes.txt',
    });
    const dg = await postGenerate(t, teacher, {
      kind: 'diagram',
      worksheet_style: 'timeline',
      topic: 'The French Revolution',
    });
    const pz = await postGenerate(t, teacher, {
      kind: 'puzzle',
      puzzle_type: 'crossword',
      topic: 'Planets of the solar system',
    });
    expect([ws.status, dg.status, pz.status]).toEqual([200, 200, 200]);
    expect(ws.body.content.worksheet_style).toBe('cloze');
    expect(dg.body.content.diagram_type).toBe('timeline');
    expect(pz.body.content.puzzle_type).toBe('crossword');
    expect(
      pz.body.content.sections
        .flatMap((s: GeneratedDocument['sections'][number]) => s.blocks)
        .some((b: { type: string }) => b.type === 'crossword'),
    ).toBe(true);
  });
});

describe('POST /api/generate allows', () => {
  it('a user in the free trial (trialing)', async () => {
    const u = await signupUser(t);
    await User.updateOne({ email: u.email }, { 'subscription.status': 'trialing' });
    const res = await postGenerate(t, u, { kind: 'exit_ticket', num_questions: '3', topic: 'Magnets' });
    expect(res.status).toBe(200);
  });

  it('a file source over a topic when the form carries both', async () => {
    const res = await postGenerate(t, teacher, {
      kind: 'quiz',
      num_questions: '3',
      topic: 'Ignored topic',
      source_filename: 'Photosynthesis notes.txt',
    });
    expect(res.status).toBe(200);
    expect(res.body.content.source).toEqual({ type: 'file', name: 'Photosynthesis notes.txt' });
  });
});

describe('POST /api/generate refuses', () => {
  it('a pending_payment user with 402 and the spec message', async () => {
    const pending = await signupUser(t);
    const res = await postGenerate(t, pending, { kind: 'quiz', topic: 'Volcanoes' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ detail: 'Active subscription required to generate content.' });
  });

  it.each(['inactive', 'past_due'])('a user whose subscription is %s with 402', async (status) => {
    const u = await signupUser(t);
    await User.updateOne({ email: u.email }, { 'subscription.status': status });
    const res = await postGenerate(t, u, { kind: 'quiz', topic: 'Volcanoes' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ detail: 'Active subscription required to generate content.' });
  });

  it('a request without a token with 401', async () => {
    const res = await postGenerate(t, null, { kind: 'quiz', topic: 'Volcanoes' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });

  it.each([
    [{ topic: 'Volcanoes' }, /^kind is required$/],
    [{ kind: 'essay', topic: 'Volcanoes' }, /^kind: /],
    [{ kind: 'quiz', difficulty: 'extreme', topic: 'Volcanoes' }, /^difficulty: /],
    [{ kind: 'quiz', num_questions: '51', topic: 'Volcanoes' }, /^num_questions must be between 3 and 50$/],
    [{ kind: 'quiz', num_questions: '2', topic: 'Volcanoes' }, /^num_questions must be between 3 and 50$/],
    [{ kind: 'quiz', num_questions: 'ten', topic: 'Volcanoes' }, /^num_questions must be a whole number$/],
    [{ kind: 'quiz', include_answer_key: 'yes', topic: 'Volcanoes' }, /^include_answer_key: /],
    [
      { kind: 'worksheet', worksheet_style: 'origami', topic: 'Volcanoes' },
      /^worksheet_style: Unknown worksheet style 'origami'$/,
    ],
    [{ kind: 'diagram', worksheet_style: 'pie', topic: 'Volcanoes' }, /^worksheet_style: Unknown diagram type 'pie'$/],
    [{ kind: 'puzzle', puzzle_type: 'sudoku', topic: 'Volcanoes' }, /^puzzle_type: /],
    [{ kind: 'quiz', topic: '   ' }, /source_filename .* or a non-blank topic/],
  ])('invalid fields %j with 400 and a detail naming the field', async (fields, detail) => {
    const before = await Generation.countDocuments();
    const res = await postGenerate(t, teacher, fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['detail']);
    expect(res.body.detail).toMatch(detail);
    expect(await Generation.countDocuments()).toBe(before);
  });

  it("another user's source_filename with 404, as if it did not exist", async () => {
    const other = await activeUser(t);
    const res = await postGenerate(t, other, { kind: 'quiz', source_filename: 'Photosynthesis notes.txt' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      detail: 'No uploaded file named "Photosynthesis notes.txt" was found. Upload the file again, then generate.',
    });
    const otherDoc = await User.findOne({ email: other.email }).lean();
    expect(await Generation.countDocuments({ owner: otherDoc!._id })).toBe(0);
  });
});
