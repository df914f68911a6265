/*
 * One column (or row) of a proposal table, as every output reads it (ADR 048): the screen
 * (apps/web), the documents (packages/reports) and the revision compare map over the same array,
 * so a column is written once: its Portuguese name and unit, how its value is read and how it is
 * written.
 */

/** How a table's column sits in the documents' tables: its relative width and alignment. */
export interface DocumentLayout {
  readonly width: number;
  readonly align: 'left' | 'center' | 'right';
}

/** What the revision compare reports of a column: its label there and the value with its unit. */
export interface ColumnChange<Row> {
  readonly label: string;
  readonly format: (row: Row) => string;
}

export interface ProposalColumn<Row, Key extends string = string> {
  readonly key: Key;
  /** Portuguese, without the unit: 'Capacidade resultante'. */
  readonly name: string;
  readonly unit: string | null;
  /** The header, as the screen and the documents write it: 'Capacidade resultante (kcal/h)'. */
  readonly label: string;
  /** The written cell: the value read from the row, then formatted. */
  readonly cell: (row: Row) => string;
  /** Present when the revision compare reports this column. */
  readonly change?: ColumnChange<Row>;
}

/** How a table writes one column, as the tables define it (see {@link defineColumn}). */
export interface ColumnDefinition<Row, Value, Key extends string = string> {
  key: Key;
  name: string;
  unit?: string;
  /** Reads the column's value from the row. */
  value: (row: Row) => Value;
  /** Writes the value in the cell. */
  format: (value: Value) => string;
  /** How the revision compare writes it: its own label (the column's name by default). */
  change?: { label?: string; format: (value: Value) => string };
}

/** 'Capacidade resultante' and 'kcal/h' → 'Capacidade resultante (kcal/h)'. */
export function withUnit(name: string, unit: string | null | undefined): string {
  return unit ? `${name} (${unit})` : name;
}

/**
 * One column: its key, name and unit, the value accessor and the formatter of the cell and,
 * optionally, how the revision compare writes it.
 */
export function defineColumn<Row, Value, Key extends string>(
  definition: ColumnDefinition<Row, Value, Key>,
): ProposalColumn<Row, Key> {
  const { key, name, unit = null, value, format, change } = definition;
  return {
    key,
    name,
    unit,
    label: withUnit(name, unit),
    cell: (row) => format(value(row)),
    ...(change && {
      change: { label: change.label ?? name, format: (row: Row) => change.format(value(row)) },
    }),
  };
}
