// The findings of the STI + expanded PCR panel on My Results, calm and plain: each infection the
// panel checks for, detected or not detected (in words, not colour alone), with one sentence on what
// it means; pending while the lab has not reported the panel. What to do about it is the STI
// treatment card beside it.
import { Card, StatusPill } from '@flora/shared';
import { detectedNames, joinNames, type PcrFindings } from '../pcr-findings';
import styles from './pcr-findings-card.module.css';

export interface PcrFindingsCardProps {
  /** GET /api/v1/user-tests/{hash}/ pcr_findings: null while pending. */
  findings: PcrFindings;
}

export function PcrFindingsCard({ findings }: PcrFindingsCardProps) {
  if (!findings) {
    return (
      <Card title="STI panel">
        <p>
          Your STI panel findings are pending: the lab has not reported them yet. They will appear here, and if anything is
          detected you can start STI treatment from this page.
        </p>
      </Card>
    );
  }
  const detected = detectedNames(findings);
  return (
    <Card title="STI panel">
      <p>
        {detected.length > 0
          ? `Your STI panel detected ${joinNames(detected)}. This is common and treatable, and a clinician can prescribe what you need.`
          : 'Nothing was detected on your STI panel.'}
      </p>
      <ul className={styles.findings} aria-label="STI panel findings">
        {findings.map((f) => (
          <li key={f.target} className={styles.finding}>
            <span>{f.name}</span>
            <StatusPill tone={f.detected ? 'warning' : 'success'}>{f.detected ? 'Detected' : 'Not detected'}</StatusPill>
          </li>
        ))}
      </ul>
    </Card>
  );
}
