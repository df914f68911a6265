import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@camara-fria/contracts';
import type { FastifyInstance } from 'fastify';

/** What Node's parser refused, by error code: the status and the Portuguese message. */
function describe(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'Os cabeçalhos da requisição são grandes demais.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'A requisição demorou demais para chegar.' };
    default:
      return { status: 400, message: 'Requisição inválida.' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a 64 kB header, a malformed
 * request line, a request that never finished) never reaches a route or the error handler, so
 * answer it here, in the wire shape `{ code, message }`, on the raw socket, then close it.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describe(error.code);
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code: 'BAD_REQUEST', message } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
