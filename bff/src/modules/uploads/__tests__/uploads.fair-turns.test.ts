// One teacher's flood of heavy files must not hold up another teacher's upload: each account's files
// are read one at a time in its own turn (extraction.turns.ts), beside other accounts' files.
import { extractionTurns } from '../../../extraction';
import { startTestApp, signupUser, type TestApp } from '../../../testing/testing.app';
import { upload } from '../../generations/__tests__/helpers';
import { SAMPLE, makePdf } from '../../../extraction/__tests__/fixtures/make-files';
import { User } from '../../auth/auth.user-model';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pages = (count: number, body: string) => Array.from({ length: count }, (_, i) => `Page ${i + 1}. ${body}`);
const idOf = async (email: string) => String((await User.findOne({ email }).lean())!._id);

it("another teacher's small upload runs beside the first of a flood of heavy files, not behind all of them", async () => {
  const flooder = await signupUser(t);
  const teacher = await signupUser(t);
  const heavy = await Promise.all([1, 2, 3, 4].map((n) => makePdf(pages(300, `Chapter ${n}. ${SAMPLE}.`))));
  const small = await makePdf([`Exit ticket. ${SAMPLE}`]);
  const finished: string[] = [];
  const flood = heavy.map((pdf, i) =>
    upload(t, flooder, `big-${i + 1}.pdf`, pdf).then((res) => {
      finished.push(`big-${i + 1}`);
      return res;
    }),
  );
  // the flood is in: one file of the account is read, the other three wait their turn
  const account = await idOf(flooder.email);
  while (extractionTurns.of(account).queued < 3) await new Promise((r) => setTimeout(r, 20));
  expect(extractionTurns.of(account)).toEqual({ running: 1, queued: 3 });

  const started = performance.now();
  const res = await upload(t, teacher, 'exit-ticket.pdf', small);
  const ms = performance.now() - started;
  finished.push('small');
  expect(res.status).toBe(200);
  // ordering, not wall-clock: the small file was done before the flood's second file had even started
  expect(finished.indexOf('small')).toBeLessThanOrEqual(1);
  expect(extractionTurns.of(account).running + extractionTurns.of(account).queued).toBeGreaterThanOrEqual(3);
  process.stdout.write(`small upload during a flood of 4 heavy pdfs: ${Math.round(ms)} ms\n`);

  const all = await Promise.all(flood);
  expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  expect([extractionTurns.active, extractionTurns.queued]).toEqual([0, 0]);
});
