// Treatments with their price (the discounted price when there is one), for the offers of Care;
// each with an "Add" button into her cart when the offer is one she can buy now.
import { Button } from '@flora/shared';
import { formatCurrency } from '@flora/shared/domain';
import { treatmentItem, useAddToCart } from './use-add-to-cart';
import styles from './care-state-card.module.css';

export interface ListedTreatment {
  slug: string;
  name: string;
  price: number;
  discounted_price: number | null;
  /** E.g. the condition it treats. */
  detail?: string;
}

export function TreatmentList({ treatments, buyable = false }: { treatments: ListedTreatment[]; buyable?: boolean }) {
  const { add, adding } = useAddToCart();
  return (
    <ul className={styles.treatments}>
      {treatments.map((t) => (
        <li key={t.slug} className={styles.treatment}>
          <span>
            {t.name}
            {t.detail && <span className={styles.detail}> · {t.detail}</span>}
          </span>
          <span className={styles.price}>{formatCurrency(t.discounted_price ?? t.price)}</span>
          {buyable && (
            <Button variant="secondary" disabled={adding} onClick={() => add(treatmentItem(t.slug))}>
              Add {t.name}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
