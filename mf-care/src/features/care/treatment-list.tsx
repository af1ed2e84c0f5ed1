// Treatments with their price (the discounted price when there is one), for the offers of Care.
import { formatCurrency } from '@flora/shared';
import styles from './care-state-card.module.css';

export interface ListedTreatment {
  slug: string;
  name: string;
  price: number;
  discounted_price: number | null;
  /** E.g. the condition it treats. */
  detail?: string;
}

export function TreatmentList({ treatments }: { treatments: ListedTreatment[] }) {
  return (
    <ul className={styles.treatments}>
      {treatments.map((t) => (
        <li key={t.slug} className={styles.treatment}>
          <span>
            {t.name}
            {t.detail && <span className={styles.detail}> · {t.detail}</span>}
          </span>
          <span className={styles.price}>{formatCurrency(t.discounted_price ?? t.price)}</span>
        </li>
      ))}
    </ul>
  );
}
