import { Fragment, type ReactNode } from "react";

export interface Column<Row> {
  /** The column's header, which also labels the column's value in a row's card on a phone. */
  header: string;
  /** The row's controls: the header is for screen readers only, and the card shows them last, unlabelled. */
  actions?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: "start" | "end";
  /** Classes for the column's value beyond padding and alignment, in the table and the card alike. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Tight unpadded rows under a plain header, for figures in a report. */
  compact?: boolean;
  labelledBy?: string;
  testId?: string;
}

const LOOK = {
  regular: {
    head: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
    th: "",
    cell: "px-4 py-3",
    card: "px-4",
  },
  compact: { head: "text-slate-500", th: "font-medium", cell: "py-1", card: "" },
};

const alignOf = <Row,>(column: Column<Row>) =>
  (column.align ?? (column.actions ? "end" : "start")) === "end" ? "text-end" : "text-start";

const shown = (node: ReactNode) => node !== null && node !== undefined && node !== false;

function RowCard<Row>({ row, columns, padding }: { row: Row; columns: Column<Row>[]; padding: string }) {
  const controls = columns
    .filter((column) => column.actions)
    .map((column) => ({ key: column.header, node: column.cell(row) }))
    .filter(({ node }) => shown(node));
  return (
    <li className={`space-y-3 py-3 ${padding}`}>
      <dl className="space-y-1.5">
        {columns
          .filter((column) => !column.actions)
          .map((column) => (
            <div key={column.header} className="flex items-baseline justify-between gap-4">
              <dt className="max-w-1/2 shrink-0 text-xs font-medium uppercase tracking-wide text-slate-500">
                {column.header}
              </dt>
              <dd className={`min-w-0 break-words text-end ${column.className ?? ""}`}>{column.cell(row)}</dd>
            </div>
          ))}
      </dl>
      {controls.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          {controls.map(({ key, node }) => (
            <Fragment key={key}>{node}</Fragment>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * Rows of data as a table from Tailwind's `sm` up, and below it as a list of cards that label each value with its
 * column's header, so a phone shows every value without scrolling sideways. Only one of the two is displayed.
 */
export function DataTable<Row>({ columns, rows, rowKey, compact = false, labelledBy, testId }: DataTableProps<Row>) {
  const look = compact ? LOOK.compact : LOOK.regular;
  return (
    <>
      <table className="hidden w-full text-sm sm:table" aria-labelledby={labelledBy} data-testid={testId}>
        <thead className={look.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${look.cell} ${alignOf(column)} ${look.th}`}>
                {column.actions ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100 align-top">
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? "row" : undefined}
                    className={`${look.cell} ${alignOf(column)} ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 text-sm sm:hidden" aria-labelledby={labelledBy}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} padding={look.card} />
        ))}
      </ul>
    </>
  );
}
