import {
  DURATION_LABELS,
  INTAKE_SYMPTOMS,
  labelOf,
  PREGNANCY_LABELS_FOR_CLINICIAN,
  PREGNANCY_LABELS_FOR_PATIENT,
  PREGNANCY_STATUSES,
  SEX_AT_BIRTH_LABELS,
  SEXES_AT_BIRTH,
  SYMPTOM_DURATIONS,
  SYMPTOM_LABELS_FOR_CLINICIAN,
  SYMPTOM_LABELS_FOR_PATIENT,
  yesNo,
} from './intake-words';

describe('the intake choices in each reader’s words', () => {
  it.each([
    ['abnormal_discharge', 'Unusual discharge', 'Unusual discharge'],
    ['odor', 'Odor', 'Odor'],
    ['itching', 'Itching', 'Itching'],
    ['burning', 'Burning', 'Burning'],
    ['irritation', 'Irritation', 'Irritation'],
    ['dryness', 'Dryness', 'Dryness'],
    ['pain_during_sex', 'Pain during sex', 'Pain during sex'],
    ['painful_urination', 'Pain when peeing', 'Pain when urinating'],
    ['spotting', 'Spotting between periods', 'Spotting between periods'],
  ] as const)('symptom %s: the patient reads %p, the clinician %p', (symptom, patient, clinician) => {
    expect(SYMPTOM_LABELS_FOR_PATIENT[symptom]).toBe(patient);
    expect(SYMPTOM_LABELS_FOR_CLINICIAN[symptom]).toBe(clinician);
  });

  it.each([
    ['not_pregnant', "I'm not pregnant", 'Not pregnant'],
    ['pregnant', "I'm pregnant", 'Pregnant'],
    ['not_sure', "I'm not sure", 'Not sure'],
  ] as const)('pregnancy %s: the patient reads %p, the clinician %p', (status, patient, clinician) => {
    expect(PREGNANCY_LABELS_FOR_PATIENT[status]).toBe(patient);
    expect(PREGNANCY_LABELS_FOR_CLINICIAN[status]).toBe(clinician);
  });

  it('has words for every value the API accepts, in the order the steps offer them', () => {
    expect(Object.keys(SYMPTOM_LABELS_FOR_PATIENT)).toEqual([...INTAKE_SYMPTOMS]);
    expect(Object.keys(DURATION_LABELS)).toEqual([...SYMPTOM_DURATIONS]);
    expect(Object.keys(PREGNANCY_LABELS_FOR_PATIENT)).toEqual([...PREGNANCY_STATUSES]);
    expect(Object.keys(SEX_AT_BIRTH_LABELS).sort()).toEqual([...SEXES_AT_BIRTH].sort());
  });

  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [null, 'Not answered'],
    [undefined, 'Not answered'],
  ])('yes/no %p reads %p', (value, words) => {
    expect(yesNo(value)).toBe(words);
  });

  it('shows a value it has no words for as it is', () => {
    expect(labelOf(DURATION_LABELS, 'under_1_week')).toBe('Less than a week');
    expect(labelOf(DURATION_LABELS, 'forever')).toBe('forever');
  });
});
