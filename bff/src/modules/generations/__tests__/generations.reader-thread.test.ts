// A generation's offline drafting (reading a typed topic, wink-nlp sentence work, the drafters) runs in
// the reader thread, never on the request thread that serves every other request: here the request
// thread's reader and its wink-nlp model throw, and typed-topic generations still succeed (the thread
// has its own modules). Needs `npm run build:node` (the thread runs bff/dist).
import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { activeUser, postGenerate, type TestUser } from './helpers';

jest.mock('../../../content/source/source.read', () => ({
  readSource: () => {
    throw new Error('the topic was read on the request thread');
  },
}));
jest.mock('../../../content/source/source.nlp', () => ({
  nlp: () => {
    throw new Error('wink-nlp ran on the request thread');
  },
}));

jest.setTimeout(60_000);

const PASTED =
  'Evaporation is the change of liquid water into vapour when the sun heats the sea. Condensation happens ' +
  'when vapour cools and forms clouds. Precipitation is water that falls from clouds as rain or snow. ' +
  'Collection is water gathering in rivers and lakes.';

let t: TestApp;
let teacher: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  teacher = await activeUser(t);
});
afterAll(() => t.close());

describe('offline drafting off the request thread', () => {
  it.each([
    [
      'a quiz from a typed topic',
      {
        kind: 'quiz',
        num_questions: '5',
        topic: 'The water cycle: evaporation, condensation, precipitation and collection',
      },
    ],
    [
      'a vocabulary worksheet from a pasted paragraph',
      {
        kind: 'worksheet',
        worksheet_style: 'vocab',
        topic: PASTED,
      },
    ],
    [
      'a lesson plan with a specific prompt',
      {
        kind: 'lesson_plan',
        topic: 'Photosynthesis',
        use_specific_prompt: 'true',
        specific_prompt: 'Focus on how leaves use light',
      },
    ],
  ])('%s is generated while the request thread cannot read', async (_name, fields) => {
    const res = await postGenerate(t, teacher, { difficulty: 'mixed', include_answer_key: 'true', ...fields });
    expect(res.status).toBe(200);
    const body = res.body as { content: { offline_draft: boolean; sections: Array<{ blocks: unknown[] }> } };
    expect(body.content.offline_draft).toBe(true);
    expect(body.content.sections.flatMap((s) => s.blocks).length).toBeGreaterThan(2);
  });

  it('a pasted paragraph’s meanings are checked against it, read in the language thread', async () => {
    const res = await postGenerate(t, teacher, {
      kind: 'worksheet',
      worksheet_style: 'matching',
      difficulty: 'mixed',
      include_answer_key: 'true',
      topic: PASTED,
    });
    expect(res.status).toBe(200);
    const { quality } = res.body as { quality: { meanings?: { checked: number; unchecked: number } } };
    expect(quality.meanings?.checked).toBeGreaterThanOrEqual(2);
  });
});
