// The streaming variant of POST /api/generate (Accept: text/event-stream): the same pipeline, with its
// progress sent as server-sent events and the spec's JSON answer as the last `result` event. Failures
// after the stream opened arrive as an `error` event carrying the status and detail the JSON route
// would have answered.
import type { Context } from 'koa';
import type { GenerateResponse, GenerationEvent } from '@lessonloom/contracts';
import { streamEvents } from '../../http/http.event-stream';
import type { Logger } from '../../logger';

export { wantsEventStream } from '../../http/http.event-stream';

/**
 * Opens the event stream and runs `work` with a sender; `work`'s value becomes the `result` event.
 * The caller's abort signal fires when the browser goes away (Cancel closes the connection).
 */
export function streamGeneration(
  ctx: Context,
  log: Logger,
  work: (send: (e: GenerationEvent) => void) => Promise<GenerateResponse>,
) {
  streamEvents<GenerationEvent, GenerateResponse>(ctx, log, work, (result) => ({ type: 'result', result }));
}
