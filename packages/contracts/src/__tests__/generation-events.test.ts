import { generationEventSchema } from '../generation-events';

describe('generationEventSchema', () => {
  it('reads each event of the stream and refuses malformed ones', () => {
    expect(generationEventSchema.parse({ type: 'stage', stage: 'writing', done: 2, total: 10 })).toMatchObject({
      stage: 'writing',
    });
    expect(
      generationEventSchema.parse({ type: 'item', key: 'questions', index: 0, item: { prompt: 'Why?' } }).type,
    ).toBe('item');
    expect(generationEventSchema.parse({ type: 'error', status: 504, detail: 'took too long' })).toEqual({
      type: 'error',
      status: 504,
      detail: 'took too long',
    });
    expect(generationEventSchema.safeParse({ type: 'stage', stage: 'dreaming' }).success).toBe(false);
    expect(generationEventSchema.safeParse({ type: 'result', result: { content: {} } }).success).toBe(false);
    expect(generationEventSchema.safeParse({ type: 'error', status: '500' }).success).toBe(false);
  });
});
