import { ApiErrorSchema, type ErrorCode, type FieldIssue } from '@camara-fria/contracts';
import type { z } from 'zod';
import { env } from '../config/env.ts';
import { assignLocation } from './browser-location.ts';
import { readContentDispositionFileName } from './content-disposition.ts';

/**
 * What the client needs of the signed-in session. The auth feature provides it and the app
 * connects it at start-up (`connectApiSession`), so this shared file imports no feature.
 */
export type ApiSession = {
  /** The access token (the bearer) and the `username` header of the signed-in user, if any. */
  readCredentials: () => { accessToken: string | null; username: string | null };
  /** A private call answered 401: forget the session (the client then goes to /logout). */
  endSession: () => void;
};

const NO_SESSION: ApiSession = {
  readCredentials: () => ({ accessToken: null, username: null }),
  endSession: () => {},
};

let session: ApiSession = NO_SESSION;

/** Connects the client to the session store; main.tsx does it once (and testing/setup.ts). */
export function connectApiSession(next: ApiSession): void {
  session = next;
}

/** Server codes (contracts) plus what only the client can observe. */
export type ApiRequestErrorCode =
  ErrorCode | 'HTTP_ERROR' | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

/** Every failed API call rejects with this. `status` is 0 when no answer arrived. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ApiRequestErrorCode;
  readonly details: FieldIssue[];

  constructor(
    status: number,
    code: ApiRequestErrorCode,
    message: string,
    details: FieldIssue[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query-string parameters; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the OAuth token endpoint). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public calls carry no bearer token, and a 401 from them does not end the session. */
  isPublic?: boolean;
  /** `blob` for file downloads; otherwise JSON (or undefined for an empty answer). */
  responseType?: 'json' | 'blob';
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

type SchemaOptions<S extends z.ZodType> = ApiRequestOptions & { schema: S };

const UNAUTHORIZED_REDIRECT_PATH = '/logout';

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * The address of a path the API serves (e.g. a catalogue line's image,
 * '/assets/images/evaporadores/HP.svg'): the API's base URL before it.
 */
export function toApiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

/** Header values must be ISO-8859-1: anything beyond printable ASCII is percent-encoded. */
function encodeHeaderValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  if (options.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  if (!options.isPublic) {
    const { accessToken, username } = session.readCredentials();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    if (username) headers.set('username', encodeHeaderValue(username));
  }
  return headers;
}

function buildBody(options: ApiRequestOptions): BodyInit | undefined {
  if (options.form) return new URLSearchParams(options.form);
  if (options.json !== undefined) return JSON.stringify(options.json);
  return undefined;
}

function buildSignal(callerSignal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(env.apiTimeoutMs);
  return callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
}

/** Spec §7: a 401 on any private call ends the session and sends the browser to /logout. */
function endSession(): void {
  session.endSession();
  assignLocation(UNAUTHORIZED_REDIRECT_PATH);
}

async function readJsonSafely(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

async function parseErrorResponse(response: Response): Promise<ApiRequestError> {
  const body = await readJsonSafely(response);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data;
    return new ApiRequestError(response.status, code, message, details);
  }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : `Erro inesperado do servidor (HTTP ${response.status}).`;
  return new ApiRequestError(response.status, 'HTTP_ERROR', message);
}

function convertFetchFailure(error: unknown, callerSignal: AbortSignal | undefined): unknown {
  if (callerSignal?.aborted) return error; // cancelled by the caller (e.g. React Query): pass it on
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiRequestError(0, 'TIMEOUT', 'O servidor demorou demais para responder.');
  }
  return new ApiRequestError(0, 'NETWORK_ERROR', 'Não foi possível contactar o servidor.');
}

async function readSuccessBody(response: Response, options: ApiRequestOptions): Promise<unknown> {
  if (options.responseType === 'blob') return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiRequestError(
      response.status,
      'INVALID_RESPONSE',
      'Resposta inválida do servidor.',
    );
  }
}

function validateBody(body: unknown, schema: z.ZodType | undefined, status: number): unknown {
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(status, 'INVALID_RESPONSE', 'Resposta inválida do servidor.');
  }
  return parsed.data;
}

async function sendRequest(
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodType },
): Promise<ApiResponse<unknown>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
      headers: buildHeaders(options),
      body: buildBody(options),
      signal: buildSignal(options.signal),
    });
  } catch (error) {
    throw convertFetchFailure(error, options.signal);
  }
  if (response.status === 401 && !options.isPublic) endSession();
  if (!response.ok) throw await parseErrorResponse(response);
  const body = await readSuccessBody(response, options);
  return {
    data: validateBody(body, options.schema, response.status),
    headers: response.headers,
    status: response.status,
  };
}

/**
 * The one fetch client of the web app: JSON in and out, bearer and `username` headers,
 * typed errors, a one-hour time-out, and the 401 → /logout rule.
 * With a `schema`, the answer is validated and typed by it.
 */
export async function requestApi<S extends z.ZodType>(
  path: string,
  options: SchemaOptions<S>,
): Promise<z.output<S>>;
export async function requestApi(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function requestApi(
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  return (await sendRequest(path, options)).data;
}

/** Like requestApi, but also gives the answer's headers (e.g. the `link` header of lists). */
export async function requestApiWithHeaders<S extends z.ZodType>(
  path: string,
  options: SchemaOptions<S>,
): Promise<ApiResponse<z.output<S>>>;
export async function requestApiWithHeaders(
  path: string,
  options?: ApiRequestOptions,
): Promise<ApiResponse<unknown>>;
export async function requestApiWithHeaders(
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodType } = {},
): Promise<ApiResponse<unknown>> {
  return sendRequest(path, options);
}

export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * A file download through the same client (bearer, 401 → /logout, typed errors; `isPublic`:
 * neither): the answer's bytes and the file name the server gave in Content-Disposition.
 */
export async function downloadApiFile(
  path: string,
  options: Pick<ApiRequestOptions, 'signal' | 'query' | 'headers' | 'isPublic'> = {},
): Promise<DownloadedFile> {
  const response = await sendRequest(path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
    responseType: 'blob',
  });
  return {
    blob: response.data as Blob,
    fileName: readContentDispositionFileName(response.headers.get('Content-Disposition')),
  };
}
