import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.ts';

/** The headers helmet's own middleware puts on a real answer. */
async function headersFromHelmet(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((request, response) => {
    response.setHeader('x-powered-by', 'something');
    middleware(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    await answer.text();
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers computed once', () => {
  const configurations: HelmetOptions[] = [
    {
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          'form-action': ["'self'", 'https://sso.example.com'],
          'upgrade-insecure-requests': [],
        },
      },
      strictTransportSecurity: true,
      crossOriginEmbedderPolicy: false,
    },
    {
      contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } },
      strictTransportSecurity: false,
    },
  ];
  it.each(configurations)('are the headers helmet sets on each request (%#)', async (options) => {
    const { set, removed } = securityHeadersOf(options);
    const expected = await headersFromHelmet(options);
    expect(Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(
      expected,
    );
    expect(removed.map((name) => name.toLowerCase())).toEqual(['x-powered-by']);
  });
});
