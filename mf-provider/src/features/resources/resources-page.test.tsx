import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } }));
afterEach(signOut);

const LIST = 'GET /api/v1/provider/resources/';
const FILE = 'GET /api/v1/provider/resources/ordering-tests.pdf';
const RESOURCES: ApiResponse<'/api/v1/provider/resources/'>['data'] = [
  {
    slug: 'understanding-results',
    title: 'Understanding vaginal microbiome results',
    description: 'How to read a Flora result.',
    format: 'pdf',
    url: '/api/v1/provider/resources/understanding-results.pdf',
  },
  {
    slug: 'ordering-tests',
    title: 'Ordering tests for your patients',
    description: 'How ordering works in the provider portal.',
    format: 'pdf',
    url: '/api/v1/provider/resources/ordering-tests.pdf',
  },
];

const renderAt = () => renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path: '/provider/resources/', sharedHistory: true });

const created: Blob[] = [];
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return 'blob:resource';
  };
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  created.length = 0;
});

test('each resource shows its title, what it is for and its format, and downloads as a PDF with the session', async () => {
  stub.answer({ [LIST]: { body: { data: RESOURCES } }, [FILE]: { body: '%PDF-1.4 handout' } });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  renderAt();

  expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Understanding vaginal microbiome results',
    'Ordering tests for your patients',
  ]);
  expect(within(cards[1]).getByText('How ordering works in the provider portal.')).toBeInTheDocument();
  expect(within(cards[1]).getByText('PDF document')).toBeInTheDocument();

  await userEvent.click(within(cards[1]).getByRole('button', { name: 'Download PDF: Ordering tests for your patients' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved).toEqual(['flora-ordering-tests.pdf blob:resource']);
  expect(stub.requestsTo(FILE)).toHaveLength(1);
  click.mockRestore();
});

test("a failed download shows the API's message on that resource", async () => {
  stub.answer({ [LIST]: { body: { data: RESOURCES } }, [FILE]: { status: 404, body: { detail: 'No resource with this name.' } } });
  renderAt();

  await userEvent.click(await screen.findByRole('button', { name: 'Download PDF: Ordering tests for your patients' }));
  const card = screen.getAllByRole('listitem')[1];
  expect(await within(card).findByRole('alert')).toHaveTextContent('No resource with this name.');
  expect(created).toHaveLength(0);
});

test('the list failing offers to try again', async () => {
  stub.answer({ [LIST]: { status: 500, body: { detail: 'Something went wrong.' } } });
  renderAt();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
