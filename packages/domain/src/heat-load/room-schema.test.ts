import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatFieldLabel, ROOM_FIELD_SECTIONS, ROOM_FIELDS } from './room-fields.ts';
import {
  buildNumberSchema,
  describeNumberField,
  HeatLoadRoomObjectSchema,
  SurfaceSchema,
} from './room-schema.ts';

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

describe('a surface’s custom k and additional layers (ADR 024)', () => {
  const stored = {
    incidentSolarRadiation: false,
    material: { id: 10 },
    thickness: 150,
    temperature: 35,
    width: 6,
    length: 10,
  };

  it('defaults a stored surface to the material’s k and a single layer', () => {
    expect(SurfaceSchema.parse(stored)).toMatchObject({ conductivity: null, additionalLayers: [] });
  });

  it('takes a custom k above 0 and at most 5 W/(m·K), with pt-BR messages', () => {
    const conductivity = buildNumberSchema(ROOM_FIELDS.surface.conductivity);
    expect(conductivity.parse(0.03)).toBe(0.03);
    expect(conductivity.parse(5)).toBe(5);
    expect(conductivity.parse(null)).toBeNull();
    expect(messageOf(conductivity, 0)).toBe('A condutividade deve ser maior que zero.');
    expect(messageOf(conductivity, 5.01)).toBe('A condutividade é no máximo 5 W/(m·K).');
    expect(formatFieldLabel(ROOM_FIELDS.surface.conductivity)).toBe('Condutividade (W/(m·K))');
  });

  it('takes at most two additional layers, each with a material, thickness and k', () => {
    const layer = { material: { id: 14 }, thickness: 150, conductivity: null };
    expect(SurfaceSchema.parse({ ...stored, additionalLayers: [layer, layer] })).toMatchObject({
      additionalLayers: [layer, layer],
    });
    expect(messageOf(SurfaceSchema, { ...stored, additionalLayers: [layer, layer, layer] })).toBe(
      'Uma superfície tem no máximo 3 camadas.',
    );
    const noMaterial = { ...stored, additionalLayers: [{ thickness: 150 }] };
    const result = SurfaceSchema.safeParse(noMaterial);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['additionalLayers.0.material', 'Escolha o material.'],
    ]);
    expect(
      messageOf(SurfaceSchema, { ...stored, additionalLayers: [{ ...layer, thickness: 0 }] }),
    ).toBe('A espessura vai de 1 a 1.000 mm.');
    expect(
      messageOf(SurfaceSchema, { ...stored, additionalLayers: [{ ...layer, conductivity: 9 }] }),
    ).toBe('A condutividade é no máximo 5 W/(m·K).');
  });
});

describe('the section of each room input', () => {
  it('names every input of the room schema (and the name), and nothing else', () => {
    const inputs = ['name', ...Object.keys(HeatLoadRoomObjectSchema.shape)];
    expect(Object.keys(ROOM_FIELD_SECTIONS).sort()).toEqual(inputs.sort());
  });
});
