// Fixtures of the health-history component tests (two files: each file has its own API client, so
// neither comes near the client's cap of 50 requests in 10 s, SPEC §8).
import { queryClient } from '@flora/shared/data';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

export const stub = setupApiStub();
beforeEach(() => signIn({ id: 1, features: { health_history_upsell: true } }));
afterEach(() => {
  signOut();
  queryClient.clear();
});

/** Each test has its own test hash and routes: a save still running when a test ends cannot reach the next one. */
export const at = { HASH: '', HISTORY: '', SAVE: '', DETAIL: '', SUBMIT: '', CONSENT: '', SAMPLE: '' };
let count = 0;
beforeEach(() => {
  const hash = `FLKIT${String(++count).padStart(5, '0')}`;
  Object.assign(at, {
    HASH: hash,
    HISTORY: `GET /api/v1/user-tests/${hash}/health-history/`,
    SAVE: `PATCH /api/v1/user-tests/${hash}/health-history/`,
    DETAIL: `GET /api/v1/user-tests/${hash}/`,
    SUBMIT: `POST /api/v1/user-tests/${hash}/submit/`,
    CONSENT: `POST /api/v1/user-tests/${hash}/consent/`,
    SAMPLE: `POST /api/v1/user-tests/${hash}/sample/`,
  });
});

const q = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label,
  summary: label,
  help: null,
  required: true,
  choices: null,
  min: null,
  max: null,
  unit: null,
  max_days_ago: null,
  show_when: null,
  ...extra,
});

export const questionnaire = {
  version: 1,
  title: 'Health history',
  sections: [
    {
      id: 'symptoms',
      title: 'Symptoms',
      education: null,
      pages: [
        {
          id: 'symptoms',
          title: 'How you feel right now',
          questions: [
            q('symptoms', 'multiple_choice', 'Do you have any of these symptoms right now?', {
              summary: 'Symptoms',
              choices: [
                { id: 'itching', label: 'Itching' },
                { id: 'odor', label: 'Unusual odor' },
                { id: 'none', label: 'None of these', exclusive: true },
              ],
            }),
          ],
        },
      ],
    },
    {
      id: 'cycle',
      title: 'Cycle',
      education: { page_id: 'about-cycle', title: 'Your cycle and your microbiome', paragraphs: ['Hormones change across your cycle.'] },
      pages: [
        {
          id: 'periods',
          title: 'Your periods',
          questions: [
            q('has_periods', 'yes_no', 'Do you currently have periods?', { summary: 'Periods' }),
            q('last_period_start', 'date', 'Last period start date', { show_when: { question: 'has_periods', any_of: [true] } }),
            q('cycle_notes', 'text', 'Anything else about your cycle?', { required: false }),
          ],
        },
      ],
    },
  ],
};

export const history = (extra: Record<string, unknown> = {}) => ({
  hash: at.HASH,
  questionnaire,
  answers: {},
  last_page: null,
  updated_at: null,
  submitted_at: null,
  missing: ['symptoms', 'has_periods'],
  ungated_rx_treatments: [],
  ...extra,
});

export const test_ = (extra: Record<string, unknown> = {}) => ({
  hash: at.HASH,
  status: 'activated',
  consented_at: '2026-11-20T10:00:00Z',
  sample_taken_at: null,
  sample_ph: null,
  provider_release: false,
  healthcontext: { health_history_submitted_at: null },
  ...extra,
});

/** Answers GET with `found`, and PATCH by merging into it (as the API does). */
export function answer(found: ReturnType<typeof history>, steps = test_()) {
  let current = found;
  stub.answer({
    [at.HISTORY]: () => ({ body: current }),
    [at.DETAIL]: { body: steps },
    [at.SAVE]: (_request, body) => {
      current = { ...current, answers: { ...current.answers, ...body.answers }, last_page: body.page ?? current.last_page };
      return { body: current };
    },
  });
}

export const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

