import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './stacked-table.module.css';

type StackedTableProps = TableProps & {
  /** The name of the region that scrolls sideways when the table is wider than the screen. */
  regionLabel: string;
  /** px: the table's width from 48 em (768 px) up; narrower screens scroll inside the region. */
  minWidth: number;
};

/**
 * A table that becomes a list of cards on a phone (below 48 em): each row a card, each cell a
 * line led by its `CellLabel`, so every cell is read without scrolling sideways and the page
 * never widens (docs/decisions/068). From 48 em up it is the table, in a region the keyboard
 * can reach that scrolls sideways when the table is wider than it (axe
 * `scrollable-region-focusable`). The column headers stay in the table, out of sight on a phone.
 */
export function StackedTable({
  regionLabel,
  minWidth,
  className,
  style,
  ...props
}: StackedTableProps) {
  const width = { '--stacked-table-min-width': `${minWidth}px` } as CSSProperties;
  return (
    <div role="region" aria-label={regionLabel} tabIndex={0} className={classes.region}>
      <Table
        {...props}
        className={className ? `${classes.table} ${className}` : classes.table}
        style={[width, style]}
      />
    </div>
  );
}

/**
 * A cell's column name, shown only on a phone where the header row is out of sight; hidden
 * from assistive technology, which reads the column header.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={classes.label} aria-hidden="true">
      {children}
    </span>
  );
}
