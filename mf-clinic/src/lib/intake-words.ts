// The intake's stored values in the words a clinician reads (the API's codes -> text).
export const SYMPTOM_LABELS: Record<string, string> = {
  abnormal_discharge: 'Unusual discharge',
  odor: 'Odor',
  itching: 'Itching',
  burning: 'Burning',
  irritation: 'Irritation',
  dryness: 'Dryness',
  pain_during_sex: 'Pain during sex',
  painful_urination: 'Pain when urinating',
  spotting: 'Spotting between periods',
};

export const DURATION_LABELS: Record<string, string> = {
  under_1_week: 'Less than a week',
  '1_to_4_weeks': '1 to 4 weeks',
  '1_to_6_months': '1 to 6 months',
  over_6_months: 'More than 6 months',
};

export const PREGNANCY_LABELS: Record<string, string> = { not_pregnant: 'Not pregnant', pregnant: 'Pregnant', not_sure: 'Not sure' };
export const SEX_AT_BIRTH_LABELS: Record<string, string> = { male: 'Male', female: 'Female', intersex: 'Intersex' };

export const NOT_ANSWERED = 'Not answered';
export const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? NOT_ANSWERED : value ? 'Yes' : 'No');

/** Whole years between a YYYY-MM-DD birthday and today. */
export function ageOn(birthday: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}
