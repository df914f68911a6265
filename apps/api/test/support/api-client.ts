import { signIn } from './sign-in.ts';
import type { TestServer } from './test-server.ts';

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

/** A signed-in user's view of the API: real sign-in once, then bearer calls over HTTP. */
export type UserClient = {
  username: string;
  accessToken: string;
  call: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<ApiAnswer<T>>;
};

export async function signInAs(server: TestServer, username: string): Promise<UserClient> {
  const tokens = await signIn(server.baseUrl, username);
  return {
    username,
    accessToken: tokens.access_token,
    async call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          username,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : undefined) as T,
        headers: response.headers,
      };
    },
  };
}
