// The reading of an upload (wink-nlp, up to ~2 s of CPU) is made in the reader thread, never on the
// request thread that serves every other request: here the main thread's reader throws, and the
// upload is still answered with its reading stored (made by the thread, which has its own modules).
import { Upload } from '../uploads.model';
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, upload, type TestUser } from '../../generations/__tests__/helpers';
import { READING_VERSION } from '../../../content/source/source.types';
import { stopLanguageThread } from '../../../content';

jest.mock('../../../content/source/source.read', () => ({
  readSource: () => {
    throw new Error('the upload was read on the request thread');
  },
}));
const { readSource } = jest.requireActual<typeof import('../../../content/source/source.read')>(
  '../../../content/source/source.read',
);

jest.setTimeout(60_000);

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await activeUser(t);
});
afterAll(async () => {
  await stopLanguageThread();
  await t.close();
});

const TEXT = [
  'The Water Cycle',
  '',
  'Water moves between the oceans, the air and the land. This movement is called the water cycle.',
  '',
  'Evaporation is the change of liquid water into water vapor. Condensation is the change of water vapor into liquid droplets. Precipitation is water that falls from clouds as rain, snow or hail.',
  '',
].join('\n');

describe('reading an upload', () => {
  it('stores the reading made in the reader thread with the upload, the same reading the reader makes', async () => {
    const res = await upload(t, teacher, 'water.txt', Buffer.from(TEXT, 'utf8'));
    expect(res.status).toBe(200);
    const saved = await Upload.findOne({ filename: 'water.txt' }).lean();
    expect(saved!.reading).toMatchObject({ version: READING_VERSION, title: 'The Water Cycle' });
    expect(saved!.reading).toEqual(JSON.parse(JSON.stringify(readSource(saved!.text, 'water.txt'))));
    expect((saved!.reading as { terms: Array<{ term: string }> }).terms.map((x) => x.term)).toEqual(
      expect.arrayContaining(['evaporation', 'condensation', 'water cycle']),
    );
  });

  it('an upload kept with an older reading is read again in the reader thread at its first generation, and the new reading kept', async () => {
    expect((await upload(t, teacher, 'cycle.txt', Buffer.from(TEXT, 'utf8'))).status).toBe(200);
    await Upload.updateOne({ filename: 'cycle.txt' }, { $set: { reading: { version: 0, sentences: [] } } });
    const res = await postGenerate(t, teacher, {
      kind: 'quiz',
      num_questions: '3',
      difficulty: 'easy',
      source_filename: 'cycle.txt',
      include_answer_key: 'true',
    });
    expect(res.status).toBe(200);
    const saved = await Upload.findOne({ filename: 'cycle.txt' }).lean();
    expect(saved!.reading).toMatchObject({ version: READING_VERSION, title: 'The Water Cycle' });
  });
});
