import type { ErrorCode, FieldIssue } from '@camara-fria/contracts';

/**
 * An error the API answers on purpose: its status, stable code and a message a user can read
 * (pt-BR). Anything else that escapes a handler is a 500 with no internals.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: FieldIssue[] | undefined;
  /** Headers of the answer (`Retry-After` of a 503). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    details?: FieldIssue[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const unauthenticated = (message = 'Sessão expirada ou inválida. Entre novamente.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Recurso não encontrado.') =>
  new AppError(404, 'NOT_FOUND', message);
