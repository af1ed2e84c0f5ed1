// The words of the vaginitis intake's choices (the API's values -> what she reads).
export const SYMPTOM_LABELS: Record<string, string> = {
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
export const NO_SYMPTOMS = 'none';

export const DURATION_LABELS: Record<string, string> = {
  under_1_week: 'Less than a week',
  '1_to_4_weeks': '1 to 4 weeks',
  '1_to_6_months': '1 to 6 months',
  over_6_months: 'More than 6 months',
};

export const PREGNANCY_LABELS: Record<string, string> = {
  not_pregnant: "I'm not pregnant",
  pregnant: "I'm pregnant",
  not_sure: "I'm not sure",
};

export const SEX_AT_BIRTH_LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  intersex: 'Intersex',
};

export const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? 'Not answered' : value ? 'Yes' : 'No');
