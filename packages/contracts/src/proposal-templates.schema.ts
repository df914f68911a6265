import { recordIdParam, rowVersion, singleLineText } from './primitives.ts';
import { PROPOSAL_EQUIPMENT_TYPES } from './proposal-selection.schema.ts';
import {
  COMMERCIAL_TEXT_FIELDS,
  markdownText,
  TEMPLATE_KINDS,
  type CommercialTextField,
} from './proposal-sections.schema.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// Templates (spec §7 /v1/proposals/templates/current/…)
// ---------------------------------------------------------------------------------------------

/** An option of a text block (spec §3 "Options: … a list of id, title, text"). */
export const TemplateOptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  /** equipmentCharacteristic: the equipment type it describes; null otherwise. */
  key: z.enum(PROPOSAL_EQUIPMENT_TYPES).nullable(),
  title: z.string(),
  text: z.string(),
  /** The option a new proposal starts with (one per kind and key). */
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type TemplateOption = z.infer<typeof TemplateOptionSchema>;

export const TemplateOptionListSchema = z.object({ items: z.array(TemplateOptionSchema) });

/** GET /v1/proposals/templates/current/commercial-conditions: options per text block. */
export const CommercialTemplateOptionsSchema = z.object(
  Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, z.array(TemplateOptionSchema)]),
  ) as Record<CommercialTextField, z.ZodArray<typeof TemplateOptionSchema>>,
);
export type CommercialTemplateOptions = z.infer<typeof CommercialTemplateOptionsSchema>;

/** POST /v1/proposals/templates and PUT …/{templateId} (editor; PUT needs `version`). */
export const TemplateInputSchema = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { error: 'Escolha o tipo de texto.' }),
    key: z.enum(PROPOSAL_EQUIPMENT_TYPES).nullable().default(null),
    title: singleLineText('Informe o título.')
      .min(1, { error: 'Informe o título.' })
      .max(120, { error: 'O título deve ter no máximo 120 caracteres.' }),
    text: markdownText,
    isDefault: z.boolean().default(false),
    version: rowVersion.optional(),
  })
  .superRefine((template, context) => {
    if ((template.kind === 'equipmentCharacteristic') !== (template.key !== null)) {
      context.addIssue({
        code: 'custom',
        path: ['key'],
        message: 'Escolha o tipo de equipamento (só para características dos equipamentos).',
      });
    }
  });
export type TemplateInput = z.input<typeof TemplateInputSchema>;

export const TemplateParamsSchema = z.object({ templateId: recordIdParam() });
