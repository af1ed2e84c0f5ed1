import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 7, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const LIST = 'GET /api/internal/coaching/slots/';
const ADD = 'POST /api/internal/coaching/slots/';

type Slot = ApiResponse<'/api/internal/coaching/slots/'>[number];
const slot = (id: number, starts_at: string, booking: Slot['booking'] = null): Slot => ({
  id,
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + 30 * 60_000).toISOString(),
  duration_minutes: 30,
  booking,
});
/** A time as the clinician reads it, in her own time zone: "Sun, Dec 1, 3:00 PM". */
const formatSlotTime = (iso: string) => format(new Date(iso), 'EEE, MMM d, h:mm a');
const OPEN = slot(1, '2030-12-01T15:00:00.000Z');
const BOOKED = slot(2, '2030-12-01T18:00:00.000Z', { id: 9, kind: 'free', patient: { email: 'ineligible@flora.test', first_name: 'Ines', last_name: 'Eligible' } });

const renderPage = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: '/clinic/coaching/' });
const rowOf = (iso: string) => screen.getByRole('rowheader', { name: formatSlotTime(iso) }).closest('tr') as HTMLElement;

test('lists the times with who booked each; only open ones can be removed', async () => {
  stub.answer({ [LIST]: { body: [OPEN, BOOKED] } });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Coaching calls' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Coaching call times' });
  expect(within(rowOf(OPEN.starts_at)).getByText('Open')).toBeInTheDocument();
  expect(within(rowOf(BOOKED.starts_at)).getByText('Booked (free call)')).toBeInTheDocument();
  expect(within(rowOf(BOOKED.starts_at)).getByText('Ines Eligible (ineligible@flora.test)')).toBeInTheDocument();
  expect(within(rowOf(BOOKED.starts_at)).queryByRole('button')).not.toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Clinic sections' })).getByRole('link', { name: 'Coaching calls' })).toHaveAttribute('aria-current', 'page');
});

test('adds an open time: checked first, sent as an instant with its length, then listed', async () => {
  let added = false;
  const NEW = slot(3, '2030-12-02T16:00:00.000Z');
  stub.answer({
    [LIST]: () => ({ body: added ? [OPEN, NEW] : [OPEN] }),
    [ADD]: () => {
      added = true;
      return { status: 201, body: NEW };
    },
  });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Add an open time' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add time' }));
  expect(await within(form).findByText('Enter the date and time of the call.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText(/Date and time/), '2020-01-01T10:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Add time' }));
  expect(await within(form).findByText('Pick a time in the future.')).toBeInTheDocument();
  expect(stub.requestsTo(ADD)).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText(/Date and time/));
  await userEvent.type(within(form).getByLabelText(/Date and time/), '2030-12-02T16:00');
  await userEvent.selectOptions(within(form).getByLabelText('Length'), '45');
  await userEvent.click(within(form).getByRole('button', { name: 'Add time' }));
  expect(await screen.findByText(`${formatSlotTime(NEW.starts_at)} is open for booking.`)).toBeInTheDocument();
  expect(stub.requestsTo(ADD)[0].body).toEqual({ starts_at: new Date('2030-12-02T16:00').toISOString(), duration_minutes: 45 });
  expect(await screen.findByRole('rowheader', { name: formatSlotTime(NEW.starts_at) })).toBeInTheDocument();
});

test('the API refusing a time (one already starts then) says why, the input kept', async () => {
  stub.answer({ [LIST]: { body: [] }, [ADD]: { status: 409, body: { detail: 'An open time already starts then.' } } });
  renderPage();
  expect(await screen.findByText('No times yet')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Add an open time' });
  await userEvent.type(within(form).getByLabelText(/Date and time/), '2030-12-02T16:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Add time' }));
  expect(await within(form).findByText('An open time already starts then.')).toBeInTheDocument();
  expect(within(form).getByLabelText(/Date and time/)).toHaveValue('2030-12-02T16:00');
});

test('Remove takes an open time away', async () => {
  let removed = false;
  stub.answer({
    [LIST]: () => ({ body: removed ? [BOOKED] : [OPEN, BOOKED] }),
    'DELETE /api/internal/coaching/slots/1/': () => {
      removed = true;
      return { status: 204 };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: `Remove the open time ${formatSlotTime(OPEN.starts_at)}` }));
  expect(await screen.findByText(`${formatSlotTime(OPEN.starts_at)} was removed.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: formatSlotTime(OPEN.starts_at) })).not.toBeInTheDocument());
});

test('a refused removal (a patient booked it meanwhile) says why and reads the list again', async () => {
  stub.answer({
    [LIST]: { body: [OPEN] },
    'DELETE /api/internal/coaching/slots/1/': { status: 409, body: { detail: 'A patient has booked this time.' } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: `Remove the open time ${formatSlotTime(OPEN.starts_at)}` }));
  expect(await screen.findByText('A patient has booked this time. The list has been refreshed.')).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(LIST).length).toBeGreaterThanOrEqual(2));
});

test('a failed load offers to try again', async () => {
  stub.answer({ [LIST]: { status: 500, body: { detail: 'The database is down.' } } });
  renderPage();
  expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
});
