// Fixtures of the consult page's component tests: a consult and its messages as the API sends them.
import type { ApiResponse } from '@flora/shared';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { ConsultPage } from './consult-page';

export const UID = 'c-1';
export const CONSULT = `GET /api/v1/consults/${UID}/`;
export const MESSAGES = `GET /api/v1/consults/${UID}/messages/`;
export const SEND = `POST /api/v1/consults/${UID}/messages/`;

export const stub = setupApiStub();

export const aConsult = (over: Partial<ApiConsult> = {}): ApiResponse<'/api/v1/consults/{uid}/'> =>
  consultFixture({
    uid: UID,
    status: 'CP',
    purchase_type: 'a-la-care',
    consult_paid: true,
    is_closed: true,
    consultmessagethread: 7,
    created_at: '2026-03-02T10:00:00.000Z',
    ...over,
  });

type ApiMessage = ApiResponse<'/api/v1/consults/{uid}/messages/'>[number];

export const aMessage = (id: number, role: 'patient' | 'clinician', body: string, over: Partial<ApiMessage> = {}): ApiMessage => ({
  id,
  author: { role, name: role === 'clinician' ? 'Sam S.' : 'Dana D.' },
  body,
  created_at: new Date(Date.UTC(2026, 2, 3, 14, 0) + id * 60_000).toISOString(),
  ...over,
});

/** The API's order: newest first. */
export const DEMO_THREAD = [
  aMessage(3, 'patient', 'Thank you! Is it fine to start on Monday?'),
  aMessage(2, 'clinician', 'Hi Dana, your plan is ready. Questions? Call us at (415) 555-0100.'),
  aMessage(1, 'patient', 'Hello, how long should I take the boric acid?'),
];

export const renderConsultPage = (uid = UID) =>
  renderScreen(<ConsultPage />, { path: `/treatments/consults/${uid}/`, route: '/treatments/consults/:uid/' });
