import { MeSchema } from '@camara-fria/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonResponse, readFetchRequest } from '../testing/fetch-stub.ts';
import {
  ApiRequestError,
  connectApiSession,
  downloadApiFile,
  requestApi,
  requestApiWithHeaders,
} from './api-client.ts';
import { assignLocation } from './browser-location.ts';

vi.mock('./browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

function stubFetchOnce(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function captureError(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

const me = {
  subject: 's1',
  username: 'maria',
  email: 'maria@example.com',
  name: 'Maria',
  isEditor: true,
};

/** A session store of the test's own: the client only reads credentials and ends sessions. */
const session = {
  accessToken: null as string | null,
  username: null as string | null,
  endSession: vi.fn<() => void>(),
};

function signIn(accessToken: string, username: string | null): void {
  session.accessToken = accessToken;
  session.username = username;
}

describe('api client', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
    session.accessToken = null;
    session.username = null;
    session.endSession = vi.fn<() => void>();
    connectApiSession({
      readCredentials: () => ({ accessToken: session.accessToken, username: session.username }),
      endSession: () => session.endSession(),
    });
  });

  it('sends the bearer token, the username header and JSON, and parses the answer', async () => {
    signIn('access-1', 'maria');
    const fetchMock = stubFetchOnce(createJsonResponse(me));

    await expect(requestApi('/v1/me', { schema: MeSchema })).resolves.toEqual(me);

    const request = readFetchRequest(fetchMock);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/v1/me');
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    expect(request.headers.get('username')).toBe('maria');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('sends no credentials when nobody is signed in', async () => {
    const fetchMock = stubFetchOnce(createJsonResponse(me));
    await requestApi('/v1/me');
    const request = readFetchRequest(fetchMock);
    expect(request.headers.has('authorization')).toBe(false);
    expect(request.headers.has('username')).toBe(false);
  });

  it('posts JSON bodies and builds the query string without empty values', async () => {
    signIn('access-1', 's9');
    const fetchMock = stubFetchOnce(new Response(null, { status: 204 }));

    await expect(
      requestApi('/v1/projects', {
        method: 'POST',
        query: { page: 2, size: 10, status: undefined, customerName: null },
        json: { name: 'Câmara' },
      }),
    ).resolves.toBeUndefined();

    const request = readFetchRequest(fetchMock);
    expect(new URL(request.url).search).toBe('?page=2&size=10');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('username')).toBe('s9');
    await expect(request.json()).resolves.toEqual({ name: 'Câmara' });
  });

  it('sends form bodies without credentials on public calls', async () => {
    signIn('access-1', 'maria');
    const fetchMock = stubFetchOnce(createJsonResponse({ ok: true }));

    await requestApi('/oauth2/token', {
      form: { grant_type: 'refresh_token', refresh_token: 'r' },
      isPublic: true,
    });

    const request = readFetchRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request.headers.has('authorization')).toBe(false);
    expect(request.headers.has('username')).toBe(false);
    await expect(request.text()).resolves.toBe('grant_type=refresh_token&refresh_token=r');
  });

  it('percent-encodes a username that is not plain ASCII', async () => {
    signIn('access-1', 'joão');
    const fetchMock = stubFetchOnce(createJsonResponse(me));
    await requestApi('/v1/me');
    expect(readFetchRequest(fetchMock).headers.get('username')).toBe('jo%C3%A3o');
  });

  it('on a 401 ends the session and goes to /logout', async () => {
    signIn('access-1', 'maria');
    stubFetchOnce(
      createJsonResponse({ code: 'UNAUTHENTICATED', message: 'Sessão expirada.' }, 401),
    );

    const error = await captureError(requestApi('/v1/projects'));

    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Sessão expirada.',
    });
    expect(session.endSession).toHaveBeenCalledOnce();
    expect(assignLocation).toHaveBeenCalledWith('/logout');
  });

  it('does not end the session on a 401 from a public call', async () => {
    signIn('access-1', 'maria');
    stubFetchOnce(
      createJsonResponse({ code: 'AUTH_INVALID_GRANT', message: 'Código inválido.' }, 401),
    );

    const error = await captureError(
      requestApi('/oauth2/token', { form: { a: 'b' }, isPublic: true }),
    );

    expect(error.code).toBe('AUTH_INVALID_GRANT');
    expect(session.endSession).not.toHaveBeenCalled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('parses the contract error shape, details included', async () => {
    const details = [{ path: 'name', message: 'Informe o nome do projeto.' }];
    stubFetchOnce(
      createJsonResponse({ code: 'VALIDATION_FAILED', message: 'Dados inválidos.', details }, 400),
    );

    const error = await captureError(requestApi('/v1/projects', { json: {} }));

    expect(error).toMatchObject({
      name: 'ApiRequestError',
      status: 400,
      code: 'VALIDATION_FAILED',
      details,
    });
    expect(error.message).toBe('Dados inválidos.');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('falls back to HTTP_ERROR for bodies outside the contract', async () => {
    stubFetchOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await captureError(requestApi('/v1/projects'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', details: [] });
    expect(error.message).toBe('Erro inesperado do servidor (HTTP 502).');

    stubFetchOnce(createJsonResponse({ code: 'FST_ERR_SOMETHING', message: 'Algo falhou.' }, 500));
    await expect(requestApi('/v1/projects')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Algo falhou.',
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    stubFetchOnce(createJsonResponse({ username: 'maria' }));
    const error = await captureError(requestApi('/v1/me', { schema: MeSchema }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('turns a failed connection into NETWORK_ERROR', async () => {
    stubFetchOnce(new TypeError('fetch failed'));
    const error = await captureError(requestApi('/v1/me'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives the headers of the answer when asked', async () => {
    stubFetchOnce(createJsonResponse([], 200, { link: '</v1/projects?page=2>; rel="next"' }));
    const response = await requestApiWithHeaders('/v1/projects');
    expect(response.data).toEqual([]);
    expect(response.headers.get('link')).toContain('rel="next"');
  });

  it('sets a one-hour time-out signal on every call', async () => {
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    const fetchMock = stubFetchOnce(createJsonResponse(me));
    await requestApi('/v1/me');
    expect(timeoutSpy).toHaveBeenCalledWith(3_600_000);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].signal).toBeInstanceOf(AbortSignal);
  });

  it('downloads a file with the bearer and the name of its Content-Disposition', async () => {
    signIn('access-1', 'maria');
    const fetchMock = stubFetchOnce(
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition':
            'attachment; filename="Proposta 2026-0042-R0 - Camara.pdf"; ' +
            "filename*=UTF-8''Proposta%202026-0042-R0%20-%20C%C3%A2mara.pdf",
        },
      }),
    );

    const file = await downloadApiFile('/v1/files/1');

    expect(file.fileName).toBe('Proposta 2026-0042-R0 - Câmara.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    const request = readFetchRequest(fetchMock);
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    expect(request.headers.get('accept')).toBe('*/*');
  });

  it('ends the session when a download answers 401, and types its errors', async () => {
    signIn('access-1', 'maria');
    stubFetchOnce(
      createJsonResponse({ code: 'UNAUTHENTICATED', message: 'Sessão expirada.' }, 401),
    );
    const error = await captureError(downloadApiFile('/v1/files/1'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(session.endSession).toHaveBeenCalledOnce();
    expect(assignLocation).toHaveBeenCalledWith('/logout');
  });
});
