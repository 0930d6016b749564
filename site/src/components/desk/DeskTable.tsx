import type { Key, ReactNode } from 'react';

/** One column of a desk table: its header, what each row shows in it, and its classes. */
export type DeskColumn<Row> = {
  /** Its words, also its key: unique in a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** On the header and every cell (`number` right-aligns amounts). */
  className?: string;
  /** On the cells only, after `className` (the phone card's slot: `desk-card__total`). */
  cellClassName?: string;
  /** The cell names its row (`<th scope="row">`), so a screen reader reads it with each cell of the row. */
  rowHeader?: boolean;
};

/**
 * The desk's one table (desk.css: `.desk-table`, wrapped in `.desk-table-wrap` to scroll sideways
 * rather than overflow): columns as data, rows keyed, what shows when there are no rows, and a
 * caption, visible or for screen readers only.
 */
export function DeskTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  captionHidden = false,
  empty = null,
  className,
  rowClassName,
  wrapped = true,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A `false` leaves a column out (one only some staff see). */
  columns: readonly (DeskColumn<Row> | false)[];
  caption?: ReactNode;
  /** The caption is read by screen readers and not shown. */
  captionHidden?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Classes after `desk-table` (`desk-table--cards`: a card per row on a phone). */
  className?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** Without the sideways-scrolling wrapper (a printed sheet). */
  wrapped?: boolean;
}) {
  if (rows.length === 0) return <>{empty}</>;
  const shown = columns.filter((column): column is DeskColumn<Row> => column !== false);
  const table = (
    <table className={className ? `desk-table ${className}` : 'desk-table'}>
      {caption && <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>}
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {shown.map((column) => {
              const cellClass = [column.className, column.cellClassName].filter(Boolean).join(' ') || undefined;
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={cellClass}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={cellClass}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return wrapped ? <div className="desk-table-wrap">{table}</div> : table;
}
