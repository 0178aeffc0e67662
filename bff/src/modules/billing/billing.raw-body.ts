import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../http/http.error';

/** The exact bytes received: a webhook signature covers them, so nothing may parse or re-encode first. */
export async function readRawBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw new HttpError(413, 'Request body is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limitBytes) throw new HttpError(413, 'Request body is too large.');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
