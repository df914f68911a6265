import { describe, expect, it } from 'vitest';
import { OperatingSystemInputSchema } from './operating-system.schema.ts';

const base = {
  name: 'Sistema 1',
  rack: false,
  operationTemperature: -10,
  refrigerantFluid: 'R404A',
};

describe('OperatingSystemInputSchema', () => {
  it('fills the defaults of a new system', () => {
    const parsed = OperatingSystemInputSchema.parse(base);
    expect(parsed).toMatchObject({
      active: true,
      configurations: [],
      condensingUnit: null,
      compressor: null,
      condenser: null,
    });
  });

  it('refuses the same room twice, in Portuguese', () => {
    const result = OperatingSystemInputSchema.safeParse({
      ...base,
      configurations: [{ roomId: 3 }, { roomId: 3 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['configurations', 1, 'roomId'],
      message: 'A câmara já está neste sistema.',
    });
  });

  it('refuses a condensing unit in rack mode and a compressor outside it', () => {
    const unit = { kind: 'DEFAULT', modelId: 1, skuId: 2 };
    const rack = OperatingSystemInputSchema.safeParse({
      ...base,
      rack: true,
      condensingUnit: unit,
    });
    expect(rack.error?.issues[0]?.path).toEqual(['condensingUnit']);
    const plain = OperatingSystemInputSchema.safeParse({ ...base, compressor: unit });
    expect(plain.error?.issues[0]?.path).toEqual(['compressor']);
  });

  it('requires every field of a special evaporator, with the description message of §5', () => {
    const result = OperatingSystemInputSchema.safeParse({
      ...base,
      configurations: [{ roomId: 1, evaporator: { kind: 'SPECIAL', model: 'X' } }],
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Informe uma descrição.');
    expect(messages).toContain('Informe a capacidade unitária.');
  });
});
