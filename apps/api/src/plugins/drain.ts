import net from 'node:net';
import type { ApiError } from '@camara-fria/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * While the server closes (`app.close()`, which src/server.ts calls on SIGTERM): the listening
 * socket is closed at once (new connections are refused), idle keep-alive connections are closed
 * (Fastify's `forceCloseConnections: 'idle'`), requests already in flight run to their end, and a
 * request that still arrives on an open connection (pipelined behind one in flight) is answered
 * 503 SHUTTING_DOWN in the API's error shape with `Connection: close`, instead of Fastify's own
 * 503 body (`return503OnClosing: false` in src/app.ts). Answers sent while closing carry
 * `Connection: close`, so no connection outlives its last request (src/server.ts also closes
 * connections as they turn idle).
 */
export function registerDrain(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A request in flight when closing began ends its connection with its answer.
  app.addHook('onSend', async (request, reply) => {
    if (isClosing && request.raw.socket instanceof net.Socket) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request, reply) => {
    // In-process calls (the token proxy into the embedded provider) belong to a request in flight.
    if (!isClosing || !(request.raw.socket instanceof net.Socket)) return;
    request.log.info('shutting down: request refused');
    return reply
      .status(503)
      .header('connection', 'close')
      .send({
        code: 'SHUTTING_DOWN',
        message: 'O servidor está sendo desligado. Tente de novo em alguns segundos.',
      } satisfies ApiError);
  });
}
