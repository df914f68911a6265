import type { ApiError, FieldIssue } from '@camara-fria/contracts';
import { DomainError, NO_BALANCE_REASON_LABELS, type NoBalanceReason } from '@camara-fria/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type Answer = { status: number; body: ApiError };

/** The largest request body the server reads (app.ts `bodyLimit`); a longer one answers 413. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const BODY_LIMIT_MB = BODY_LIMIT_BYTES / (1024 * 1024);

/** Fastify's own 4xx (bad JSON, wrong content type, a body too large) in the wire shape. */
function mapClientError(status: number): Answer {
  switch (status) {
    case 413:
      return {
        status,
        body: {
          code: 'PAYLOAD_TOO_LARGE',
          message: `O conteúdo enviado é grande demais (máximo de ${BODY_LIMIT_MB} MB).`,
        },
      };
    case 429:
      return {
        status,
        body: { code: 'RATE_LIMITED', message: 'Muitas requisições. Aguarde um instante.' },
      };
    default:
      return { status, body: { code: 'BAD_REQUEST', message: 'Requisição inválida.' } };
  }
}

function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Domain fields of the selection engine and the catalogue calls' field names. */
const WIRE_FIELDS: Readonly<Record<string, string>> = {
  ambientTemperatureC: 'ambientTemperature',
  evaporatingTemperatureC: 'evaporationTemperature',
  loadLossK: 'loadLoss',
};

/** "... (−40 to −17.8 °C)" of the domain's table messages, in pt-BR. */
function readTableRange(message: string): string {
  const match = /\((-?[\d.]+) to (-?[\d.]+) °C\)/.exec(message);
  if (!match) return '';
  const format = (text: string | undefined) => String(Number(text)).replace('.', ',');
  return ` (de ${format(match[1])} a ${format(match[2])} °C)`;
}

/** An operating point outside the equipment catalogue's tables: 422, never extrapolated. */
function describeOutOfCatalogue(error: DomainError): ApiError {
  const path = WIRE_FIELDS[error.field ?? ''] ?? error.field ?? '';
  const range = readTableRange(error.message);
  const message =
    path === 'ambientTemperature'
      ? `A temperatura ambiente está fora da faixa do catálogo da unidade${range}: a tabela do fabricante não é extrapolada.`
      : path === 'evaporationTemperature'
        ? `A temperatura de evaporação (descontada a perda de carga) está fora da faixa do catálogo da unidade${range}: a tabela do fabricante não é extrapolada.`
        : 'O ponto de operação está fora da faixa do catálogo: a tabela do fabricante não é extrapolada.';
  return { code: 'OUT_OF_CATALOGUE_RANGE', message, details: path ? [{ path, message }] : [] };
}

/** `requireBalancedSystem`'s error: "REASON: message"; the reason's pt-BR explanation. */
function describeNoBalance(error: DomainError): ApiError {
  const reason = error.message.split(':')[0] as NoBalanceReason;
  const message =
    NO_BALANCE_REASON_LABELS[reason] ??
    'Os evaporadores e a unidade não se equilibram em nenhuma temperatura de evaporação do catálogo.';
  return { code: 'NO_BALANCE_POINT', message, details: [{ path: error.field ?? '', message }] };
}

/** DomainError codes → status and wire code (exhaustive: a new domain code must be mapped here). */
function mapDomainError(error: DomainError): Answer {
  switch (error.code) {
    case 'OUT_OF_CATALOGUE_RANGE':
      return { status: 422, body: describeOutOfCatalogue(error) };
    case 'NO_BALANCE_POINT':
      return { status: 422, body: describeNoBalance(error) };
    case 'INVALID_INPUT':
    case 'MISSING_INPUT':
    case 'OUT_OF_RANGE':
    case 'INVALID_GEOMETRY':
    case 'UNKNOWN_REFERENCE': {
      const details: FieldIssue[] = error.field
        ? [{ path: error.field, message: error.message }]
        : [];
      return {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: error.message, details },
      };
    }
    default:
      return error.code satisfies never;
  }
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
  if (error instanceof DomainError) return mapDomainError(error);
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
  if (typeof status === 'number' && status >= 400 && status < 500) return mapClientError(status);
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'Erro interno. Tente novamente mais tarde.' },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = mapError(error);
    // Codes, the route and field names only: `err` goes through serializeError (redact.ts),
    // and details carry no values, only which fields failed.
    const context = {
      code: answer.body.code,
      status: answer.status,
      route: request.routeOptions.url ?? null,
      ...(answer.body.details?.length
        ? { fields: answer.body.details.map((issue) => issue.path) }
        : {}),
    };
    if (answer.status >= 500 && !(error instanceof AppError))
      request.log.error({ ...context, err: error }, 'unhandled error');
    else if (answer.status >= 500) request.log.warn(context, 'request refused');
    else request.log.info(context, 'request refused');
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.status(answer.status).send(answer.body);
  });
}
