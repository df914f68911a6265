// eslint-disable-next-line no-restricted-imports -- the one place the web uses zodResolver.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a form is checked by a contracts schema (react-hook-form + zod, house style C.1):
 * the submit handler receives the schema's output (`TOutput`, checked against the schema here).
 *
 * A form edits values as typed, which are wider than the schema's input: an emptied number holds
 * NaN or null, a masked text keeps its mask, a name is not trimmed yet. The schema refuses those
 * on submit with its Portuguese messages, so the form's values (`TFieldValues`) are the form's
 * own type, not `z.input` of the schema; this is the one place that says so.
 *
 * @example
 * const resolver = zodFormResolver<ProjectFormValues, ProjectData>(ProjectInputSchema);
 * useForm<ProjectFormValues, unknown, ProjectData>({ resolver });
 */
export function zodFormResolver<TFieldValues extends FieldValues, TOutput = TFieldValues>(
  schema: z.ZodType<TOutput, FieldValues>,
): Resolver<TFieldValues, unknown, TOutput> {
  // The runtime resolver reads any values (it is zod's safeParse); only its declared input is narrower.
  return zodResolver(schema) as unknown as Resolver<TFieldValues, unknown, TOutput>;
}
