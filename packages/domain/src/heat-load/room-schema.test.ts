import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatFieldLabel, ROOM_FIELDS } from './room-fields.ts';
import { buildNumberSchema, describeNumberField } from './room-schema.ts';

function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

describe('a field described once gives its schema, messages and form label', () => {
  it('agrees the messages with the label’s article, number and limits', () => {
    expect(describeNumberField(ROOM_FIELDS.operatingHours).belowMin).toBe(
      'As horas de operação vão de 1 a 24 h.',
    );
    expect(describeNumberField(ROOM_FIELDS.surface.width).belowMin).toBe(
      'A largura não pode ser negativa.',
    );
    expect(describeNumberField(ROOM_FIELDS.goods.dailyMovement).aboveMax).toBe(
      'A movimentação diária é no máximo 500.000.000 kg.',
    );
    expect(describeNumberField(ROOM_FIELDS.door.openingFrequency).belowMin).toBe(
      'A frequência de abertura deve ser maior que zero.',
    );
  });

  it('enforces the limits, integers, null and a default', () => {
    const count = buildNumberSchema(ROOM_FIELDS.door.count);
    expect(messageOf(count, 0)).toBe('A quantidade vai de 1 a 100.');
    expect(messageOf(count, 1.5)).toBe('A quantidade deve ser um número inteiro.');
    expect(messageOf(count, Number.NaN)).toBe('Informe a quantidade.');
    expect(count.parse(100)).toBe(100);
    expect(buildNumberSchema(ROOM_FIELDS.door.airExchangeRate).parse(null)).toBeNull();
    const added = { label: 'a umidade', unit: '%', min: 0, max: 100, default: 85 } as const;
    expect(buildNumberSchema(added).parse(undefined)).toBe(85);
  });

  it('labels form controls with the noun and its unit', () => {
    expect(formatFieldLabel(ROOM_FIELDS.roomTemperature)).toBe('Temperatura da câmara (°C)');
    expect(formatFieldLabel(ROOM_FIELDS.door.count)).toBe('Quantidade');
  });
});
