import {
  CONSULT_STATUS,
  CONSULT_TYPES_WITH_PLAN,
  consultTypeForClinician,
  consultTypeForPatient,
  consultStatusForClinician,
  consultStatusForPatient,
  consultStatusName,
  isConsultComplete,
  isStatusIn,
  toConsultStatus,
  toConsultType,
} from './consult-status';

describe('consult status codes (SPEC §4)', () => {
  it.each([
    ['OPTED_IN', 'IN'],
    ['ORDERED', 'OR'],
    ['INTAKE_STARTED', 'ST'],
    ['SUBMITTED', 'SU'],
    ['IN_PROGRESS', 'PR'],
    ['COMPLETE', 'CP'],
    ['ERROR', 'ER'],
    ['REFERRED', 'RF'],
    ['INELIGIBLE', 'IE'],
    ['ID_FAILURE', 'ID'],
    ['CANCELLED', 'CA'],
  ] as const)('%s is %s, both ways', (name, code) => {
    expect(CONSULT_STATUS[name]).toBe(code);
    expect(consultStatusName(code)).toBe(name);
    expect(toConsultStatus(code)).toBe(code);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CONSULT_STATUS)).toBe(true);
  });

  it.each([
    ['COMPLETE', 'CP'],
    ['XX', 'unknown'],
    ['cp', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [42, 'unknown'],
  ])('normalises %p to %p', (raw, expected) => {
    expect(toConsultStatus(raw)).toBe(expected);
  });

  it('names an unknown status null', () => {
    expect(consultStatusName('XX')).toBeNull();
    expect(consultStatusName('COMPLETE')).toBe('COMPLETE');
  });

  it('matches a status against a list, unknown never matching', () => {
    expect(isStatusIn('OR', ['IN', 'OR'])).toBe(true);
    expect(isStatusIn('SU', ['IN', 'OR'])).toBe(false);
    expect(isStatusIn(undefined, ['IN'])).toBe(false);
    expect(isConsultComplete('COMPLETE')).toBe(true);
    expect(isConsultComplete('PR')).toBe(false);
  });
});

test('a consult type is one of SPEC\'s four, anything else unknown', () => {
  expect(['vaginitis', 'ungated-rx', 'sti', 'male-partner'].map(toConsultType)).toEqual(['vaginitis', 'ungated-rx', 'sti', 'male-partner']);
  expect([null, 'VAGINITIS', 3].map(toConsultType)).toEqual(['unknown', 'unknown', 'unknown']);
});

describe('consult types in words', () => {
  it.each([
    ['vaginitis', 'Vaginitis consultation', 'Vaginitis treatment', true],
    ['ungated-rx', 'Prescription treatment', 'Prescription treatment (ungated)', true],
    ['sti', 'STI consultation', 'STI treatment', false],
    ['male-partner', 'Male partner treatment', 'Male partner treatment', false],
    ['other', 'Consultation', 'other', false],
  ])('%s: the patient reads %p, the clinician %p; needs a plan: %p', (type, patient, clinician, withPlan) => {
    expect(consultTypeForPatient(type)).toBe(patient);
    expect(consultTypeForClinician(type)).toBe(clinician);
    expect(CONSULT_TYPES_WITH_PLAN.includes(type)).toBe(withPlan);
  });
});

describe('consult statuses in words', () => {
  it.each([
    ['IN', 'Opted in', 'Opted in'],
    ['OR', 'Ordered', 'Ordered'],
    ['ST', 'Intake started', 'Intake started'],
    ['SU', 'Under review', 'Submitted, waiting for review'],
    ['PR', 'Finalizing', 'In review'],
    ['CP', 'Complete', 'Complete'],
    ['ER', 'Needs attention', 'Ended: error'],
    ['RF', 'Referred', 'Ended: referred'],
    ['IE', 'Ineligible', 'Ended: ineligible'],
    ['ID', 'ID verification failed', 'Ended: ID failure'],
    ['CA', 'Cancelled', 'Cancelled'],
    ['XX', 'Unknown', 'XX'],
  ])('%s: the patient reads %p, the clinician %p', (status, patient, clinician) => {
    expect(consultStatusForPatient(status)).toBe(patient);
    expect(consultStatusForClinician(status)).toBe(clinician);
  });
});
