import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large (at most 16 KB).'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The address is too long.'],
};

/**
 * Node's HTTP parser refuses some requests (a 60 KB header, a broken request line) before Koa sees them
 * and by default answers in plain text or just closes the socket. This answers them in the API's shape,
 * `{"detail": ...}` with the right status, so every error a client can get is JSON.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, reason, detail] = ANSWERS[err.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read.'];
    const body = JSON.stringify({ detail });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
