import { PROPOSAL_EQUIPMENT_TYPE_LABELS, type ProposalEquipment } from '@camara-fria/contracts';
import { EMPTY_CELL } from '../format.ts';
import {
  defineColumn,
  type ColumnDefinition,
  type DocumentLayout,
  type ProposalColumn,
} from './column.ts';

/*
 * The equipment list of the selection (spec part 2 §2.4), one row per equipment line, on the
 * screen and in the documents. The model names the row and carries the "Especial" mark of
 * special equipment.
 */

export const EQUIPMENT_TABLE = {
  title: 'Equipamentos',
  caption: 'Lista de equipamentos',
  /** The mark after the name of special equipment. */
  special: 'Especial',
} as const;

export interface EquipmentColumn extends ProposalColumn<ProposalEquipment> {
  readonly layout: DocumentLayout;
  /** The cell that names the row (a row header), marked when the equipment is special. */
  readonly isRowName: boolean;
}

const column = <Value>(
  layout: DocumentLayout,
  definition: ColumnDefinition<ProposalEquipment, Value>,
  isRowName = false,
): EquipmentColumn => ({ ...defineColumn(definition), layout, isRowName });

export const EQUIPMENT_COLUMNS: readonly EquipmentColumn[] = [
  column(
    { width: 1.4, align: 'left' },
    {
      key: 'type',
      name: 'Tipo',
      value: (equipment) => equipment.type,
      format: (type) => PROPOSAL_EQUIPMENT_TYPE_LABELS[type],
    },
  ),
  column(
    { width: 2.2, align: 'left' },
    { key: 'model', name: 'Modelo', value: (equipment) => equipment.model, format: String },
    true,
  ),
  column(
    { width: 1.4, align: 'left' },
    {
      key: 'sku',
      name: 'SKU',
      value: (equipment) => equipment.sku?.sku ?? null,
      format: (sku) => sku ?? EMPTY_CELL,
    },
  ),
  column(
    { width: 0.9, align: 'right' },
    { key: 'count', name: 'Quantidade', value: (equipment) => equipment.count, format: String },
  ),
];
