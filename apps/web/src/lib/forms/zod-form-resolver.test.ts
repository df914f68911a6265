import { z } from '@camara-fria/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { zodFormResolver } from './zod-form-resolver.ts';

/** The schema's input is a number; the form holds NaN while the field is empty. */
const CountSchema = z.object({
  count: z.number({ error: 'Informe a quantidade.' }).int().min(1),
  name: z.string().trim(),
});
type CountFormValues = { count: number | null; name: string };
type CountData = z.output<typeof CountSchema>;

const options: ResolverOptions<CountFormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('zodFormResolver', () => {
  it('gives the schema output on submit (trimmed), typed as the schema output', async () => {
    const resolver = zodFormResolver<CountFormValues, CountData>(CountSchema);
    const result = await resolver({ count: 2, name: '  Túnel ' }, undefined, options);
    expect(result).toEqual({ values: { count: 2, name: 'Túnel' }, errors: {} });
    expectTypeOf(resolver).parameter(0).toEqualTypeOf<CountFormValues>();
    // The declared output is checked against the schema (npm run typecheck):
    // @ts-expect-error: the schema gives a number count, not a text one.
    zodFormResolver<CountFormValues, { count: string; name: string }>(CountSchema);
    // @ts-expect-error: a form's schema is an object.
    zodFormResolver<CountFormValues, string>(z.string());
  });

  it("refuses the form's wider values with the schema's Portuguese message", async () => {
    const resolver = zodFormResolver<CountFormValues, CountData>(CountSchema);
    const result = await resolver({ count: null, name: 'Túnel' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.count?.message).toBe('Informe a quantidade.');
  });
});
