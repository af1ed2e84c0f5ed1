import { screen, within } from '@testing-library/react';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CarePage } from './care-page';

const CONSULTS = 'GET /api/v1/consults/';
const NO_CONSULTS_TEXT = /You have no consultations yet/;
const stub = setupApiStub();

// Consults as the API sends them: latest first, with the flags it derives from status and payment.
const completeALaCare = { uid: 'c-done', type: 'vaginitis', status: 'CP', purchase_type: 'a-la-care', consult_paid: true };
const underReview = { uid: 'c-review', type: 'vaginitis', status: 'SU', consult_pending: true, consult_paid: true };
const paidIntakeStarted = { uid: 'c-intake', type: 'vaginitis', status: 'ST', consult_paid: true };

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () =>
  renderScreen(<CarePage />, { path: '/care/' });

const pastConsultations = () => within(screen.getByRole('region', { name: 'Past Consultations' }));
/** Past Consultations has loaded: cards or the empty text are shown. */
const consultsLoaded = () => screen.findAllByText(/^Status: |You have no consultations yet/);
const consultCard = (title: string) => within(pastConsultations().getByRole('heading', { name: title }).closest('li')!);

test('lists past consultations with their type and status, linking to treatments only when complete', async () => {
  stub.answer({
    [CONSULTS]: {
      body: [underReview, { ...completeALaCare, type: 'male-partner' }],
    },
  });
  renderPage();

  await consultsLoaded();
  expect(consultCard('Vaginitis consultation').getByText('Status: Under review')).toBeInTheDocument();
  expect(consultCard('Vaginitis consultation').queryByRole('link', { name: 'View my treatments' })).not.toBeInTheDocument();

  expect(consultCard('Male partner treatment').getByText('Status: Complete')).toBeInTheDocument();
  expect(consultCard('Male partner treatment').getByRole('link', { name: 'View my treatments' })).toHaveAttribute(
    'href',
    '/treatments/consults/c-done/treatment/',
  );
});

test.each([
  ['a complete à-la-care consult', [completeALaCare], 'View treatment program', '/treatments/consults/c-done/treatment/'],
  ['a consult under review', [underReview, completeALaCare], 'View consultation status', '/treatments/consults/c-review/'],
  ['a paid consult before submission', [paidIntakeStarted, completeALaCare], 'Complete intake', '/treatments/consults/c-intake/intake/start/'],
  ['no consult', [], 'Get started', '/care/shop/'],
])('the call to action follows the latest consult: %s', async (_name, consults, label, href) => {
  stub.answer({ [CONSULTS]: { body: consults } });
  renderPage();
  await consultsLoaded();
  expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  expect(screen.getByRole('link', { name: 'Shop treatments and essentials' })).toHaveAttribute('href', '/care/shop/');
});

test("a failed consult list shows the API's message and an empty list", async () => {
  stub.answer({ [CONSULTS]: { status: 500, body: { detail: 'Consultations are unavailable right now.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Consultations are unavailable right now.');
  expect(pastConsultations().getByText(NO_CONSULTS_TEXT)).toBeInTheDocument();
  expect(pastConsultations().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
