// The plan's items grouped by category, in plan order. Each item is a checkbox (its title) with why
// her result calls for it; marking it is optimistic, and a refused mark goes back with a message
// beside the item.
import { useState } from 'react';
import { Card, cx, errorMessage, layoutClassNames, Link, paths } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { useMarkPlanItem } from '../api/mark-plan-item';
import type { Plan, PlanItem } from '../api/plan';
import { groupByCategory } from '../plan-categories';
import styles from './plan-items.module.css';

function ItemLinks({ item }: { item: PlanItem }) {
  if (item.product?.pdp_slug) {
    return <Link to={paths.shop.treatmentPdp(item.product.pdp_slug)}>See the {item.product.name}</Link>;
  }
  if (item.product) return <Link to={paths.shop.treatment(item.product.slug)}>See the {item.product.name}</Link>;
  if (item.key === 'products-treatment') return <Link to={paths.care()}>Start a care visit</Link>;
  return null;
}

function Item({ item, hash }: { item: PlanItem; hash: string }) {
  const mark = useMarkPlanItem(hash);
  const [error, setError] = useState<string | null>(null);
  // While the mark is on its way it shows at once (the cached plan follows a moment later).
  const done = mark.isPending && mark.variables ? mark.variables.done : item.done;
  const whyId = `plan-item-why-${item.id}`;
  const errorId = `plan-item-error-${item.id}`;
  const toggle = (done: boolean) => {
    setError(null);
    mark.mutate(
      { id: item.id, done },
      { onError: (failure) => setError(`We could not save this change, so it is back as it was. ${errorMessage(failure)}`) },
    );
  };
  return (
    <li className={styles.item} data-done={done || undefined}>
      <div className={styles.row}>
        <input
          id={`plan-item-${item.id}`}
          type="checkbox"
          className={styles.checkbox}
          checked={done}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby={error ? `${whyId} ${errorId}` : whyId}
          aria-invalid={error ? true : undefined}
        />
        <div className={styles.body}>
          <label htmlFor={`plan-item-${item.id}`} className={styles.title}>
            {item.title}
          </label>
          <p id={whyId} className={styles.why}>
            {item.why}
            {item.due_date && <> Around {formatDisplayDate(item.due_date)}.</>}
          </p>
          <ItemLinks item={item} />
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

export function PlanItems({ plan }: { plan: Plan }) {
  return (
    <>
      {groupByCategory(plan.items).map(({ category, label, items }) => (
        <Card key={category} title={label}>
          <ul className={cx(layoutClassNames.plainList, styles.list)} aria-label={label}>
            {items.map((item) => (
              <Item key={item.id} item={item} hash={plan.hash} />
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}
