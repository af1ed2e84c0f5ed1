import { useId, type Key, type ReactNode } from 'react';
import { cx } from '@flora/shared/basics';
import styles from './data-list.module.css';
import { useIsNarrowScreen } from './use-is-narrow-screen';

export interface DataListColumn<T> {
  key: string;
  /** The column header on wide screens, each value's label in card mode. */
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** This column names the row: a row header in the table, the first and bold line of a card. */
  rowHeader?: boolean;
}

export interface DataListProps<T> {
  columns: readonly DataListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** A visible caption naming the list; or give `aria-label`. */
  caption?: ReactNode;
  'aria-label'?: string;
  /** Shown instead when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * Rows of records (tests, orders): a table on wide screens; below 600 px a list of cards in which
 * every value keeps its header as a label (dt/dd). Two real structures rather than a table restyled
 * with CSS, which loses its table semantics in some browsers and cannot show a header as a label.
 */
export function DataList<T>({ columns, rows, rowKey, caption, 'aria-label': ariaLabel, empty, className }: DataListProps<T>) {
  const narrow = useIsNarrowScreen();
  const captionId = useId();
  if (rows.length === 0) return <div className={cx(styles.empty, className)}>{empty ?? 'Nothing to show yet.'}</div>;

  if (narrow) {
    return (
      <div className={cx(styles.dataList, className)}>
        {caption && (
          <p id={captionId} className={styles.caption}>
            {caption}
          </p>
        )}
        <ul className={styles.cards} aria-labelledby={caption ? captionId : undefined} aria-label={caption ? undefined : ariaLabel}>
          {rows.map((row, index) => (
            <li key={rowKey(row, index)} className={styles.card}>
              <dl className={styles.fields}>
                {columns.map((column) => (
                  <div key={column.key} className={cx(styles.field, column.rowHeader && styles.rowHeader)}>
                    <dt className={styles.label}>{column.header}</dt>
                    <dd className={styles.value}>{column.render(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    // A table wider than its column scrolls in its box, which keyboard users must reach too (axe
    // scrollable-region-focusable): a named, focusable region around it.
    <div
      className={cx(styles.dataList, styles.scroll, className)}
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling box itself is what the keyboard must reach
      tabIndex={0}
      aria-labelledby={caption ? captionId : undefined}
      aria-label={caption ? undefined : ariaLabel}
    >
      <table className={styles.table} aria-label={caption ? undefined : ariaLabel}>
        {caption && (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row">
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.key}>{column.render(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
