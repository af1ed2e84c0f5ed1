// Fixtures of the health-history component tests (two files: each file has its own API client, so
// neither comes near the client's cap of 50 requests in 10 s, SPEC §8).
import type { ApiBody, ApiResponse } from '@flora/shared';
import { type ApiTestDetail, testDetailFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ResultsRoutes } from '../../routes';

export const stub = setupApiStub();
beforeEach(() => signIn({ id: 1, features: { health_history_upsell: true } }));
afterEach(() => signOut());

type HealthHistory = ApiResponse<'/api/v1/user-tests/{hash}/health-history/'>;
type Question = HealthHistory['questionnaire']['sections'][number]['pages'][number]['questions'][number];

/** The routes of one test's health history (typed as patterns of the API's paths, for the stub). */
const routesOf = (hash: string) =>
  ({
    HASH: hash,
    HISTORY: `GET /api/v1/user-tests/${hash}/health-history/`,
    SAVE: `PATCH /api/v1/user-tests/${hash}/health-history/`,
    DETAIL: `GET /api/v1/user-tests/${hash}/`,
    SUBMIT: `POST /api/v1/user-tests/${hash}/submit/`,
    CONSENT: `POST /api/v1/user-tests/${hash}/consent/`,
    SAMPLE: `POST /api/v1/user-tests/${hash}/sample/`,
  }) as const;

/** Each test has its own test hash and routes: a save still running when a test ends cannot reach the next one. */
export const at = routesOf('');
let count = 0;
beforeEach(() => {
  Object.assign(at, routesOf(`FLKIT${String(++count).padStart(5, '0')}`));
});

const q = (id: string, type: Question['type'], label: string, extra: Partial<Question> = {}): Question => ({
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

export const questionnaire: HealthHistory['questionnaire'] = {
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

export const history = (extra: Partial<HealthHistory> = {}): HealthHistory => ({
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

export const test_ = (extra: Partial<ApiTestDetail> = {}): ApiTestDetail =>
  testDetailFixture({ hash: at.HASH, consented_at: '2026-11-20T10:00:00Z', ...extra });

/** The answers after a save, as the API merges them: null clears an answer. */
export function merged(answers: HealthHistory['answers'], saved: ApiBody<'/api/v1/user-tests/{hash}/health-history/', 'patch'>['answers'] = {}) {
  const next = { ...answers };
  for (const [id, value] of Object.entries(saved)) {
    if (value === null) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** Answers GET with `found`, and PATCH by merging into it (as the API does). */
export function answer(found: HealthHistory, steps = test_()) {
  let current = found;
  stub.answer(at.HISTORY, () => ({ body: current }));
  stub.answer(at.DETAIL, { body: steps });
  stub.answer(at.SAVE, (_request, body) => {
    current = { ...current, answers: merged(current.answers, body.answers), last_page: body.page ?? current.last_page };
    return { body: current };
  });
}

export const renderAt = (path: string) => renderScreen(<ResultsRoutes basePath="/" name="results" />, { path });

