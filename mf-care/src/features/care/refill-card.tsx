// Refill (SPEC §2.8, §4 prescription groups): a completed consult's prescriptions grouped by what each
// allows — refills left, always refillable (over the counter), none left, not refillable — and a
// refill of the ones she chooses, straight into checkout. A failure stays beside the choice.
import { useId, useState } from 'react';
import { Banner, Button, Card, errorField, errorMessage, Link, paths } from '@flora/shared';
import { type Consult, consultTypeForPatient, formatDisplayDate, groupPrescriptions, type Prescription } from '@flora/shared/domain';
import { CheckboxGroup } from '@flora/shared/forms';
import { leaveFor } from '@flora/shared/data';
import { useRefillCheckout } from './api/refill-checkout';
import styles from './my-treatments-page.module.css';

const CHOOSE_ONE = 'Choose at least one treatment to refill.';

export function RefillCard({ consult, productName }: { consult: Consult; productName: (slug: string) => string }) {
  const titleId = useId();
  const groups = groupPrescriptions(consult.prescriptions);
  // A refillable product that is also over the counter sits in two groups: offer it once.
  const refillable = [...new Map([...groups.withRefills, ...groups.alwaysRefillable].map((p) => [p.product.slug, p])).values()];
  const [chosen, setChosen] = useState<string[]>([]);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const checkout = useRefillCheckout(consult.uid);

  const request = () => {
    if (chosen.length === 0) return setChoiceError(CHOOSE_ONE);
    setChoiceError(null);
    checkout.mutate(chosen, { onSuccess: ({ checkout_url }) => leaveFor(checkout_url) });
  };
  const refused = checkout.isError && errorField(checkout.error) === 'product_slugs';
  const name = (p: Prescription) => productName(p.product.slug);

  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {consultTypeForPatient(consult.type)}
        {consult.created_at && <span className={styles.subtitle}> · started {formatDisplayDate(consult.created_at)}</span>}
      </h3>
      {refillable.length > 0 ? (
        <>
          <CheckboxGroup
            legend="Choose what to refill"
            name={`refill-${consult.uid}`}
            values={chosen}
            onValuesChange={(values) => {
              setChosen(values);
              if (values.length) setChoiceError(null);
            }}
            error={choiceError ?? (refused ? errorMessage(checkout.error) : undefined)}
            options={refillable.map((p) => ({
              value: p.product.slug,
              // One inline run of text: the name, then what it allows.
              label: (
                <span>
                  {name(p)}
                  <span className={styles.muted}>
                    {' · '}
                    {p.is_otc_product ? 'over the counter: order any time' : `${p.refills_remaining} ${p.refills_remaining === 1 ? 'refill' : 'refills'} left`}
                  </span>
                </span>
              ),
            }))}
          />
          {checkout.isError && !refused && <Banner tone="error">{errorMessage(checkout.error)}</Banner>}
          <div className={styles.actions}>
            <Button loading={checkout.isPending || checkout.isSuccess} loadingLabel="Starting checkout…" onClick={request}>
              Request refill
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.muted}>Nothing on this prescription can be refilled right now.</p>
      )}
      {groups.noRefillsRemaining.length > 0 && (
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>No refills left</h4>
          <ul className={styles.plain}>
            {groups.noRefillsRemaining.map((p) => (
              <li key={p.product.slug}>{name(p)}</li>
            ))}
          </ul>
          <p className={styles.muted}>
            To continue one of these, <Link to={paths.consult(consult.uid)}>message your provider</Link> about a renewal.
          </p>
        </div>
      )}
      {groups.notRefillable.length > 0 && (
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>Not refillable</h4>
          <ul className={styles.plain}>
            {groups.notRefillable.map((p) => (
              <li key={p.product.slug}>{name(p)}</li>
            ))}
          </ul>
          <p className={styles.muted}>These were prescribed for this treatment course only.</p>
        </div>
      )}
    </Card>
  );
}
