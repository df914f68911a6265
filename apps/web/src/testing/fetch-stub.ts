import { vi } from 'vitest';

/** A JSON answer, as fetch would resolve it. */
export function createJsonResponse(
  body: unknown,
  status = 200,
  headers: HeadersInit = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function readUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

type Route = {
  method?: string;
  path: string;
  respond: (request: Request) => Response | Promise<Response>;
};

/**
 * Replaces global fetch with a vi.fn answering the listed routes (exact path, any query)
 * and 404 otherwise. Returns the mock; calls are (input, init) as the app made them.
 */
export function stubFetch(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(readUrl(input), {
      method: init?.method,
      headers: init?.headers,
      body: init?.body,
    });
    const { pathname } = new URL(request.url);
    const route = routes.find(
      (candidate) => candidate.path === pathname && (candidate.method ?? 'GET') === request.method,
    );
    if (!route) return createJsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado' }, 404);
    return route.respond(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The i-th call of a fetch mock as a Request (headers and body easy to read). */
export function readFetchRequest(fetchMock: ReturnType<typeof vi.fn>, index = 0): Request {
  const call = fetchMock.mock.calls[index] as
    [RequestInfo | URL, RequestInit | undefined] | undefined;
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  return new Request(readUrl(input), {
    method: init?.method,
    headers: init?.headers,
    body: init?.body,
  });
}
