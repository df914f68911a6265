import fs from 'node:fs';
import net from 'node:net';

/** Linux's default when /proc cannot be read. */
const DEFAULT_EPHEMERAL_RANGE: [number, number] = [32768, 60999];
/** Below this, ports of the machine's own services (PostgreSQL's 5432, …). */
const LOWEST = 10_000;

/** The range the kernel takes `listen(0)` ports and every outgoing connection's port from. */
export function ephemeralPortRange(
  file = '/proc/sys/net/ipv4/ip_local_port_range',
): [number, number] {
  try {
    const [low, high] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! <= high!) return [low!, high!];
  } catch {
    // not Linux, or no /proc: the default
  }
  return DEFAULT_EPHEMERAL_RANGE;
}

/** The loopback ports a test server may take: 10 000–65 535 without the ephemeral range. */
export function candidatePorts([low, high]: [number, number]): Array<[number, number]> {
  return [
    [LOWEST, Math.min(low - 1, 65_535)],
    [Math.max(high + 1, LOWEST), 65_535],
  ].filter(([from, to]) => from! <= to!) as Array<[number, number]>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A loopback port nobody listens on, for a server that must know its port before it listens (its
 * public address, and so its OIDC issuer, holds the port; it opens its database first).
 *
 * Picked at random OUTSIDE the kernel's ephemeral range. A port `listen(0)` gives comes from that
 * range, and so does the local port of every outgoing connection the tests open (fetch, the
 * PostgreSQL pool): in the seconds before the server listened, one of those could take it, and the
 * server failed with EADDRINUSE (seen in a CI run and reproduced locally, once in three runs of the
 * PGlite pass). Outside the range only another test's pick can collide: one chance in ~27 000.
 */
export async function findFreePort(): Promise<number> {
  const ranges = candidatePorts(ephemeralPortRange());
  const size = ranges.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  for (let attempt = 0; attempt < 100 && size > 0; attempt += 1) {
    let index = Math.floor(Math.random() * size);
    for (const [from, to] of ranges) {
      if (index <= to - from) {
        const port = from + index;
        if (await isFree(port)) return port;
        break;
      }
      index -= to - from + 1;
    }
  }
  throw new Error('no free loopback port outside the ephemeral range');
}
