import { type CareEligibilityInput, careEligibilityInput, careEligibilityState, isEligibleForCare } from './care-eligibility';
import { consultFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { toCurrentUser } from './current-user';

const test = userTestFixture;
const ready = test();
const newer = test({ hash: 'newer' });

describe('a new in-progress test makes a test that is not eligible a lapsed program (SPEC §4)', () => {
  it.each([
    ['current differs from latest ready', newer, ready, 'program-lapsed'],
    ['current is the latest ready', ready, ready, 'care-ineligible'],
    ['no ready test yet', newer, null, 'program-lapsed'],
    ['no current test', null, ready, 'care-ineligible'],
    ['no tests', null, null, 'new-customer'],
  ])('%s: %p', (_name, currentTest, latestReadyTest, expected) => {
    expect(careEligibilityState({ currentTest, latestReadyTest })).toBe(expected);
  });
});

describe('returning Canadian (SPEC §4 step 1)', () => {
  it.each([
    ['VM from another lab', test({ lab: 'ca-lab' }), undefined, true],
    ['VM from the care lab', test(), undefined, false],
    ['VM with no lab', test({ lab: null }), undefined, false],
    ['another test type from another lab', test({ test_type: 'PCR', lab: 'ca-lab' }), undefined, false],
    ['VM from the lab named by the caller', test({ lab: 'ca-lab' }), 'ca-lab', false],
    ['no test', null, undefined, false],
  ])('%s: %p', (_name, currentTest, careLab, expected) => {
    expect(careEligibilityState({ currentTest, latestReadyTest: ready, careLab }) === 'returning-canadian').toBe(expected);
  });
});

describe('eligibility source switch (SPEC §4 shopAllEnabled)', () => {
  it.each([
    [{ eligible_for_care: true }, false, true],
    [{ eligible_for_care: true }, true, false],
    [{ eligible_for_any_care: true }, false, false],
    [{ eligible_for_any_care: true }, true, true],
  ])('%p with shopAllEnabled=%p: %p', (fields, shopAllEnabled, expected) => {
    expect(isEligibleForCare(test(fields), shopAllEnabled)).toBe(expected);
  });

  it('no test is not eligible', () => {
    expect(isEligibleForCare(null, true)).toBe(false);
  });
});

describe('care eligibility state in priority order (SPEC §4)', () => {
  const base: CareEligibilityInput = { currentTest: ready, latestReadyTest: ready };
  const consult = { uid: 'c' };
  const completed = test({ latest_vaginitis_consult: { uid: 'v', consult_completed: true } });
  const upsell = { healthHistoryUpsellEligible: true, ungatedRxTreatments: [{ slug: 'af-1' }] };
  // A new test whose health history was submitted on Nov 20, and ungated-rx consults around it.
  const submitted = test({ hash: 'newer', healthcontext: { health_history_submitted_at: '2026-11-20T10:00:00.000Z' } });
  const ungated = (status: string, created_at: string) => ({ type: 'ungated-rx' as const, status, created_at });

  it.each<[string, Partial<CareEligibilityInput>, string]>([
    ['returning Canadian wins over everything', { currentTest: test({ lab: 'ca-lab' }), latestInProgressConsult: consult, latestReadyTest: completed }, 'returning-canadian'],
    ['consult in progress wins over a completed consult', { latestInProgressConsult: consult, latestReadyTest: completed, currentTest: completed }, 'consult-in-progress'],
    ['consult completed wins over the upsell', { latestReadyTest: completed, currentTest: newer, ...upsell }, 'consult-completed'],
    ['an ungated prescription completed for the new test is a completed consult (issue 27)', { currentTest: submitted, latestCareConsult: ungated('CP', '2026-11-21T08:00:00.000Z'), ...upsell }, 'consult-completed'],
    ['an ungated consult of the new test not yet complete is not', { currentTest: submitted, latestCareConsult: ungated('SU', '2026-11-21T08:00:00.000Z'), ...upsell }, 'health-history-upsell'],
    ['an ungated prescription from before the new test\'s history is not', { currentTest: submitted, latestCareConsult: ungated('CP', '2026-10-01T08:00:00.000Z'), ...upsell }, 'health-history-upsell'],
    ['a completed vaginitis consult is read from the ready test only', { currentTest: submitted, latestCareConsult: { type: 'vaginitis', status: 'CP', created_at: '2026-11-21T08:00:00.000Z' }, ...upsell }, 'health-history-upsell'],
    ['an ungated prescription of the ready test (no new test) is not', { currentTest: ready, latestReadyTest: ready, latestCareConsult: ungated('CP', '2026-11-21T08:00:00.000Z') }, 'care-ineligible'],
    ['health history upsell wins over post-purchase', { currentTest: newer, latestReadyTest: test({ care_purchased: true }), ...upsell }, 'health-history-upsell'],
    ['upsell needs ungated Rx treatments', { currentTest: newer, healthHistoryUpsellEligible: true, ungatedRxTreatments: [] }, 'program-lapsed'],
    ['upsell needs a new test', { ...upsell, latestReadyTest: test({ eligible_for_care: true }), currentTest: test({ eligible_for_care: true }) }, 'pre-purchase'],
    ['upsell needs the upsell eligibility', { currentTest: newer, ungatedRxTreatments: [{ slug: 'af-1' }] }, 'program-lapsed'],
    ['post-purchase wins over pre-purchase', { latestReadyTest: test({ care_purchased: true, eligible_for_care: true }), currentTest: null }, 'post-purchase'],
    ['pre-purchase when eligible for care', { latestReadyTest: test({ eligible_for_care: true }) }, 'pre-purchase'],
    ['any-care eligibility does not count without shopAllEnabled', { latestReadyTest: test({ eligible_for_any_care: true }) }, 'care-ineligible'],
    ['shopAllEnabled reads any-care eligibility', { latestReadyTest: test({ eligible_for_any_care: true }), shopAllEnabled: true }, 'pre-purchase'],
    ['shopAllEnabled ignores plain care eligibility', { latestReadyTest: test({ eligible_for_care: true }), userEligibleForAnyCare: true, shopAllEnabled: true }, 'program-lapsed'],
    ['program lapsed: new test, not eligible', { currentTest: newer }, 'program-lapsed'],
    ['program lapsed: user eligible for any care, test not', { userEligibleForAnyCare: true }, 'program-lapsed'],
    ['care ineligible: a test, nothing else', {}, 'care-ineligible'],
    ['care ineligible: only a ready test', { currentTest: null }, 'care-ineligible'],
    ['new customer: no test', { currentTest: null, latestReadyTest: null }, 'new-customer'],
    ['new customer: undefined tests and flags', { currentTest: undefined, latestReadyTest: undefined, ungatedRxTreatments: null }, 'new-customer'],
  ])('%s', (_name, overrides, expected) => {
    expect(careEligibilityState({ ...base, ...overrides })).toBe(expected);
  });
});

describe('the input every page reads', () => {
  const consult = consultFixture();
  const groups = { latestCareInProgress: consult, mostRecentVaginitisOrUngated: consult };

  it('takes the consults from their groups and the flags from her account', () => {
    const user = toCurrentUser({ care: { userEligibleForAnyCare: true }, features: { shopAllEnabled: true } });
    expect(careEligibilityInput({ currentTest: newer, latestReadyTest: ready, groups, user })).toEqual({
      currentTest: newer,
      latestReadyTest: ready,
      latestInProgressConsult: consult,
      latestCareConsult: consult,
      userEligibleForAnyCare: true,
      shopAllEnabled: true,
    });
  });

  it('leaves the flags unset when no one is signed in', () => {
    const input = careEligibilityInput({ currentTest: null, latestReadyTest: null, groups, user: null });
    expect([input.userEligibleForAnyCare, input.shopAllEnabled]).toEqual([undefined, undefined]);
  });
});
