import { screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import {
  aTest,
  answerSituation,
  antifungal,
  boricAcid,
  completeALaCare,
  CONSULTS,
  daysAgo,
  eligible,
  idFailure,
  LATEST_READY,
  NO_CONSULTS_TEXT,
  NOT_FOUND,
  ordered,
  program,
  type Situation,
  stub,
  underReview,
} from './care.fixtures';
import { CarePage } from './care-page';

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<CarePage />, { path: '/care/' });

const stateCard = async () => within((await screen.findByRole('heading', { level: 2, name: (_, el) => el.id === 'care-state-headline' })).closest('section')!);
const pastConsultations = () => within(screen.getByRole('region', { name: 'Past Consultations' }));
/** Past Consultations has loaded: cards or the empty text are shown. */
const consultsLoaded = () => screen.findAllByText(/^Status: |You have no consultations yet/);
const consultCard = (title: string) => within(pastConsultations().getByRole('heading', { name: title }).closest('li')!);

interface StateCase {
  state: string;
  situation: Situation;
  headline: string;
  primary: [label: string, href: string];
  /** Text the state offers. */
  offers?: (string | RegExp)[];
  /** Text it must not offer. */
  absent?: (string | RegExp)[];
}

const STATE_CASES: StateCase[] = [
  {
    state: 'returning-canadian',
    situation: { current: aTest({ lab: 'lifelabs' }), latestReady: aTest({ lab: 'lifelabs' }) },
    headline: 'Welcome back',
    primary: ['Order a new test', '/care/shop/test/vaginal-microbiome-test/'],
    offers: [/processed by another lab/, /open with the results of a new test with Flora/, 'Shop essentials'],
  },
  {
    state: 'consult-in-progress',
    situation: { consults: [underReview], current: aTest({ ...eligible, care_purchased: true }), latestReady: aTest({ ...eligible, care_purchased: true }) },
    headline: 'Your consultation is in progress',
    primary: ['View consultation status', '/treatments/consults/c-review/'],
  },
  {
    state: 'consult-in-progress, ID verification failed',
    situation: { consults: [idFailure], current: aTest({ ...eligible, care_purchased: true }), latestReady: aTest({ ...eligible, care_purchased: true }) },
    headline: 'ID verification failed',
    primary: ['Reupload ID', '/treatments/consults/c-id/intake/photo-id/'],
    offers: [/Upload a new photo to send it back for review/],
    absent: ['Complete intake', /is reviewing/],
  },
  {
    state: 'consult-completed',
    situation: {
      consults: [completeALaCare],
      current: aTest({ latest_vaginitis_consult: { uid: 'c-done', consult_completed: true } }),
      latestReady: aTest({ latest_vaginitis_consult: { uid: 'c-done', consult_completed: true } }),
    },
    headline: 'Your treatment program is ready',
    primary: ['View treatment program', '/treatments/consults/c-done/treatment/'],
  },
  {
    state: 'health-history-upsell',
    situation: {
      user: { features: { health_history_upsell: true } },
      current: aTest({ hash: 'FLNEWKIT01', status: 'activated', results_ready_at: null, healthcontext: { health_history_submitted_at: null } }),
      latestReady: aTest({ ...program, eligible_for_any_care: true, eligible_for_ungated_rx: true, results_ready_at: daysAgo(100) }),
      ungatedRx: [boricAcid, antifungal],
    },
    headline: 'Finish your health history to get treatment sooner',
    primary: ['Complete your health history', '/tests/FLNEWKIT01/health-history/'],
    offers: ['Prescription treatment without waiting for results', 'Boric Acid Suppositories', '$29', 'Antifungal (Fluconazole)'],
    absent: ['Add Boric Acid Suppositories'],
  },
  {
    state: 'health-history-upsell',
    situation: {
      user: { features: { health_history_upsell: true } },
      current: aTest({ hash: 'FLNEWKIT01', status: 'activated', results_ready_at: null, healthcontext: { health_history_submitted_at: daysAgo(0) } }),
      latestReady: aTest({ ...program, eligible_for_any_care: true, eligible_for_ungated_rx: true, results_ready_at: daysAgo(100) }),
      ungatedRx: [boricAcid, antifungal],
    },
    // Her health history is in: the upsell no longer asks for it, and the treatments go into her cart.
    headline: 'Get treatment for your symptoms now',
    primary: ['Shop treatments and essentials', '/care/shop/'],
    offers: ['Prescription treatment without waiting for results', 'Add Boric Acid Suppositories', 'Add Antifungal (Fluconazole)'],
  },
  {
    // The upsell's care bought (an ungated-Rx order marks the new test): no more upsell, her intake.
    state: 'post-purchase',
    situation: {
      user: { features: { health_history_upsell: true } },
      consults: [{ ...ordered, uid: 'c-rx', type: 'ungated-rx' }],
      current: aTest({ hash: 'FLNEWKIT01', status: 'activated', results_ready_at: null, care_purchased: true, eligible_for_ungated_rx: true }),
      latestReady: null,
      ungatedRx: [boricAcid, antifungal],
    },
    headline: 'Your care is purchased: start your consultation',
    primary: ['Complete intake', '/treatments/rx/consults/c-rx/intake/start/'],
    absent: ['Add Boric Acid Suppositories'],
  },
  {
    // Her ungated prescription is done before her results (issue 27): no upsell of what she was just
    // prescribed, no "start your consultation", and her order is one click away.
    state: 'consult-completed, ungated Rx for the new test',
    situation: {
      user: { features: { health_history_upsell: true } },
      consults: [consultFixture({ uid: 'c-rx', type: 'ungated-rx', status: 'CP', consult_paid: true, is_closed: true, created_at: daysAgo(2), selected_treatments: [{ slug: 'af-1' }] })],
      current: aTest({ hash: 'FLNEWKIT01', status: 'activated', results_ready_at: null, care_purchased: true, healthcontext: { health_history_submitted_at: daysAgo(3) } }),
      latestReady: aTest({ ...program, eligible_for_any_care: true, results_ready_at: daysAgo(100) }),
      ungatedRx: [boricAcid, antifungal],
    },
    headline: 'Your treatment is ready',
    primary: ['View my treatments', '/treatments/consults/c-rx/treatment/'],
    offers: ['Track your order'],
    absent: ['Finish your health history', 'Add Antifungal (Fluconazole)', 'Antifungal (Fluconazole)', 'start your consultation'],
  },
  {
    // An STI consult under review holds no BV care (issue 27): her results' care stays open.
    state: 'pre-purchase, an STI consult under review',
    situation: {
      consults: [{ ...underReview, uid: 'c-sti', type: 'sti' }],
      current: aTest({ ...eligible, ...program, results_ready_at: daysAgo(2) }),
      latestReady: aTest({ ...eligible, ...program, results_ready_at: daysAgo(2) }),
    },
    headline: 'Get treatment for your results',
    primary: ['Get started', '/care/recommended-treatment/'],
    absent: ['Your consultation is in progress'],
  },
  {
    state: 'post-purchase',
    situation: { consults: [ordered], current: aTest({ ...eligible, care_purchased: true }), latestReady: aTest({ ...eligible, care_purchased: true }) },
    headline: 'Your care is purchased: start your consultation',
    primary: ['Complete intake', '/treatments/consults/c-ordered/intake/start/'],
  },
  {
    state: 'pre-purchase',
    situation: {
      current: aTest({ ...eligible, ...program, results_ready_at: daysAgo(2) }),
      latestReady: aTest({ ...eligible, ...program, results_ready_at: daysAgo(2) }),
      aLaCare: [{ ...boricAcid, reason: 'BV' }],
    },
    headline: 'Get treatment for your results',
    primary: ['Get started', '/care/recommended-treatment/'],
    offers: ['Add Boric Acid Suppositories', 'Your recommended treatment program', '$159', `until ${format(addDays(new Date(daysAgo(2)), 21), 'MMM d, yyyy')}`, 'Single treatments', 'Boric Acid Suppositories', /for BV/],
    absent: [/free coaching call/i],
  },
  {
    state: 'program-lapsed',
    situation: {
      current: aTest({ ...program, eligible_for_any_care: true, eligible_for_ungated_rx: true, results_ready_at: '2026-01-10T15:00:00.000Z' }),
      latestReady: aTest({ ...program, eligible_for_any_care: true, eligible_for_ungated_rx: true, results_ready_at: '2026-01-10T15:00:00.000Z' }),
      user: { care: { userEligibleForAnyCare: true } },
      ungatedRx: [antifungal],
    },
    headline: 'Your 21-day treatment window has closed',
    primary: ['Shop treatments and essentials', '/care/shop/'],
    offers: [/yours closed on Jan 31, 2026/, 'Prescription treatment without waiting for results', 'Antifungal (Fluconazole)', 'Order a new test'],
    absent: ['Your recommended treatment program'],
  },
  {
    state: 'care-ineligible',
    situation: {
      current: aTest({ eligible_for_care_reason: 'Your results do not show a condition our clinicians treat.' }),
      latestReady: aTest({ eligible_for_care_reason: 'Your results do not show a condition our clinicians treat.' }),
    },
    headline: 'No treatment needed for your latest results',
    primary: ['Book your free coaching call', '/account/coaching/'],
    offers: [/Your results do not show a condition our clinicians treat\./, /your first call is free/],
  },
  {
    state: 'new-customer',
    situation: {},
    headline: 'Start with a vaginal microbiome test',
    primary: ['Get a test', '/care/shop/test/vaginal-microbiome-test/'],
  },
];

describe.each(STATE_CASES)('$state', ({ situation, headline, primary: [label, href], offers = [], absent = [] }) => {
  test('shows its headline, its one primary action and what it offers', async () => {
    answerSituation(situation);
    renderPage();
    const card = await stateCard();
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe(headline);
    // One primary action, styled as the button.
    const primaries = card.getAllByRole('link').filter((link) => link.className.includes('primary'));
    expect(primaries).toHaveLength(1);
    expect(primaries[0]).toHaveTextContent(label);
    expect(primaries[0]).toHaveAttribute('href', href);
    for (const text of offers) expect(await card.findAllByText(text, { exact: false })).not.toHaveLength(0);
    for (const text of absent) expect(card.queryByText(text, { exact: false })).not.toBeInTheDocument();
  });
});

test('the shopAllEnabled flag makes any-care eligibility count: the same test is pre-purchase with it, care-ineligible without', async () => {
  const anyCareOnly = aTest({ eligible_for_any_care: true, ...program });
  answerSituation({ current: anyCareOnly, latestReady: anyCareOnly, user: { features: { shopAllEnabled: true } } });
  const { unmount } = renderPage();
  expect((await stateCard()).getByRole('heading', { level: 2 }).textContent).toBe('Get treatment for your results');
  unmount();

  answerSituation({ current: anyCareOnly, latestReady: anyCareOnly, user: { features: { shopAllEnabled: false } } });
  renderPage();
  expect((await stateCard()).getByRole('heading', { level: 2 }).textContent).toBe('No treatment needed for your latest results');
});

test('a care-ineligible user who has used her free coaching call is sent to her results instead', async () => {
  answerSituation({ current: aTest(), latestReady: aTest(), user: { coaching: { num_calls_completed: 1, has_used_free_call: true } } });
  renderPage();
  const card = await stateCard();
  expect(card.getByRole('link', { name: 'View your results' })).toHaveAttribute('href', '/results/FLTEST0001/');
  expect(card.queryByText(/free/)).not.toBeInTheDocument();
  // another call, bought in the shop, is booked in My Account
  expect(card.getByRole('link', { name: 'Book a coaching call' })).toHaveAttribute('href', '/account/coaching/');
});

test('shows the consult banner of the latest consult above the state', async () => {
  answerSituation({ consults: [underReview], current: aTest({ ...eligible, care_purchased: true }), latestReady: aTest({ ...eligible, care_purchased: true }) });
  renderPage();
  expect(await screen.findByText('A clinician is reviewing')).toBeInTheDocument();
  expect(screen.getByText('Email care@flora.test if you have any questions.')).toBeInTheDocument();
});

test('a male partner with an unpaid order sees "Complete your order"; once paid, his intake', async () => {
  answerSituation({ consults: [consultFixture({ uid: 'c-mp', type: 'male-partner', status: 'IN', is_pre_submit: true })] });
  const { unmount } = renderPage();
  expect(await screen.findByText('Complete your order')).toBeInTheDocument();
  expect(screen.getByText('Your order is not complete. Continue to complete your male partner treatment order.')).toBeInTheDocument();
  unmount();
  answerSituation({ consults: [consultFixture({ uid: 'c-mp', type: 'male-partner', status: 'OR', consult_paid: true, is_pre_submit: true })] });
  renderPage();
  expect(await screen.findByText('Complete your clinical intake')).toBeInTheDocument();
  expect(screen.queryByText(/Your order is not complete/)).not.toBeInTheDocument();
});

test('a failed test load says so and retries what failed', async () => {
  answerSituation({});
  stub.answer({ [LATEST_READY]: { status: 500, body: { detail: 'Tests are unavailable right now.' } } });
  renderPage();
  expect(await screen.findByText('Tests are unavailable right now.')).toBeInTheDocument();
  stub.answer({ [LATEST_READY]: NOT_FOUND });
  screen.getByRole('button', { name: 'Try again' }).click();
  expect((await stateCard()).getByRole('heading', { level: 2 }).textContent).toBe('Start with a vaginal microbiome test');
});

test('lists past consultations with their type and status, linking to each one\'s page, and to treatments only when complete', async () => {
  answerSituation({ consults: [underReview, { ...completeALaCare, type: 'male-partner' }] });
  renderPage();

  await consultsLoaded();
  expect(consultCard('Vaginitis consultation').getByText('Status: Under review · Started Jan 5, 2026')).toBeInTheDocument();
  expect(consultCard('Vaginitis consultation').queryByRole('link', { name: 'View my treatments' })).not.toBeInTheDocument();

  expect(consultCard('Male partner treatment').getByText('Status: Complete · Started Jan 5, 2026')).toBeInTheDocument();
  expect(consultCard('Male partner treatment').getByRole('link', { name: 'View my treatments' })).toHaveAttribute(
    'href',
    '/treatments/consults/c-done/treatment/',
  );
  // Each consult links to its page: status and messages.
  expect(consultCard('Vaginitis consultation').getByRole('link', { name: 'Status and messages' })).toHaveAttribute('href', '/treatments/consults/c-review/');
  expect(consultCard('Male partner treatment').getByRole('link', { name: 'Status and messages' })).toHaveAttribute('href', '/treatments/consults/c-done/');
});

test("a failed consult list shows the API's message and an empty list", async () => {
  answerSituation({});
  stub.answer({ [CONSULTS]: { status: 500, body: { detail: 'Consultations are unavailable right now.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Consultations are unavailable right now.');
  expect(pastConsultations().getByText(NO_CONSULTS_TEXT)).toBeInTheDocument();
  expect(pastConsultations().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
