// Current medications: search the catalogue and pick several (or none), plus any not in it.
import { useEffect, useState } from 'react';
import { Button, TextField } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { useMedications } from '@flora/shared/data';
import { CheckboxGroup, TextArea } from '@flora/shared/forms';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

const SEARCH_DELAY_MS = 300;
/** Catalogue entries listed at once (search narrows them). */
const SHOWN = 12;

/** Whose list: the male partner's intake is for men (no pill or IUD offered), every other consult type's for women. */
const medicationsFor = (consultType: string): 'men' | 'women' => (consultType === 'male-partner' ? 'men' : 'women');

function MedicationsStep({ intake, draft, errors, change }: StepProps) {
  const [search, setSearch] = useState('');
  // Searched once she pauses: one request per search, not per key.
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const medications = useMedications({ search: searched, for: medicationsFor(intake.consult_type) });
  const chosen = (draft.current_medication_ids as number[] | null) ?? [];
  const catalogue = useMedications({ for: medicationsFor(intake.consult_type) });
  const names: Record<number, string> = {
    ...Object.fromEntries((catalogue.data ?? []).map((m) => [m.id, m.name])),
    ...((draft.medication_names as Record<number, string>) ?? {}),
  };
  const none = draft.current_medication_ids !== null && chosen.length === 0;

  const pick = (id: number, name: string, on: boolean) => {
    const ids = on ? [...chosen.filter((x) => x !== id), id] : chosen.filter((x) => x !== id);
    change({ current_medication_ids: ids, medication_names: { ...names, [id]: name } });
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>Include prescriptions, over-the-counter medicines and supplements you take now.</p>
      <Checkbox
        id="intake-current_medication_ids"
        label="I don't take any medications"
        checked={none}
        error={errors.current_medication_ids}
        onChange={(event) => change({ current_medication_ids: event.target.checked ? [] : null })}
      />
      {!none && (
        <>
          <TextField
            label="Search medications"
            type="search"
            value={search}
            hint="Type part of a name, for example “metformin”."
            onChange={(event) => setSearch(event.target.value)}
          />
          {chosen.length > 0 && (
            <div>
              <p className={styles.muted}>Chosen:</p>
              <ul className={styles.chips} aria-label="Chosen medications">
                {chosen.map((id) => (
                  <li key={id}>
                    <Button type="button" variant="secondary" onClick={() => pick(id, names[id] ?? '', false)} aria-label={`Remove ${names[id] ?? 'medication'}`}>
                      {names[id] ?? `Medication ${id}`} ×
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {medications.isError ? (
            <p role="alert">We couldn't load the medication list. Check your connection and try again.</p>
          ) : medications.data && medications.data.length === 0 ? (
            <p className={styles.muted}>No medication matches “{searched}”. Add it below instead.</p>
          ) : (
            <CheckboxGroup
              legend={searched.trim() ? `Medications matching “${searched.trim()}”` : 'Medications'}
              hint="Choose all you take."
              name="medications"
              options={(medications.data ?? []).slice(0, SHOWN).map((m) => ({ value: String(m.id), label: m.name }))}
              values={chosen.map(String)}
              onValuesChange={(values) => {
                const ids = values.map(Number);
                const added = (medications.data ?? []).filter((m) => ids.includes(m.id) && !chosen.includes(m.id));
                change({
                  current_medication_ids: ids,
                  medication_names: { ...names, ...Object.fromEntries(added.map((m) => [m.id, m.name])) },
                });
              }}
            />
          )}
          {(medications.data?.length ?? 0) > SHOWN && (
            <p className={styles.muted}>
              Showing {SHOWN} of {medications.data!.length}. Search to find others.
            </p>
          )}
          <TextArea
            id="intake-other_medications"
            label="Other medications or supplements (optional)"
            maxLength={1000}
            rows={3}
            value={(draft.other_medications as string | null) ?? ''}
            error={errors.other_medications}
            onChange={(event) => change({ other_medications: event.target.value }, { typing: true })}
          />
        </>
      )}
    </div>
  );
}

export const medicationsStep: IntakeStep = {
  id: 'medications',
  name: 'Medications',
  title: 'Medications you take',
  answers: ['current_medication_ids', 'other_medications'],
  Component: MedicationsStep,
  validate: (draft) => {
    const ids = draft.current_medication_ids as number[] | null;
    const other = ((draft.other_medications as string | null) ?? '').trim();
    if (ids === null && !other)
      return { current_medication_ids: 'Choose your medications, or tick “I don’t take any medications”.' };
    return {};
  },
  toPatch: (draft) => {
    const ids = draft.current_medication_ids as number[] | null;
    const other = ((draft.other_medications as string | null) ?? '').trim() || null;
    // Only other medications typed: none from the list.
    return { current_medication_ids: ids ?? (other ? [] : null), other_medications: other };
  },
  review: (intake) => [
    {
      label: 'Medications',
      value: intake.current_medication_ids === null ? 'Not answered' : intake.current_medication_ids.length ? `${intake.current_medication_ids.length} chosen from the list` : 'None from the list',
    },
    { label: 'Other medications', value: intake.other_medications ?? 'None' },
  ],
};
