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
