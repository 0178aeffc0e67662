// Offline drafts made in the language thread (thread/language.thread.ts draftOffThread, compiled code in dist) are
// the same as the drafts made in the calling thread: moving the work off the request thread changes
// no content. Needs `npm run build:node` (the thread runs bff/dist).
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { buildSpec } from '../content.request';
import { offlineReply } from '../offline.provider';
import { readUpload } from '../source';
import { draftOffThread, stopLanguageThread } from '../thread/language.thread';
import { PHOTOSYNTHESIS, WATER_CYCLE } from './fixtures';

jest.setTimeout(60_000);
afterAll(() => stopLanguageThread());

const JOBS: Array<[string, Parameters<typeof generationInput>[0], string | null]> = [
  [
    'typed-topic quiz',
    {
      kind: 'quiz',
      num_questions: '8',
      difficulty: 'mixed',
      topic: 'The water cycle: evaporation, condensation, precipitation and collection',
    },
    null,
  ],
  ['pasted-paragraph worksheet', { kind: 'worksheet', worksheet_style: 'vocab', topic: WATER_CYCLE }, null],
  ['typed-topic lesson plan', { kind: 'lesson_plan', topic: 'Fractions on a number line' }, null],
  ['file diagram', { kind: 'diagram', worksheet_style: 'cycle', num_questions: '5' }, PHOTOSYNTHESIS],
  ['file cloze worksheet', { kind: 'worksheet', worksheet_style: 'cloze' }, PHOTOSYNTHESIS],
];

describe('offline drafting in the reader thread', () => {
  it.each(JOBS)('%s: the thread drafts exactly what the calling thread drafts', async (_name, fields, text) => {
    const input = generationInput(
      fields,
      text ?? undefined,
      text ? 'photosynthesis.txt' : ((fields as { topic?: string }).topic ?? 'topic'),
    );
    const reading = text ? readUpload(text, 'photosynthesis.txt') : undefined;
    const spec = buildSpec({ ...input, ...(reading ? { reading } : {}) });
    const here = offlineReply(spec);
    expect(here.ok).toBe(true);
    expect(await draftOffThread(spec)).toEqual(JSON.parse(JSON.stringify(here)));
  });
});
