// Fixtures of the Care component tests: the API as a user in one care situation sees it.
import type { ApiResponse } from '@flora/shared';
import { type ApiConsult, type ApiUserTest, consultFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn } from '@flora/tools/jest/session-fixtures';

export const CONSULTS = 'GET /api/v1/consults/';
export const CURRENT = 'GET /api/v1/user-tests/current/';
export const LATEST_READY = 'GET /api/v1/user-tests/latest_ready/';
export const NO_CONSULTS_TEXT = /You have no consultations yet/;
export const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } } as const;
export const stub = setupApiStub();

// Consults as the API sends them: latest first, with the flags it derives from status and payment.
export const completeALaCare = consultFixture({ uid: 'c-done', status: 'CP', purchase_type: 'a-la-care', consult_paid: true, is_closed: true });
export const underReview = consultFixture({
  uid: 'c-review',
  status: 'SU',
  consult_pending: true,
  consult_paid: true,
  show_consult_in_progress: true,
});
/** Submitted, then ended as ID (ID_FAILURE) as the API answers it: paid, in progress, not pending. */
export const idFailure = consultFixture({ uid: 'c-id', status: 'ID', consult_paid: true, show_consult_in_progress: true });
export const ordered = consultFixture({ uid: 'c-ordered', status: 'OR', consult_paid: true, is_pre_submit: true });

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A test as GET /user-tests/current/ and /latest_ready/ answer it. */
export const aTest = (over: Partial<ApiUserTest> = {}): ApiUserTest =>
  userTestFixture({
    hash: 'FLTEST0001',
    test_order: 'FL-10100200',
    status: 'ready',
    activated_at: daysAgo(20),
    created_at: daysAgo(20),
    ordered_at: daysAgo(25),
    results_ready_at: daysAgo(2),
    valencia_type: 'CST IV-B',
    healthcontext: { health_history_submitted_at: daysAgo(15) },
    ...over,
  });

export const eligible = { eligible_for_care: true, eligible_for_a_la_care: true, eligible_for_any_care: true };
export const program = { recommended_program_slug: 'bv-treatment-program', recommended_program_bundle_price: 159 };
export const boricAcid = { id: 2, slug: 'ba-14', name: 'Boric Acid Suppositories', price: 29, discounted_price: null, image_url: '/x.png' };
export const antifungal = { id: 3, slug: 'af-1', name: 'Antifungal (Fluconazole)', price: 25, discounted_price: null, image_url: '/y.png' };

export interface Situation {
  user?: Record<string, unknown>;
  consults?: ApiConsult[];
  current?: ApiUserTest | null;
  latestReady?: ApiUserTest | null;
  ungatedRx?: ApiResponse<'/api/v1/user-tests/{hash}/recommended-products/'>['data']['ungated_rx_treatments'];
  aLaCare?: ApiResponse<'/api/v1/user-tests/{hash}/a-la-care-recommendations/'>['data']['treatments'];
}

/** The API as a user in one situation sees it. */
export function answerSituation({ user = {}, consults = [], current = null, latestReady = null, ungatedRx = [], aLaCare = [] }: Situation) {
  signIn({ email: 'pat@flora.test', ...user });
  stub.answer({
    [CONSULTS]: { body: consults },
    [CURRENT]: current ? { body: current } : NOT_FOUND,
    [LATEST_READY]: latestReady ? { body: latestReady } : NOT_FOUND,
  });
  for (const test of [current, latestReady]) {
    if (!test) continue;
    stub.answer(`GET /api/v1/user-tests/${test.hash}/recommended-products/`, { body: { data: { symptoms: [], ungated_rx_treatments: ungatedRx } } });
    stub.answer(`GET /api/v1/user-tests/${test.hash}/a-la-care-recommendations/`, {
      body: { data: { eligible_for_a_la_care: aLaCare.length > 0, treatments: aLaCare } },
    });
  }
}

