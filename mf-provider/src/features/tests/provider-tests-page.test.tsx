import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { type ApiProviderOrder, providerOrderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } }));
afterEach(signOut);

const ORDERS = 'GET /api/v1/provider/orders/';
const PDF = 'GET /api/v1/provider/patient-tests/FLREL0001/results.pdf';

const order = (uid: string, patient_email: string, status: ApiProviderOrder['status'], extra: Partial<ApiProviderOrder> = {}) =>
  providerOrderFixture({ uid, patient_email, status, ...extra });

const ORDER_LIST = [
  order('o1', 'olivia@example.com', 'released', {
    test_hash: 'FLREL0001',
    results_ready_at: '2026-10-20T10:00:00Z',
    results_pdf_url: '/api/v1/provider/patient-tests/FLREL0001/results.pdf',
  }),
  order('o2', 'rhea@example.com', 'results_ready', { test_hash: 'FLRDY0002', results_ready_at: '2026-10-21T10:00:00Z' }),
  order('o3', 'nora@example.com', 'received', { test_hash: 'FLLAB0003', add_sti_panel: true }),
  order('o4', 'maya@example.com', 'awaiting_patient'),
  order('o5', 'iris@example.com', 'awaiting_payment', { payer: 'provider' }),
];

function renderAt(path = '/provider/tests/') {
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path, sharedHistory: true });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;

test('every order shows its progress, a download when released and a plain line when the patient has not released it', async () => {
  stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } } });
  renderAt();

  expect(await screen.findByRole('heading', { level: 1, name: 'Patient tests' })).toBeInTheDocument();
  expect(await screen.findByText('5 orders')).toBeInTheDocument();
  expect(rows()).toHaveLength(5);
  // SPEC §2.10's labels: Test ID (the kit's code once issued) and Order Date.
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Patient', 'Test ID', 'Order Date', 'Progress', 'Results']);
  expect(within(rowOf('olivia@example.com')).getByRole('cell', { name: 'FLREL0001' })).toBeInTheDocument();
  expect(within(rowOf('maya@example.com')).getByRole('cell', { name: '—' })).toBeInTheDocument();
  expect(within(rowOf('olivia@example.com')).getByText('Released')).toBeInTheDocument();
  expect(within(rowOf('olivia@example.com')).getByRole('button', { name: 'Download PDF: results of olivia@example.com' })).toBeInTheDocument();
  expect(within(rowOf('rhea@example.com')).getByText('The patient has not released these results to you yet.')).toBeInTheDocument();
  expect(within(rowOf('rhea@example.com')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rowOf('nora@example.com')).getByText('At the lab')).toBeInTheDocument();
  expect(within(rowOf('nora@example.com')).getByText(/with STI panel/)).toBeInTheDocument();
  expect(within(rowOf('nora@example.com')).getByRole('progressbar', { name: 'Step 4 of 6' })).toBeInTheDocument();
  expect(within(rowOf('maya@example.com')).getByText('Awaiting the patient')).toBeInTheDocument();
  expect(within(rowOf('iris@example.com')).getByRole('button', { name: 'Pay for this order' })).toBeInTheDocument();
});

test('filters by progress and searches by the patient email', async () => {
  stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } } });
  renderAt();
  await screen.findByText('5 orders');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'Released');
  expect(rows()).toHaveLength(1);
  expect(screen.getByText('1 of 5 orders')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'olivia@example.com' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'All orders');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by patient name or email' }), 'RHEA');
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'rhea@example.com' })).toBeInTheDocument();

  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by patient name or email' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by patient name or email' }), 'nobody');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('No orders match. Try another progress or search.')).toBeInTheDocument();
});

describe('Download PDF', () => {
  const created: Blob[] = [];
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:results';
    };
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    created.length = 0;
  });

  test("saves a released result through the API client as flora-patient-results-<hash>.pdf", async () => {
    stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } }, [PDF]: { body: '%PDF-1.4 results' } });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderAt();
    const name = 'Download PDF: results of olivia@example.com';
    await userEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(stub.requestsTo(PDF)).toHaveLength(1);
    expect(saved).toEqual(['flora-patient-results-FLREL0001.pdf blob:results']);
    click.mockRestore();
  });

  test("a failed download shows the API's message beside the order", async () => {
    stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } }, [PDF]: { status: 403, body: { detail: 'The patient has not released these results.' } } });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF: results of olivia@example.com' }));
    expect(await within(rowOf('olivia@example.com')).findByRole('alert')).toHaveTextContent('The patient has not released these results.');
    expect(created).toHaveLength(0);
  });
});

test('no orders yet: the next step is ordering a test', async () => {
  stub.answer({ [ORDERS]: { body: { data: [] } } });
  renderAt();

  expect(await screen.findByRole('heading', { level: 2, name: 'No orders yet' })).toBeInTheDocument();
  const links = screen.getAllByRole('link', { name: 'Order a test' });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/provider/order/', '/provider/order/']);
});

test('a declined provider payment is told once and its parameters leave the address', async () => {
  stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } } });
  renderAt('/provider/tests/?checkout_declined=true&checkout_id=cs_1');

  expect(await screen.findByText('Your payment was declined')).toBeInTheDocument();
  expect(history.location.pathname).toBe('/provider/tests/');
  expect(history.location.search).toBe('');
});

test("the orders' failure offers to try again", async () => {
  stub.answer({ [ORDERS]: { status: 500, body: { detail: 'Something went wrong on our side.' } } });
  renderAt();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
