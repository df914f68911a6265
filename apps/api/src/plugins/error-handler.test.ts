import { DomainError } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { mapError } from './error-handler.ts';

describe('mapError: domain errors', () => {
  it('answers an operating point outside a catalogue table with 422 OUT_OF_CATALOGUE_RANGE', () => {
    const error = new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      'ambient temperature 50 °C is outside the table (25 to 43 °C)',
      'ambientTemperatureC',
    );
    const message =
      'A temperatura ambiente está fora da faixa do catálogo da unidade (de 25 a 43 °C): a tabela do fabricante não é extrapolada.';
    expect(mapError(error)).toEqual({
      status: 422,
      body: {
        code: 'OUT_OF_CATALOGUE_RANGE',
        message,
        details: [{ path: 'ambientTemperature', message }],
      },
    });
    const suction = mapError(
      new DomainError(
        'OUT_OF_CATALOGUE_RANGE',
        'suction temperature -45 °C is outside the table (-40 to -17.8 °C)',
        'evaporatingTemperatureC',
      ),
    );
    expect(suction.body.message).toContain('(de -40 a -17,8 °C)');
  });

  it('answers requireBalancedSystem with 422 NO_BALANCE_POINT and the reason in Portuguese', () => {
    const answer = mapError(
      new DomainError('NO_BALANCE_POINT', 'UNIT_TOO_SMALL: The unit is too small.', 'unit'),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('NO_BALANCE_POINT');
    expect(answer.body.message).toMatch(/^A unidade é pequena demais/);
  });

  it('keeps the other domain errors as 400 VALIDATION_FAILED', () => {
    expect(mapError(new DomainError('UNKNOWN_REFERENCE', 'no unit X', 'modelCode'))).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'no unit X',
        details: [{ path: 'modelCode', message: 'no unit X' }],
      },
    });
  });
});

describe("mapError: Fastify's own client errors", () => {
  const fastifyError = (statusCode: number, code: string) =>
    Object.assign(new Error('fastify'), { statusCode, code });

  it('answers a body past the limit with 413 PAYLOAD_TOO_LARGE in Portuguese', () => {
    expect(mapError(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'))).toEqual({
      status: 413,
      body: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'O conteúdo enviado é grande demais (máximo de 2 MB).',
      },
    });
  });

  it('keeps 429 RATE_LIMITED and every other 4xx BAD_REQUEST', () => {
    expect(mapError(fastifyError(429, 'X')).body.code).toBe('RATE_LIMITED');
    expect(mapError(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'))).toEqual({
      status: 415,
      body: { code: 'BAD_REQUEST', message: 'Requisição inválida.' },
    });
    expect(mapError(fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY')).body.code).toBe(
      'BAD_REQUEST',
    );
  });
});
