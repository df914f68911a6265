import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { candidatePorts, ephemeralPortRange, findFreePort } from './support/free-port.ts';

/*
 * The servers the tests start know their port before they listen (it is in their issuer). A port
 * from the kernel's ephemeral range could be taken meanwhile by any outgoing connection (a CI run
 * failed with EADDRINUSE that way), so the tests' ports come from outside it.
 */
describe('findFreePort', () => {
  it('reads the ephemeral range and leaves it out of the candidates', () => {
    const [low, high] = ephemeralPortRange();
    expect(low).toBeGreaterThan(1023);
    expect(high).toBeGreaterThanOrEqual(low);
    expect(candidatePorts([32768, 60999])).toEqual([
      [10_000, 32767],
      [61000, 65535],
    ]);
    expect(candidatePorts([10_000, 65_535])).toEqual([]);
    expect(candidatePorts([1024, 65_000])).toEqual([[65_001, 65_535]]);
  });

  it('gives ports outside the ephemeral range that a server can listen on', async () => {
    const [low, high] = ephemeralPortRange();
    for (let i = 0; i < 20; i += 1) {
      const port = await findFreePort();
      expect(port >= low && port <= high).toBe(false);
      expect(port).toBeGreaterThanOrEqual(10_000);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
