// Server-sent events read from an answer of the one door (callApi): the frames' `data:` lines, in order.

/** Whether the server answered a stream (a proxy or an older server may answer plain JSON instead). */
export const isEventStream = (res: Response): boolean =>
  /text\/event-stream/.test(res.headers.get('content-type') ?? '') && res.body !== null;

/** Splits a growing text into complete frames; returns the unread rest. */
function takeFrames(buffer: string, onData: (data: string) => void): string {
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const data = frame
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trimStart())
      .join('\n');
    if (data) onData(data);
  }
  return buffer;
}

/** Calls `onData` with each frame's data until the stream ends. */
export async function readEventStream(res: Response, onData: (data: string) => void): Promise<void> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer = takeFrames(buffer + decoder.decode(value, { stream: true }), onData);
  }
}
