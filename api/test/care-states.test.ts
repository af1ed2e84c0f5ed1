// Every care eligibility state of SPEC §4 has a demo consumer: signed in, the front end's own rule
// (shared/src/domain/care-eligibility.ts) run on the API's real answers puts each in its state.
import {
  CARE_ELIGIBILITY_STATES,
  careEligibilityState,
  deriveConsultGroups,
  type Consult,
  type UserTest,
} from '@flora/shared/domain';
import { CARE_STATE_ACCOUNTS } from '../src/db/seed/care-states-seed';
import { DEMO_USERS } from '../src/db/seed/demo-data';
import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A test read the way the front end reads it: a 404 is "no such test". */
async function readTest(access: string, path: string): Promise<UserTest | null> {
  const res = await get(t.app, path, access);
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return json(res) as UserTest;
}

/** Recommendations.ungated_rx_treatments of the test, from GET /api/v1/user-tests/{hash}/recommended-products/. */
async function ungatedRxTreatments(access: string, test: UserTest | null): Promise<unknown[]> {
  if (!test) return [];
  const res = await get(t.app, `/api/v1/user-tests/${test.hash}/recommended-products/`, access);
  expect(res.statusCode).toBe(200);
  return (json(res) as { data: { ungated_rx_treatments: unknown[] } }).data.ungated_rx_treatments;
}

/** The state the front end computes for a signed-in user, from the calls SPEC §7 names. */
async function stateOf(email: string) {
  const { access } = await login(t.app, email);
  const config = await get(t.app, '/api/v1/user-config/', access);
  const consults = await get(t.app, '/api/v1/consults/', access);
  expect([config.statusCode, consults.statusCode]).toEqual([200, 200]);
  const user = json(config);
  const currentTest = await readTest(access, '/api/v1/user-tests/current/');
  const latestReadyTest = await readTest(access, '/api/v1/user-tests/latest_ready/');
  return careEligibilityState({
    currentTest,
    latestReadyTest,
    latestInProgressConsult: deriveConsultGroups(json(consults) as Consult[]).latestInProgress,
    userEligibleForAnyCare: user.care.userEligibleForAnyCare,
    healthHistoryUpsellEligible: user.features.health_history_upsell,
    shopAllEnabled: user.features.shopAllEnabled,
    ungatedRxTreatments: await ungatedRxTreatments(access, latestReadyTest ?? currentTest),
  });
}

describe('demo consumers for every care eligibility state', () => {
  it('cover each state of SPEC §4 once', () => {
    expect(Object.values(CARE_STATE_ACCOUNTS).sort()).toEqual([...CARE_ELIGIBILITY_STATES].sort());
  });

  it.each(Object.entries(CARE_STATE_ACCOUNTS))('%s can reach the care pages (verified email, research consent)', (email) => {
    const account = DEMO_USERS.find((u) => u.email === email);
    expect(account).toMatchObject({ emailVerified: true, researchConsent: true, registrationRoute: 'default' });
  });

  it.each(Object.entries(CARE_STATE_ACCOUNTS))('%s lands in %s', async (email, state) => {
    expect(await stateOf(email)).toBe(state);
  });
});
