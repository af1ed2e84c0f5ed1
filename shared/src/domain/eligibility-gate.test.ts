import {
  canContinueEligibility,
  type EligibilityAnswers,
  MALE_PARTNER_ELIGIBILITY_STATEMENTS,
  MALE_PARTNER_LOGGED_IN_MODAL,
  unconfirmedStatements,
} from './eligibility-gate';

const all: EligibilityAnswers = {
  partnerDiagnosed: true,
  assignedMaleAtBirth: true,
  willDiscussWithClinician: true,
  noEmergencyOrSymptoms: true,
  confirmAllTrue: true,
};

describe('male-partner eligibility gate (SPEC §5, §2.11)', () => {
  it('has four statements plus the confirmation line, verbatim', () => {
    expect(Object.keys(MALE_PARTNER_ELIGIBILITY_STATEMENTS)).toHaveLength(5);
    expect(MALE_PARTNER_ELIGIBILITY_STATEMENTS.confirmAllTrue).toBe('I confirm the above is all true');
    expect(MALE_PARTNER_LOGGED_IN_MODAL.copied).toBe('COPIED!');
  });

  it.each([
    ['all confirmed', all, true, []],
    ['confirmation line missing', { ...all, confirmAllTrue: false }, false, ['confirmAllTrue']],
    ['one statement unchecked', { ...all, assignedMaleAtBirth: false }, false, ['assignedMaleAtBirth']],
    ['one statement absent', { ...all, partnerDiagnosed: undefined }, false, ['partnerDiagnosed']],
    [
      'nothing answered',
      {},
      false,
      ['partnerDiagnosed', 'assignedMaleAtBirth', 'willDiscussWithClinician', 'noEmergencyOrSymptoms', 'confirmAllTrue'],
    ],
  ])('%s', (_name, answers, canContinue, missing) => {
    expect(canContinueEligibility(answers)).toBe(canContinue);
    expect(unconfirmedStatements(answers)).toEqual(missing);
  });

  it.each([null, undefined])('no answers (%p) cannot continue', (answers) => {
    expect(canContinueEligibility(answers)).toBe(false);
  });
});
