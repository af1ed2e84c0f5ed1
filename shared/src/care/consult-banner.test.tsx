import { screen, waitFor, within } from '@testing-library/react';
import { pageQueryClient } from '@flora/tools/jest/page-query-client';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ConsultBanner } from './consult-banner';

const CONSULTS = 'GET /api/v1/consults/';
const stub = setupApiStub();

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const consult = (status: ApiConsult['status'], extra: Partial<ApiConsult> = {}) => consultFixture({ uid: 'c-1', status, consult_paid: true, ...extra });

const renderBanner = async (consults: ApiConsult[]) => {
  stub.answer({ [CONSULTS]: { body: consults } });
  renderScreen(<ConsultBanner />, { path: '/tests/' });
};

/** The consult list was asked for and its answer (or failure) has been taken in. */
const settled = async () => {
  await waitFor(() => expect(stub.requestsTo(CONSULTS).length).toBeGreaterThan(0));
  await waitFor(() => expect(pageQueryClient.isFetching()).toBe(0));
};

const actions = () => {
  const list = screen.queryByRole('list', { name: 'Consultation actions' });
  return list ? within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]) : [];
};

test.each<[ApiConsult['status'], string, string, string | null, string[][]]>([
  ['ST', 'warning', 'Complete your clinical intake', 'Please complete your clinical intake to begin your consultation.', [['Complete intake', '/treatments/consults/c-1/intake/start/']]],
  ['OR', 'warning', 'Complete your clinical intake', 'Please complete your clinical intake to begin your consultation.', [['Complete intake', '/treatments/consults/c-1/intake/start/']]],
  ['SU', 'info', 'A clinician is reviewing', 'Email care@flora.test if you have any questions.', []],
  ['ID', 'warning', 'ID verification failed', 'Upload a new photo to send it back for review.', [['Reupload ID', '/treatments/consults/c-1/intake/photo-id/']]],
  ['CP', 'success', 'Your treatment is ready!', null, [['View my treatments', '/treatments/consults/c-1/treatment/'], ['Track your order', '/account/orders/']]],
])('a consult in %s: a %s banner "%s"', async (status, tone, title, note, links) => {
  await renderBanner([consult(status), consult('CA', { uid: 'older' })]);
  const banner = await screen.findByText(title);
  const region = banner.closest('[role]') as HTMLElement;
  expect(region).toHaveTextContent(new RegExp(`^.?${tone === 'success' ? 'Success' : tone === 'warning' ? 'Warning' : 'Information'}:`));
  if (note) expect(region).toHaveTextContent(note);
  expect(actions()).toEqual(links);
});

test('the banner follows the latest consult; one with a message thread offers to message the provider', async () => {
  await renderBanner([consult('ER', { uid: 'c-new', consultmessagethread: 7 }), consult('CP', { uid: 'c-old' })]);
  expect(await screen.findByText('A clinician is finalizing your treatment')).toBeInTheDocument();
  expect(screen.getByText(/Something was wrong with your consult\. Reach out to care@flora\.test/)).toBeInTheDocument();
  expect(actions()).toEqual([['Message your provider now', '/treatments/consults/c-new/']]);
});

test("a male partner who paid is asked for his intake (issue 27: his order is complete), linking to the male-partner intake", async () => {
  await renderBanner([consult('ST', { type: 'male-partner', uid: 'mp-1' })]);
  expect(await screen.findByText('Complete your clinical intake')).toBeInTheDocument();
  expect(screen.queryByText(/Your order is not complete/)).not.toBeInTheDocument();
  expect(actions()).toEqual([['Complete intake', '/treatments/consults/mp-1/male-partner/intake/intro/']]);
});

test.each([
  ['no consult', []],
  ['a cancelled latest consult', [consult('CA')]],
])('nothing shows for %s', async (_name, consults) => {
  await renderBanner(consults);
  await settled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('nothing shows when the list fails: the banner never stands in the way of the page', async () => {
  stub.answer({ [CONSULTS]: { status: 500, body: { detail: 'Down' } } });
  renderScreen(<ConsultBanner />, { path: '/tests/' });
  await settled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("without its actions (Care, whose card carries the consult's action) the banner shows the status alone", async () => {
  stub.answer({ 'GET /api/v1/consults/': { body: [consult('ST')] } });
  renderScreen(<ConsultBanner actions={false} />);
  expect(await screen.findByText('Complete your clinical intake')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
