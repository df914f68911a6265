import { afterAll, beforeAll } from 'vitest';
import { signInAs, type UserClient } from './api-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Stands for an object made in `beforeAll`: a property read before it is made throws; methods
 * are bound to the real object. Lets a test file name its server and users at the top.
 */
function madeLater<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = read();
      if (target === undefined) throw new Error(`${what} is made in beforeAll`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * A test server for the whole file (started before its tests on a fresh database, closed after
 * them) with `usernames` signed in: `const { server, vendedor } = useTestServer('vendedor');`.
 */
export function useTestServer<const U extends string>(
  ...usernames: U[]
): { server: TestServer } & { [K in U]: UserClient } {
  let server: TestServer | undefined;
  const clients = new Map<string, UserClient>();
  beforeAll(async () => {
    server = await startTestServer();
    const started = server;
    const signedIn = await Promise.all(usernames.map((name) => signInAs(started, name)));
    signedIn.forEach((client, index) => clients.set(usernames[index] as string, client));
  });
  afterAll(async () => {
    await server?.close();
  });
  const named = Object.fromEntries(
    usernames.map((name) => [name, madeLater(() => clients.get(name), `the user ${name}`)]),
  );
  return { server: madeLater(() => server, 'the test server'), ...named } as {
    server: TestServer;
  } & { [K in U]: UserClient };
}
