import type { ApiError, FieldIssue } from '@camara-fria/contracts';
import { DomainError } from '@camara-fria/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type Answer = { status: number; body: ApiError };

function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Maps anything a handler throws to the one wire shape `{ code, message, details? }`. */
export function mapError(error: unknown): Answer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  if (error instanceof DomainError) {
    const details: FieldIssue[] = error.field
      ? [{ path: error.field, message: error.message }]
      : [];
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: error.message, details },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath),
      message: issue.message ?? 'Valor inválido.',
    }));
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Verifique os campos destacados.', details },
    };
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
        message:
          status === 429 ? 'Muitas requisições. Aguarde um instante.' : 'Requisição inválida.',
      },
    };
  }
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente mais tarde.' },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = mapError(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: answer.body.code, status: answer.status }, 'request refused');
    return reply.status(answer.status).send(answer.body);
  });
}
