// The microbes the lab found as bars grouped by classification (CSS bars, no chart library), with
// the same numbers as a table. The chart is hidden from screen readers; the table is always there
// for them, and "Show as table" shows it to everyone instead of the chart.
import { useId, useState } from 'react';
import { Button } from '@flora/shared';
import { groupByClassification, percent, type MicrobeShare } from '../../../lib/abundance';
import colours from '../../../lib/classification.module.css';
import styles from './abundance-chart.module.css';

export function AbundanceChart({ microbes }: { microbes: readonly MicrobeShare[] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const groups = groupByClassification(microbes);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Button variant="ghost" aria-controls={tableId} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {!asTable && (
        <div className={styles.chart} aria-hidden="true" data-testid="abundance-chart">
          {groups.map((group) => (
            <section key={group.classification} className={styles.group}>
              <div className={styles.groupHead}>
                <h3 className={styles.groupTitle}>
                  <span className={`${colours.swatch} ${colours[group.classification]}`} />
                  {group.label}
                </h3>
                <span className={styles.groupTotal}>{percent(group.total)}</span>
              </div>
              <p className={styles.hint}>{group.hint}</p>
              {group.microbes.length === 0 ? (
                <p className={styles.none}>None found</p>
              ) : (
                <ul className={styles.bars}>
                  {group.microbes.map((m) => (
                    <li key={m.name} className={styles.bar}>
                      <span className={styles.name}>{m.name}</span>
                      <span className={styles.value}>{percent(m.relative_abundance)}</span>
                      <span className={styles.track}>
                        <span
                          className={`${styles.fill} ${colours[group.classification]}`}
                          style={{ width: `${Math.min(100, Math.max(0, m.relative_abundance))}%` }}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      {/* A table does not clip its own overflow, so a div hides it when the chart shows. */}
      <div id={tableId} className={asTable ? undefined : styles.visuallyHidden}>
        <table className={styles.table}>
          <caption>Microbes the lab found, by type, most abundant first</caption>
          <thead>
            <tr>
              <th scope="col">Microbe</th>
              <th scope="col">Share of your sample</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.classification}>
              <tr className={styles.groupRow}>
                <th scope="rowgroup">{group.label} (total)</th>
                <td>{percent(group.total)}</td>
              </tr>
              {group.microbes.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{m.name}</th>
                  <td>{percent(m.relative_abundance)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
