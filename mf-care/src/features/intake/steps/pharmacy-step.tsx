// How she gets her prescription: shipped to her, or picked up at a local pharmacy found by postal
// code and/or name (PATCH {pharmacy_id}; null means shipped).
import { useState, type FormEvent } from 'react';
import { Button, Card, TextField } from '@flora/shared';
import { RadioGroup } from '@flora/shared/forms';
import { type PharmacySearch, usePharmacies } from '../api/pharmacies';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

function PharmacyStep({ intake, draft, errors, change, setError }: StepProps) {
  const pickup = draft.pharmacy_type === 'pickup';
  const [postal, setPostal] = useState('');
  const [name, setName] = useState('');
  const [search, setSearch] = useState<PharmacySearch | null>(null);
  const pharmacies = usePharmacies(intake.id, search);

  function find(event: FormEvent) {
    event.preventDefault();
    const code = postal.trim();
    const text = name.trim();
    if (code && !/^[0-9]{5}$/.test(code)) return setError('postal_code', 'Enter a 5-digit ZIP code.');
    if (!code && text.length < 2) return setError('postal_code', 'Enter a ZIP code or at least 2 letters of the pharmacy’s name.');
    setError('postal_code', null);
    setSearch({ ...(code ? { postal_code: code } : {}), ...(text ? { pharmacy_name: text } : {}) });
  }

  return (
    <div className={styles.stack}>
      <RadioGroup
        id="intake-pharmacy_type"
        legend="How would you like to get your prescription?"
        name="pharmacy_type"
        options={[
          { value: 'ship', label: 'Ship it to me', description: 'Delivered to your shipping address in discreet packaging.' },
          { value: 'pickup', label: 'Pick it up at a local pharmacy' },
        ]}
        value={(draft.pharmacy_type as string) ?? ''}
        error={errors.pharmacy_type}
        onValueChange={(value) => change(value === 'ship' ? { pharmacy_type: 'ship', pharmacy_id: null } : { pharmacy_type: 'pickup' })}
      />
      {pickup && (
        <>
          <form onSubmit={find} className={styles.stack} role="search" aria-label="Find a pharmacy">
            <div className={styles.row}>
              <TextField
                id="intake-postal_code"
                label="ZIP code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={postal}
                error={errors.postal_code}
                onChange={(event) => setPostal(event.target.value)}
              />
              <TextField label="Pharmacy name (optional)" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
            </div>
            <div>
              <Button type="submit" variant="secondary" loading={pharmacies.isFetching} loadingLabel="Searching…">
                Find pharmacies
              </Button>
            </div>
          </form>
          {pharmacies.isError && <p role="alert">We couldn't search pharmacies. Check your connection and try again.</p>}
          {pharmacies.data && pharmacies.data.length === 0 && <p role="status">No pharmacies found. Try another ZIP code or name.</p>}
          {pharmacies.data && pharmacies.data.length > 0 && (
            <RadioGroup
              id="intake-pharmacy_id"
              legend="Choose your pharmacy"
              name="pharmacy_id"
              options={pharmacies.data.map((p) => ({
                value: String(p.id),
                label: p.name,
                description: `${p.address_line1}, ${p.city}, ${p.state} ${p.zip_code} · ${p.phone_number}`,
              }))}
              value={draft.pharmacy_id ? String(draft.pharmacy_id as number) : ''}
              error={errors.pharmacy_id}
              onValueChange={(value) => {
                const chosen = pharmacies.data?.find((p) => String(p.id) === value);
                change({ pharmacy_id: Number(value), pharmacy_label: chosen ? `${chosen.name}, ${chosen.address_line1}, ${chosen.city}` : null });
              }}
            />
          )}
          {!!draft.pharmacy_id && !pharmacies.data && (
            <Card>
              <p className={styles.muted}>Your pharmacy: {(draft.pharmacy_label as string | null) ?? 'chosen earlier'}. Search to choose another.</p>
            </Card>
          )}
          {errors.pharmacy_id && !pharmacies.data && <p className={styles.muted}>{errors.pharmacy_id}</p>}
        </>
      )}
    </div>
  );
}

export const pharmacyStep: IntakeStep = {
  id: 'pharmacy',
  name: 'Pharmacy',
  title: 'Your pharmacy',
  answers: ['pharmacy_id'],
  Component: PharmacyStep,
  toDraft: (intake) => ({ pharmacy_type: intake.pharmacy_id ? 'pickup' : intake.address_line1 !== null ? 'ship' : '' }),
  validate: (draft) => {
    if (!draft.pharmacy_type) return { pharmacy_type: 'Choose shipping or a local pharmacy.' };
    if (draft.pharmacy_type === 'pickup' && !draft.pharmacy_id) return { pharmacy_id: 'Search for a pharmacy and choose one, or choose shipping.' };
    return {};
  },
  toPatch: (draft) => ({ pharmacy_id: draft.pharmacy_type === 'pickup' ? ((draft.pharmacy_id as number | null) ?? null) : null }),
  review: (intake) => [{ label: 'Prescription', value: intake.pharmacy_id ? 'Picked up at the pharmacy you chose' : 'Shipped to you' }],
};
