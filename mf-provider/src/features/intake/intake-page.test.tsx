import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { type ApiProviderIntake, providerIntakeFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const INTAKE = 'GET /api/v1/provider/intake/';
const PATCH = 'PATCH /api/v1/provider/intake/';
const PUT = 'PUT /api/v1/provider/intake/';
const FIELDS = ['practice_name', 'npi', 'specialty', 'phone_number', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code', 'license_state', 'license_number'] as const;

type Fields = Partial<Pick<ApiProviderIntake, (typeof FIELDS)[number]>>;
const view = (fields: Fields, verified = false): ApiProviderIntake => {
  const all = providerIntakeFixture({ ...fields, is_verified: verified });
  const missing = FIELDS.filter((f) => f !== 'address_line_2' && all[f] == null);
  return { ...all, missing_for_verification: missing, is_complete: missing.length === 0 };
};
const practice = { practice_name: 'Bay Women’s Health', npi: '1234567893', specialty: 'ob-gyn' } satisfies Fields;
const contact = { phone_number: '4155550100', address_line_1: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105' };
const license = { license_state: 'CA', license_number: 'A12345' };

const stub = setupApiStub();
afterEach(signOut);

function renderIntake(path = '/provider/intake/') {
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } });
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path, sharedHistory: true });
}

/** The stub keeps the intake as the API would: PATCH merges, PUT replaces. */
function statefulIntake(start: Fields = {}) {
  let saved: Fields = { ...start };
  stub.answer({
    [INTAKE]: () => ({ body: view(saved) }),
    [PATCH]: (_req, body) => {
      saved = { ...saved, ...body };
      return { body: view(saved) };
    },
    [PUT]: (_req, body) => {
      saved = { ...body };
      return { body: view(saved) };
    },
  });
}

test('a new provider fills in the practice, address and license, reviews them and sends them for verification', async () => {
  statefulIntake();
  renderIntake();

  expect(await screen.findByText(/Step 1 of 4/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Practice name/), practice.practice_name);
  await userEvent.type(screen.getByLabelText(/^NPI/), practice.npi);
  await userEvent.selectOptions(screen.getByLabelText(/Specialty/), 'ob-gyn');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByText(/Step 2 of 4/)).toBeInTheDocument();
  expect(stub.requestsTo(PATCH)[0].body).toEqual(practice);
  await userEvent.type(screen.getByLabelText(/Practice phone/), '(415) 555-0100');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), contact.address_line_1);
  await userEvent.type(screen.getByLabelText(/^City/), contact.city);
  await userEvent.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await userEvent.type(screen.getByLabelText(/ZIP code/), contact.zip_code);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByText(/Step 3 of 4/)).toBeInTheDocument();
  expect(stub.requestsTo(PATCH)[1].body).toMatchObject({ address_line_2: null, city: 'San Francisco' });
  await userEvent.selectOptions(screen.getByLabelText(/License state/), 'CA');
  await userEvent.type(screen.getByLabelText(/License number/), license.license_number);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('heading', { name: 'Review your details' })).toBeInTheDocument();
  const practiceCard = screen.getByRole('heading', { level: 2, name: /^Practice/ }).closest('section')!;
  expect(within(practiceCard).getByText('Obstetrics and gynecology (OB-GYN)')).toBeInTheDocument();
  expect(within(practiceCard).getByRole('link', { name: 'Edit practice' })).toHaveAttribute('href', '/provider/intake/?step=practice');
  expect(screen.getByText('(415) 555-0100')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
  expect(await screen.findByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/provider/verify/');
  expect(stub.requestsTo(PUT)[0].body).toMatchObject({ ...practice, ...license, phone_number: '(415) 555-0100', address_line_2: null });
});

test('she resumes at the first step with something missing, her saved answers filled in', async () => {
  statefulIntake(practice);
  renderIntake();

  expect(await screen.findByText(/Step 2 of 4/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(await screen.findByLabelText(/Practice name/)).toHaveValue(practice.practice_name);
  expect(screen.getByLabelText(/^NPI/)).toHaveValue(practice.npi);
});

test('a complete intake opens on the review; Edit goes back to that step and saving returns to the review', async () => {
  statefulIntake({ ...practice, ...contact, ...license });
  renderIntake();

  await userEvent.click(await screen.findByRole('link', { name: 'Edit license' }));
  const number = await screen.findByLabelText(/License number/);
  await userEvent.clear(number);
  await userEvent.type(number, 'B-777');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByRole('heading', { name: 'Review your details' })).toBeInTheDocument();
  expect(screen.getByText('B-777')).toBeInTheDocument();
});

test('the client rules and the API both speak beside the field, and what she typed stays', async () => {
  statefulIntake();
  renderIntake();

  await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
  expect(screen.getByLabelText(/Practice name/)).toHaveAccessibleDescription(/Enter the name of your practice\./);
  await userEvent.type(screen.getByLabelText(/^NPI/), '1234567890');
  await userEvent.tab();
  expect(screen.getByLabelText(/^NPI/)).toHaveAccessibleDescription(/valid check digit/);
  expect(stub.requestsTo(PATCH)).toHaveLength(0);

  stub.answer({ [PATCH]: { status: 400, body: { detail: 'This practice name is not allowed.', field: 'practice_name' } } });
  await userEvent.type(screen.getByLabelText(/Practice name/), 'Clinic');
  await userEvent.clear(screen.getByLabelText(/^NPI/));
  await userEvent.type(screen.getByLabelText(/^NPI/), practice.npi);
  await userEvent.selectOptions(screen.getByLabelText(/Specialty/), 'urology');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByText('This practice name is not allowed.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Practice name/)).toHaveValue('Clinic');
  expect(screen.getByText(/Step 1 of 4/)).toBeInTheDocument();
});

test('a verified provider sees her details read-only', async () => {
  stub.answer({ [INTAKE]: { body: view({ ...practice, ...contact, ...license }, true) } });
  renderIntake();

  expect(await screen.findByText(/Your practice details are verified/)).toBeInTheDocument();
  expect(screen.getByText('Bay Women’s Health')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  stub.answer({ [INTAKE]: { status: 503, body: { detail: 'The intake is unavailable.' } } });
  renderIntake();

  expect(await screen.findByRole('alert')).toHaveTextContent('The intake is unavailable.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
