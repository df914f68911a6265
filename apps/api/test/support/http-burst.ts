import net from 'node:net';

export type BurstRequest = { path: string; token: string };
export type BurstAnswer = { status: number; body: string };

/**
 * Sends GET requests so that they reach the server together, as a busy server receives a burst
 * (fetch, by contrast, spreads them over time): one connection each is opened and proven served
 * (a first `GET /health` answered on it), then every request is written in one synchronous loop,
 * so all of them wait in their sockets when the server next reads, and it parses them in one pass
 * of its event loop. Each request then closes its connection, whose end delimits the answer.
 */
export async function sendTogether(
  baseUrl: string,
  requests: readonly BurstRequest[],
): Promise<BurstAnswer[]> {
  const { hostname, port } = new URL(baseUrl);
  const host = `${hostname}:${port}`;
  const connections = await Promise.all(requests.map(() => openServedConnection(hostname, port)));
  const answers = connections.map(
    (connection) =>
      new Promise<BurstAnswer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        connection.on('data', (chunk: Buffer) => chunks.push(chunk));
        connection.on('error', reject);
        connection.on('end', () => resolve(parseAnswer(Buffer.concat(chunks))));
      }),
  );
  connections.forEach((connection, index) => {
    const request = requests[index] as BurstRequest;
    connection.write(
      `GET ${request.path} HTTP/1.1\r\nHost: ${host}\r\n` +
        `Authorization: Bearer ${request.token}\r\nConnection: close\r\n\r\n`,
    );
  });
  return Promise.all(answers);
}

/** A keep-alive connection on which the server has already answered one request. */
async function openServedConnection(hostname: string, port: string): Promise<net.Socket> {
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const opened = net.connect({ host: hostname, port: Number(port) }, () => resolve(opened));
    opened.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = Number(/^content-length: (\d+)/im.exec(head)?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      socket.off('data', onData);
      resolve();
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET /health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
  });
  return socket;
}

function parseAnswer(bytes: Buffer): BurstAnswer {
  const headEnd = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const raw = bytes.subarray(headEnd + 4);
  const body = /^transfer-encoding: chunked/im.test(head) ? unchunk(raw) : raw;
  return { status, body: body.toString('utf8') };
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}
