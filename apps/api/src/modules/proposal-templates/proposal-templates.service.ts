import {
  COMMERCIAL_TEXT_FIELDS,
  PROPOSAL_EQUIPMENT_TYPES,
  TEMPLATE_KINDS,
  type CommercialTemplateOptions,
  type CommercialTextField,
  type TemplateInputSchema,
  type TemplateKind,
  type TemplateOption,
  type z,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { resolveUserId } from '../users/users.service.ts';
import { DEFAULT_TEMPLATES } from './default-templates.ts';
import { presentTemplate } from './proposal-templates.presenter.ts';
import {
  archiveTemplate as archiveTemplateRow,
  clearDefault,
  findActiveTemplate,
  findActiveTemplates,
  findDefaultTemplates,
  findSeedKeys,
  insertSeededTemplates,
  insertTemplate,
  nextPosition,
  updateTemplate as updateTemplateRow,
  type TemplateColumns,
  type TemplateRow,
} from './proposal-templates.repository.ts';

export { loadDefaultTexts, type DefaultTexts } from './default-texts.ts';

/** The body of POST and PUT after the contract's parsing. */
export type TemplateData = z.output<typeof TemplateInputSchema>;

/** Spec §6: the editor sections (and their options) answer 403 to anyone else. */
export const EDITOR_SECTION_MESSAGE = 'Somente editores podem acessar esta seção.';
export const EDITOR_TEMPLATES_MESSAGE = 'Somente editores podem gerenciar os modelos de texto.';
export const TEMPLATE_NOT_FOUND_MESSAGE = 'Modelo de texto não encontrado.';

const templateConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Este modelo de texto foi alterado por outra pessoa. Recarregue e tente novamente.',
  );

function requireEditor(principal: Principal, message: string): void {
  if (!principal.isEditor) throw forbidden(message);
}

/** Creating, changing and archiving options is the editor's (403 otherwise). */
export function assertTemplateEditor(principal: Principal): void {
  requireEditor(principal, EDITOR_TEMPLATES_MESSAGE);
}

/** The options of one text block as the section's selector lists them. */
export type SingleTemplateSection = 'presentation' | 'generalConditions' | 'responsible';

/** GET …/templates/current/{presentation,general-conditions,responsible} (editor). */
export async function listSectionOptions(
  db: Database,
  principal: Principal,
  kind: SingleTemplateSection,
): Promise<TemplateOption[]> {
  requireEditor(principal, EDITOR_SECTION_MESSAGE);
  return (await findActiveTemplates(db, [kind])).map(presentTemplate);
}

/** GET …/templates/current/equipment-selection (every user: the section is everyone's). */
export async function listEquipmentCharacteristicOptions(db: Database): Promise<TemplateOption[]> {
  const rows = await findActiveTemplates(db, ['equipmentCharacteristic']);
  return sortByKindAndKey(rows).map(presentTemplate);
}

/** GET …/templates/current/commercial-conditions (editor): the options of each text block. */
export async function listCommercialOptions(
  db: Database,
  principal: Principal,
): Promise<CommercialTemplateOptions> {
  requireEditor(principal, EDITOR_SECTION_MESSAGE);
  const rows = await findActiveTemplates(db, COMMERCIAL_TEXT_FIELDS);
  const options = Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, [] as TemplateOption[]]),
  ) as Record<CommercialTextField, TemplateOption[]>;
  for (const row of rows) options[row.kind as CommercialTextField].push(presentTemplate(row));
  return options;
}

/**
 * The rows in the contract's order of kinds, then equipment types; inside one kind and type the
 * stored order (position, then id) stays.
 */
function sortByKindAndKey(rows: TemplateRow[]): TemplateRow[] {
  const rank = (row: TemplateRow) => {
    const kind = TEMPLATE_KINDS.indexOf(row.kind as TemplateKind);
    const type = PROPOSAL_EQUIPMENT_TYPES.findIndex((value) => value === row.equipmentType);
    return (kind < 0 ? TEMPLATE_KINDS.length : kind) * 100 + (type + 1);
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** GET /v1/proposals/templates (editor): every option that is not archived. */
export async function listTemplates(db: Database, principal: Principal): Promise<TemplateOption[]> {
  requireEditor(principal, EDITOR_TEMPLATES_MESSAGE);
  return sortByKindAndKey(await findActiveTemplates(db)).map(presentTemplate);
}

function toColumns(data: TemplateData): TemplateColumns {
  return {
    kind: data.kind,
    equipmentType: data.kind === 'equipmentCharacteristic' ? data.key : null,
    title: data.title,
    text: data.text,
    isDefault: data.isDefault,
  };
}

/** A default switched on by a racing save trips the one-default index: that save is stale. */
function translateUniqueViolation(error: unknown): never {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: string }).code === '23505') throw templateConflict();
    cause = (cause as { cause?: unknown }).cause;
  }
  throw error;
}

/** POST /v1/proposals/templates (editor): a new option, last of its kind. */
export async function createTemplate(
  db: Database,
  principal: Principal,
  data: TemplateData,
): Promise<TemplateOption> {
  requireEditor(principal, EDITOR_TEMPLATES_MESSAGE);
  const userId = await resolveUserId(db, principal);
  const columns = toColumns(data);
  const row = await db
    .transaction(async (tx) => {
      if (columns.isDefault) await clearDefault(tx, columns.kind, columns.equipmentType);
      const position = await nextPosition(tx, columns.kind, columns.equipmentType);
      return insertTemplate(tx, columns, position, userId);
    })
    .catch(translateUniqueViolation);
  return presentTemplate(row);
}

/**
 * PUT /v1/proposals/templates/{id} (editor), over the version it was loaded at. Marking it the
 * default takes the flag from the other option of its kind (and equipment type) in the same
 * transaction; a stale version changes nothing.
 */
export async function updateTemplate(
  db: Database,
  principal: Principal,
  id: number,
  data: TemplateData,
  expectedVersion: number,
): Promise<TemplateOption> {
  requireEditor(principal, EDITOR_TEMPLATES_MESSAGE);
  const userId = await resolveUserId(db, principal);
  const columns = toColumns(data);
  const row = await db
    .transaction(async (tx) => {
      const current = await findActiveTemplate(tx, id);
      if (!current) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
      if (current.version !== expectedVersion) throw templateConflict();
      const moved =
        current.kind !== columns.kind || current.equipmentType !== columns.equipmentType;
      if (columns.isDefault) await clearDefault(tx, columns.kind, columns.equipmentType, id);
      const saved = await updateTemplateRow(
        tx,
        id,
        expectedVersion,
        moved
          ? { ...columns, position: await nextPosition(tx, columns.kind, columns.equipmentType) }
          : columns,
        userId,
      );
      if (!saved) throw templateConflict();
      return saved;
    })
    .catch(translateUniqueViolation);
  return presentTemplate(row);
}

/**
 * DELETE /v1/proposals/templates/{id} (editor): archives the option. It is no longer offered nor
 * a default; proposals whose texts came from it keep them (and its id).
 */
export async function archiveTemplate(
  db: Database,
  principal: Principal,
  id: number,
): Promise<void> {
  requireEditor(principal, EDITOR_TEMPLATES_MESSAGE);
  const userId = await resolveUserId(db, principal);
  const archived = await db.transaction((tx) => archiveTemplateRow(tx, id, userId));
  if (!archived) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
}

const slotOf = (kind: string, equipmentType: string | null) => `${kind}|${equipmentType ?? ''}`;

/**
 * Stores the seeded options (default-templates.ts) that the database does not hold yet, in one
 * transaction: `INSERT … ON CONFLICT (seed_key) DO NOTHING`, so a restart adds nothing twice and
 * an option an editor changed or archived is never overwritten nor brought back. A seeded option
 * is the default of its kind only when the kind has no default yet (an editor's choice stays).
 *
 * @returns how many options were added.
 */
export async function seedProposalTemplates(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await findSeedKeys(tx);
    const defaults = new Set(
      (await findDefaultTemplates(tx)).map((row) => slotOf(row.kind, row.equipmentType)),
    );
    const positions = new Map<string, number>();
    const rows: Parameters<typeof insertSeededTemplates>[1] = [];
    for (const template of DEFAULT_TEMPLATES) {
      const slot = slotOf(template.kind, template.equipmentType);
      const position = positions.get(slot) ?? 0;
      positions.set(slot, position + 1);
      if (stored.has(template.seedKey)) continue;
      const isDefault = template.isDefault && !defaults.has(slot);
      if (isDefault) defaults.add(slot);
      rows.push({
        seedKey: template.seedKey,
        kind: template.kind,
        equipmentType: template.equipmentType,
        title: template.title,
        text: template.text,
        isDefault,
        position,
      });
    }
    return insertSeededTemplates(tx, rows);
  });
}
