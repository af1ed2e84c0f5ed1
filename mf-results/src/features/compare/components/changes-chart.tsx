// Each microbe's change as paired bars (before, muted; after, in its classification's colour),
// drawn with CSS, with the same numbers as a table. As on My Results, the chart is hidden from
// screen readers, the table is always there for them, and "Show as table" shows it to everyone.
import { useId, useState } from 'react';
import { Button, layoutClassNames } from '@flora/shared';
import { percent } from '../../../lib/abundance';
import { signedChange, type MicrobeChange } from '../microbe-changes';
import colours from '../../../lib/classification.module.css';
import styles from './changes-chart.module.css';

const NOT_DETECTED = 'Not detected';
const value = (share: number | null) => (share === null ? NOT_DETECTED : percent(share));
const width = (share: number | null) => `${Math.min(100, Math.max(0, share ?? 0))}%`;

export function ChangesChart({ changes }: { changes: readonly MicrobeChange[] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return (
    <div className={styles.root}>
      <div className={layoutClassNames.toolbar}>
        <div className={styles.legend} aria-hidden="true">
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.before}`} /> Before
          </span>
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.afterKey}`} /> After
          </span>
        </div>
        <Button variant="ghost" aria-controls={tableId} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {!asTable && (
        <ul className={styles.chart} aria-hidden="true" data-testid="changes-chart">
          {changes.map((c) => (
            <li key={c.name} className={styles.microbe}>
              <div className={styles.head}>
                <span className={styles.name}>{c.name}</span>
                <span className={styles.delta}>{signedChange(c.delta)}</span>
              </div>
              <div className={styles.pair}>
                <span className={styles.which}>Before</span>
                <span className={styles.track}>
                  <span className={`${styles.fill} ${styles.before}`} style={{ width: width(c.before) }} />
                </span>
                <span className={styles.value}>{value(c.before)}</span>
                <span className={styles.which}>After</span>
                <span className={styles.track}>
                  <span className={`${styles.fill} ${colours[c.classification]}`} style={{ width: width(c.after) }} />
                </span>
                <span className={styles.value}>{value(c.after)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* A table does not clip its own overflow, so a div hides it when the chart shows. */}
      <div id={tableId} className={asTable ? undefined : styles.visuallyHidden}>
        <table className={styles.table}>
          <caption>Each microbe before and after, biggest change first</caption>
          <thead>
            <tr>
              <th scope="col">Microbe</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td className={c.before === null ? undefined : styles.number}>{value(c.before)}</td>
                <td className={c.after === null ? undefined : styles.number}>{value(c.after)}</td>
                <td className={styles.number}>{signedChange(c.delta)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
