// Every text field of every route, fed text that has broken things before: the answer is a 2xx or a 4xx
// with a plain detail — never a 500, never a library's internals — and every DOCX made opens.
import type { Response } from 'supertest';
import { appWithActiveUser, download, type TestUser } from '../modules/generations/__tests__/helpers';
import { HOSTILE_TEXTS } from '../testing/testing.hostile-text';
import { officeXmlProblems } from '../testing/testing.strict-xml';
import type { TestApp } from '../testing/testing.app';

jest.setTimeout(120000);

const shared = appWithActiveUser();
let t: TestApp;
let user: TestUser;
beforeAll(() => ({ t, user } = shared));

const INTERNALS =
  /Error:|\bat \w+ \(|node_modules|zod|formidable|koa|mongo|E11000|Cast to|ValidationError|undefined|\[object/i;

function expectHandled(res: Response, what: string) {
  if (res.status >= 500) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  if (res.status >= 400) {
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail.length).toBeGreaterThan(0);
    expect(res.body.detail).not.toMatch(INTERNALS);
  }
}

const form = (path: string, fields: Record<string, string>, auth = true) => {
  const req = t.http.post(path);
  if (auth) req.set('Authorization', user.auth);
  return req.type('form').send(fields);
};

/** `page`: the route answers an HTML page (test-mode checkout), so only the status is checked. */
type Route = {
  name: string;
  base: Record<string, string>;
  send: (fields: Record<string, string>) => Promise<Response>;
  page?: boolean;
};
const routes: Route[] = [
  {
    name: 'POST /api/auth/signup',
    base: { email: 'x@school.edu', password: 'abcdefgh' },
    send: (f) => form('/api/auth/signup', f, false),
  },
  {
    name: 'POST /api/auth/login',
    base: { email: 'x@school.edu', password: 'abcdefgh' },
    send: (f) => form('/api/auth/login', f, false),
  },
  {
    name: 'POST /api/generate',
    base: {
      kind: 'worksheet',
      topic: 'The water cycle',
      difficulty: 'mixed',
      num_questions: '5',
      include_answer_key: 'true',
      worksheet_style: 'mixed',
      grade_level: '5',
      subject: 'Science',
      specific_prompt: 'Keep it short',
      use_specific_prompt: 'true',
    },
    send: (f) => form('/api/generate', f),
  },
  {
    name: 'POST /api/generate (source_filename)',
    base: { kind: 'quiz', source_filename: 'notes.txt' },
    send: (f) => form('/api/generate', f),
  },
  {
    name: 'POST /api/generate (puzzle)',
    base: { kind: 'puzzle', topic: 'Volcanoes', puzzle_type: 'word_search' },
    send: (f) => form('/api/generate', f),
  },
  {
    name: 'POST /api/question-bank/generate-specific',
    base: { prompt: 'Fractions', num_questions: '3', question_type: 'multiple_choice', difficulty: 'easy' },
    send: (f) => form('/api/question-bank/generate-specific', f),
  },
  {
    name: 'POST /api/question-bank/randomize-test',
    base: { test_id: 'abc', num_versions: '2' },
    send: (f) => form('/api/question-bank/randomize-test', f),
  },
  {
    name: 'GET /api/question-bank/search',
    base: { subject: 'Math', difficulty: 'easy', category: 'x', tags: 'a,b' },
    send: (f) => t.http.get('/api/question-bank/search').query(f).set('Authorization', user.auth),
  },
  {
    name: 'POST /api/account/delete',
    base: { password: 'not-the-password' },
    send: (f) => form('/api/account/delete', f),
  },
  {
    name: 'POST /api/billing/test-mode/checkout',
    base: { session_id: 'abc' },
    send: (f) => form('/api/billing/test-mode/checkout', f, false),
    page: true,
  },
  {
    name: 'POST /api/billing/test-mode/portal/cancel',
    base: { session: 'abc' },
    send: (f) => form('/api/billing/test-mode/portal/cancel', f, false),
    page: true,
  },
];

const values = Object.entries(HOSTILE_TEXTS);

describe.each(routes.map((r) => [r.name, r] as const))('%s', (_name, route) => {
  test.each(Object.keys(route.base))(
    'field %s: every hostile value is answered 2xx or 4xx with a detail',
    async (field) => {
      for (const [label, value] of values) {
        const res = await route.send({ ...route.base, [field]: value });
        if (route.page) expect(res.status).toBeLessThan(500);
        else expectHandled(res, `${field} = ${label}`);
        // Titles and source names shown in the page and the files: no bidi or control characters.
        for (const shown of [res.body?.content?.title, res.body?.content?.source?.name].filter(Boolean) as string[])
          // eslint-disable-next-line no-control-regex
          expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\uFFFE\uFFFF\u0000-\u001F]/);
        for (const url of [res.body?.docx_url, res.body?.answer_key_docx_url].filter(Boolean) as string[]) {
          const { problems } = await officeXmlProblems((await download(t, user, url)).body as Buffer);
          expect(problems).toEqual([]);
        }
      }
    },
  );
});

describe('path parameters and uploads', () => {
  it.each(values)('a hostile %s in an id is a 4xx', async (_label, value) => {
    // Byte by byte, as a client would send it (a lone surrogate goes out as U+FFFD).
    const id = [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    for (const path of [
      `/api/generations/${id}`,
      `/api/generations/${id}/download/docx`,
      `/api/generations/000000000000000000000000/download/${id}`,
      `/api/resources/${id}/download`,
    ])
      expectHandled(await t.http.get(path).set('Authorization', user.auth), path);
  });

  it.each(values)(
    'a hostile %s as a file name and as .txt text uploads and generates files that open',
    async (_label, value) => {
      const up = await t.http
        .post('/api/upload')
        .set('Authorization', user.auth)
        .attach('file', Buffer.from(`${value}\n${value}. The water cycle moves water.`), `${value}.txt`);
      expectHandled(up, 'upload');
      if (up.status !== 200) return;
      // eslint-disable-next-line no-control-regex
      expect(up.body.filename).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\uFFFE\uFFFF\u0000-\u0008]/);
      const gen = await form('/api/generate', { kind: 'test', source_filename: up.body.filename, num_questions: '5' });
      expectHandled(gen, 'generate from the upload');
      expect(gen.status).toBe(200);
      for (const url of [gen.body.docx_url, gen.body.answer_key_docx_url]) {
        const { parts, problems } = await officeXmlProblems((await download(t, user, url)).body as Buffer);
        expect(parts).toBeGreaterThan(5);
        expect(problems).toEqual([]);
      }
    },
  );
});
