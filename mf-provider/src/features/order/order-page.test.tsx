import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '@flora/shared/data';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { orderAwaitingPayment } from '../../lib/order-checkout';
import { catalogue, CHECKOUT_URL, LINK, ORDERS, placed, PRODUCTS } from './order.fixtures';
import { OrderPage } from './order-page';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const stub = setupApiStub();

beforeEach(() => {
  jest.mocked(leaveFor).mockClear();
  sessionStorage.clear();
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
});
afterEach(signOut);

const renderPage = () => renderScreen(<OrderPage />, { path: '/provider/order/' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, { payer, sti = false }: { payer: 'The patient' | 'My practice'; sti?: boolean }) {
  await user.type(await screen.findByRole('textbox', { name: /Patient's name/ }), 'Nora Patient');
  await user.type(screen.getByRole('textbox', { name: /Patient's email address/ }), 'nora@example.test');
  await user.click(screen.getByRole('radio', { name: new RegExp(payer) }));
  if (sti) await user.click(screen.getByRole('checkbox', { name: /Add the STI-only PCR panel \(\+\$79/ }));
  await user.click(screen.getByRole('button', { name: 'Review the order' }));
}

test('checks the patient and the payer beside each field before anything is sent', async () => {
  stub.answer({ [PRODUCTS]: { body: catalogue } });
  const user = userEvent.setup();
  renderPage();

  await user.click(await screen.findByRole('button', { name: 'Review the order' }));

  expect(await screen.findByText("Enter the patient's name.")).toBeInTheDocument();
  expect(screen.getByText("Enter the patient's email address.")).toBeInTheDocument();
  expect(screen.getByText('Choose who pays for the test.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Patient's email address/ }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Review the order' }));
  expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  expect(stub.requestsTo(ORDERS)).toHaveLength(0);
});

test('a patient-paid order: the review with the price, then the confirmation with the link to copy', async () => {
  stub.answer({ [PRODUCTS]: { body: catalogue }, [ORDERS]: { status: 201, body: placed('patient') } });
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage();

  await fillIn(user, { payer: 'The patient' });
  const review = await screen.findByRole('region', { name: 'Review the order' });
  expect(within(review).getByText('The patient (when they accept the test)')).toBeInTheDocument();
  const lines = within(review).getByRole('list', { name: 'The order' });
  expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vaginal microbiome test$129', 'Total$129']);

  await user.click(within(review).getByRole('button', { name: 'Place the order' }));

  expect(await screen.findByText('Test ordered for Nora Patient')).toBeInTheDocument();
  expect(screen.getByText(/They pay when they accept it/)).toBeInTheDocument();
  expect(stub.requestsTo(ORDERS)[0].body).toEqual({ patient_email: 'nora@example.test', patient_name: 'Nora Patient', payer: 'patient', add_sti_panel: false });
  expect(screen.getByRole('textbox', { name: "The patient's link" })).toHaveValue(LINK);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(LINK);
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your patient tests' })).toHaveAttribute('href', '/provider/tests/');

  await user.click(screen.getByRole('button', { name: 'Order another test' }));
  expect(await screen.findByRole('textbox', { name: /Patient's name/ })).toHaveValue('');
});

test('without a clipboard, Copy selects the link to copy with the keyboard', async () => {
  stub.answer({ [PRODUCTS]: { body: catalogue }, [ORDERS]: { status: 201, body: placed('patient') } });
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
  renderPage();

  await fillIn(user, { payer: 'The patient' });
  await user.click(await screen.findByRole('button', { name: 'Place the order' }));
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));

  expect(await screen.findByText(/The link is selected: press Ctrl\+C/)).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: "The patient's link" }) as HTMLInputElement;
  expect(input).toHaveFocus();
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
});

test('a provider-paid order with the STI panel: the total with the add-on, then on to the payment page', async () => {
  stub.answer({ [PRODUCTS]: { body: catalogue }, [ORDERS]: { status: 201, body: placed('provider', true) } });
  const user = userEvent.setup();
  renderPage();
  // The provider's panel is named apart from the shop's STI + expanded PCR panel (another product, another price).
  expect(await screen.findByRole('checkbox', { name: 'Add the STI-only PCR panel (+$79)' })).toHaveAccessibleDescription(
    /common sexually transmitted infections.*Not the STI \+ expanded PCR panel of the Flora shop/,
  );

  await fillIn(user, { payer: 'My practice', sti: true });
  const review = await screen.findByRole('region', { name: 'Review the order' });
  expect(within(within(review).getByRole('list', { name: 'The order' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Vaginal microbiome test$129',
    'STI-only PCR panel (add-on)$79',
    'Total$208',
  ]);
  await user.click(within(review).getByRole('button', { name: 'Place the order and pay $208' }));

  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(CHECKOUT_URL));
  expect(stub.requestsTo(ORDERS)[0].body).toMatchObject({ payer: 'provider', add_sti_panel: true });
  expect(orderAwaitingPayment('cs_123')).toMatchObject({ patient_name: 'Nora Patient', patient_link: LINK });
});

test("the API's refusal shows above the review, keeps the order, and Edit goes back with the answers", async () => {
  stub.answer({
    [PRODUCTS]: { body: catalogue },
    [ORDERS]: { status: 409, body: { detail: 'You already have an order for this patient that is waiting for them to accept it.' } },
  });
  const user = userEvent.setup();
  renderPage();

  await fillIn(user, { payer: 'The patient' });
  await user.click(await screen.findByRole('button', { name: 'Place the order' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/The order was not placed.*already have an order for this patient/);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(await screen.findByRole('textbox', { name: /Patient's email address/ })).toHaveValue('nora@example.test');
  expect(screen.getByRole('radio', { name: /The patient/ })).toBeChecked();
});

test('without the prices, says so and offers to try again', async () => {
  stub.answer({ [PRODUCTS]: { status: 500, body: { detail: 'Something went wrong on our side' } } });
  renderPage();

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the prices');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Patient's name/ })).not.toBeInTheDocument();
});
