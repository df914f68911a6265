import { STATE_CODES } from './brazil.ts';
import { z } from './zod.ts';

/*
 * The locations module's answers (states, cities, a CEP's place): their own module, so that a
 * screen that reads none of them (the project list, the first screen: docs/decisions/046) does
 * not carry their schemas.
 */

/** GET /v1/locations/states and /v1/locations/states/{uf}/cities */
export const StateSchema = z.object({ uf: z.enum(STATE_CODES), name: z.string() });
export const CitySchema = z.object({ ibgeCode: z.number().int(), name: z.string() });
export type City = z.infer<typeof CitySchema>;
export const StateParamsSchema = z.object({
  uf: z.enum(STATE_CODES, { error: 'Estado inválido.' }),
});

/** GET /v1/locations/ceps/{cep}: a CEP with or without its hyphen, read as its 8 digits. */
export const CepParamsSchema = z.object({
  cep: z
    .string()
    .regex(/^\d{5}-?\d{3}$/, { error: 'Informe um CEP válido (8 dígitos).' })
    .transform((value) => value.replace('-', '')),
});

/**
 * Where a CEP is, from the Correios' CEP ranges (docs/decisions/066): the state when the CEP is
 * in a state's range (null: in none, an unknown CEP), and the municipality (as the state's list
 * of cities spells it) when it is in a listed city's range (null: only the state is known).
 */
export const CepLocationSchema = z.object({
  cep: z.string(),
  state: z.enum(STATE_CODES).nullable(),
  city: z.string().nullable(),
});
export type CepLocation = z.infer<typeof CepLocationSchema>;
