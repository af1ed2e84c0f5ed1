// A consult intake's choices: the values the API stores and accepts, and the words each reader sees
// for them, side by side where they differ — the patient filling in her intake (mf-care) and the
// clinician reading it (mf-clinic).

export const INTAKE_SYMPTOMS = [
  'abnormal_discharge',
  'odor',
  'itching',
  'burning',
  'irritation',
  'dryness',
  'pain_during_sex',
  'painful_urination',
  'spotting',
] as const;
export type IntakeSymptom = (typeof INTAKE_SYMPTOMS)[number];

/** The symptoms step's "None of these" (stored as an empty list). */
export const NO_SYMPTOMS = 'none';

export const SYMPTOM_DURATIONS = ['under_1_week', '1_to_4_weeks', '1_to_6_months', 'over_6_months'] as const;
export const PREGNANCY_STATUSES = ['not_pregnant', 'pregnant', 'not_sure'] as const;
export const SEXES_AT_BIRTH = ['female', 'male', 'intersex'] as const;

/** Adults only: the clinicians treat patients 18 and over. */
export const MINIMUM_AGE = 18;

export const SYMPTOM_LABELS_FOR_PATIENT: Readonly<Record<IntakeSymptom, string>> = {
  abnormal_discharge: 'Unusual discharge',
  odor: 'Odor',
  itching: 'Itching',
  burning: 'Burning',
  irritation: 'Irritation',
  dryness: 'Dryness',
  pain_during_sex: 'Pain during sex',
  painful_urination: 'Pain when peeing',
  spotting: 'Spotting between periods',
};
export const SYMPTOM_LABELS_FOR_CLINICIAN: Readonly<Record<IntakeSymptom, string>> = {
  ...SYMPTOM_LABELS_FOR_PATIENT,
  painful_urination: 'Pain when urinating',
};

export const PREGNANCY_LABELS_FOR_PATIENT: Readonly<Record<(typeof PREGNANCY_STATUSES)[number], string>> = {
  not_pregnant: "I'm not pregnant",
  pregnant: "I'm pregnant",
  not_sure: "I'm not sure",
};
export const PREGNANCY_LABELS_FOR_CLINICIAN: Readonly<Record<(typeof PREGNANCY_STATUSES)[number], string>> = {
  not_pregnant: 'Not pregnant',
  pregnant: 'Pregnant',
  not_sure: 'Not sure',
};

export const DURATION_LABELS: Readonly<Record<(typeof SYMPTOM_DURATIONS)[number], string>> = {
  under_1_week: 'Less than a week',
  '1_to_4_weeks': '1 to 4 weeks',
  '1_to_6_months': '1 to 6 months',
  over_6_months: 'More than 6 months',
};

/** In the order the intakes offer them. */
export const SEX_AT_BIRTH_LABELS: Readonly<Record<(typeof SEXES_AT_BIRTH)[number], string>> = {
  male: 'Male',
  female: 'Female',
  intersex: 'Intersex',
};

export const NOT_ANSWERED = 'Not answered';

/** A yes/no answer in words; no answer yet is NOT_ANSWERED. */
export const yesNo = (value: boolean | null | undefined): string => (value === null || value === undefined ? NOT_ANSWERED : value ? 'Yes' : 'No');

/** A stored value in a reader's words: the label when there is one, the value itself otherwise. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;
