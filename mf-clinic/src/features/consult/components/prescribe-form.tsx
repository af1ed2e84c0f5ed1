// Prescribe: pick treatments from the catalogue, each with its refills (0-11), and save. Saving
// replaces the consult's prescriptions; an API error naming `prescriptions` shows beside the list.
import { useState, type FormEvent } from 'react';
import { Banner, Button, errorField, errorMessage, QueryView, TextField, VisuallyHidden } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import type { ClinicianConsult } from '../api/clinician-consult';
import { type Prescribable, usePrescribables } from '../api/prescribables';
import { useSavePrescriptions } from '../api/save-prescriptions';
import styles from '../consult-page.module.css';

export const MAX_REFILLS = 11;

interface Choice {
  chosen: boolean;
  refills: string;
}

const initialChoices = (view: ClinicianConsult): Record<string, Choice> =>
  Object.fromEntries(view.consult.prescriptions.map((p) => [p.product.slug, { chosen: true, refills: String(p.refills_remaining) }]));

export function PrescribeForm({ view }: { view: ClinicianConsult }) {
  return (
    <QueryView query={usePrescribables()} loadingLabel="Loading the treatments…">
      {(catalogue) => <PrescribeChoices view={view} catalogue={catalogue} />}
    </QueryView>
  );
}

function PrescribeChoices({ view, catalogue }: { view: ClinicianConsult; catalogue: Prescribable[] }) {
  const save = useSavePrescriptions(view.consult.uid);
  const [choices, setChoices] = useState(() => initialChoices(view));
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const [saved, setSaved] = useState('');
  const choiceOf = (slug: string): Choice => choices[slug] ?? { chosen: false, refills: '0' };
  const change = (slug: string, next: Partial<Choice>) => {
    setSaved('');
    setChoices((all) => ({ ...all, [slug]: { ...choiceOf(slug), ...next } }));
  };

  const refillsError = (slug: string) => {
    const { chosen, refills } = choiceOf(slug);
    return chosen && !(/^\d{1,2}$/.test(refills) && Number(refills) <= MAX_REFILLS) ? `Refills: a whole number from 0 to ${MAX_REFILLS}.` : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved('');
    const chosen = catalogue.filter((p) => choiceOf(p.slug).chosen);
    if (!chosen.length) return setError({ field: true, message: 'Choose at least one treatment to prescribe.' });
    if (chosen.some((p) => refillsError(p.slug))) return setError({ field: true, message: 'Check the refills of the treatments marked below.' });
    try {
      await save.mutateAsync(chosen.map((p) => ({ product_slug: p.slug, refills: Number(choiceOf(p.slug).refills) })));
      setSaved('Prescriptions saved.');
    } catch (failure) {
      setError({ field: errorField(failure) === 'prescriptions', message: errorMessage(failure) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Prescriptions">
      {error && !error.field && (
        <Banner tone="error" title="The prescriptions were not saved">
          {error.message}
        </Banner>
      )}
      <fieldset className={styles.fieldset} aria-describedby={error?.field ? 'prescriptions-error' : undefined} aria-invalid={error?.field || undefined}>
        <legend className={styles.legend}>Treatments to prescribe</legend>
        <ul className={styles.prescribeChoices}>
          {catalogue.map((product) => {
            const choice = choiceOf(product.slug);
            return (
              <li key={product.slug} className={styles.choice}>
                <Checkbox
                  label={product.name}
                  hint={`${product.slug} · ${product.kind === 'treatment' ? 'treatment' : 'routine essential'}`}
                  checked={choice.chosen}
                  onChange={(event) => change(product.slug, { chosen: event.target.checked })}
                />
                {choice.chosen && (
                  <TextField
                    className={styles.refills}
                    label={
                      <>
                        Refills<VisuallyHidden>{` of ${product.name}`}</VisuallyHidden>
                      </>
                    }
                    hint={`0 to ${MAX_REFILLS}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_REFILLS}
                    value={choice.refills}
                    error={refillsError(product.slug)}
                    onChange={(event) => change(product.slug, { refills: event.target.value })}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {error?.field && (
          <p id="prescriptions-error" role="alert" className={styles.fieldError}>
            {error.message}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={save.isPending} loadingLabel="Saving…">
          Save prescriptions
        </Button>
        <p role="status" className={styles.muted}>
          {saved}
        </p>
      </div>
    </form>
  );
}
