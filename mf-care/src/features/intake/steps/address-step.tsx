// The shipping address (prefilled from .../address-info/). Care is available in the 50 states and
// DC: the state list is the API's own (CARE_STATES), so no choice here is refused on submit.
import { useEffect } from 'react';
import { TextField } from '@flora/shared';
import { Select } from '@flora/shared/widgets';
import { CARE_STATES, isCareAvailableIn, zipFitsState, zipOutOfState } from '@flora/shared/domain';
import { useAddressInfo } from '../api/address-info';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

const FIELDS = ['address_line1', 'address_line2', 'city', 'state', 'zip_code'] as const;
const text = (draft: Record<string, unknown>, field: string) => ((draft[field] as string | null) ?? '').trim();

function AddressStep({ intake, draft, errors, change }: StepProps) {
  // Prefill: the address the intake already has (GET .../address-info/), shown in any field still empty.
  const info = useAddressInfo(intake.id);
  const prefill = info.data;
  useEffect(() => {
    if (!prefill) return;
    const empty = Object.fromEntries(FIELDS.filter((f) => !text(draft, f) && prefill[f]).map((f) => [f, prefill[f]]));
    if (Object.keys(empty).length) change(empty, { save: false });
    // Once, when the saved address arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  const typed = (field: string) => ({
    id: `intake-${field}`,
    value: (draft[field] as string | null) ?? '',
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }, { typing: true }),
  });
  const state = (draft.state as string | null) ?? '';
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>Where should we send your treatment? Our clinicians can treat you in any US state and DC.</p>
      <TextField label="Street address" autoComplete="address-line1" maxLength={200} {...typed('address_line1')} />
      <TextField label="Apartment, suite, etc. (optional)" autoComplete="address-line2" maxLength={200} {...typed('address_line2')} />
      <TextField label="City" autoComplete="address-level2" maxLength={100} {...typed('city')} />
      <Select
        id="intake-state"
        label="State"
        autoComplete="address-level1"
        value={state}
        error={errors.state}
        onChange={(event) => change({ state: event.target.value || null })}
      >
        <option value="">Choose a state</option>
        {CARE_STATES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
      <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={10} {...typed('zip_code')} />
    </div>
  );
}

export const addressStep: IntakeStep = {
  id: 'address',
  name: 'Address',
  title: 'Shipping address',
  answers: ['address_line1', 'address_line2', 'city', 'state', 'zip_code'],
  Component: AddressStep,
  validate: (draft) => {
    const errors: Record<string, string> = {};
    if (!text(draft, 'address_line1')) errors.address_line1 = 'Enter your street address.';
    if (!text(draft, 'city')) errors.city = 'Enter your city.';
    const state = text(draft, 'state');
    if (!state) errors.state = 'Choose your state.';
    // A saved address from elsewhere (a territory) is not among the choices: ask for one that is.
    else if (!isCareAvailableIn(state)) errors.state = 'Care is available in the 50 states and DC only.';
    const zip = text(draft, 'zip_code');
    if (!zip) errors.zip_code = 'Enter your ZIP code.';
    else if (!/^[0-9]{5}(-[0-9]{4})?$/.test(zip)) errors.zip_code = 'Enter a ZIP code like 12345 or 12345-6789.';
    else if (state && isCareAvailableIn(state) && !zipFitsState(zip, state)) errors.zip_code = zipOutOfState(zip, state);
    return errors;
  },
  toPatch: (draft) => Object.fromEntries(FIELDS.map((f) => [f, text(draft, f) || null])),
  review: (intake) => [
    {
      label: 'Ship to',
      value: intake.address_line1
        ? [intake.address_line1, intake.address_line2, `${intake.city ?? ''}, ${intake.state ?? ''} ${intake.zip_code ?? ''}`].filter(Boolean).join(', ')
        : 'Not answered',
    },
  ],
};
