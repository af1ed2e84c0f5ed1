import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ id: 7, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const LIST = 'GET /api/internal/announcements/';
const PUBLISH = 'POST /api/internal/announcements/';

const announcement = (id: number, title: string, status: 'published' | 'scheduled' | 'withdrawn', extra: Record<string, unknown> = {}) => ({
  id,
  title,
  message: `${title}: the details.`,
  published_at: '2026-11-20T14:00:00.000Z',
  updated_at: null,
  withdrawn_at: status === 'withdrawn' ? '2026-11-21T10:00:00.000Z' : null,
  status,
  ...extra,
});

const HOLIDAY = announcement(1, 'Holiday shipping', 'published');
const OLD = announcement(2, 'Old news', 'withdrawn');

const renderPage = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: '/clinic/announcements/' });
const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;

test('lists every announcement with its status; a withdrawn one has no actions; the clinic nav marks the page', async () => {
  stub.answer({ [LIST]: { body: [HOLIDAY, OLD] } });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Announcements' });
  expect(within(rowOf('Holiday shipping')).getByText('Published')).toBeInTheDocument();
  expect(within(rowOf('Holiday shipping')).getByRole('button', { name: 'Withdraw “Holiday shipping”' })).toBeInTheDocument();
  expect(within(rowOf('Old news')).getByText('Withdrawn')).toBeInTheDocument();
  expect(within(rowOf('Old news')).queryByRole('button')).not.toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Clinic sections' });
  expect(within(nav).getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/clinic/');
});

test('publishes a new announcement now, checking the fields first, and lists it', async () => {
  let published = false;
  stub.answer({
    [LIST]: () => ({ body: published ? [announcement(3, 'Faster results', 'published'), HOLIDAY] : [HOLIDAY] }),
    [PUBLISH]: () => {
      published = true;
      return { status: 201, body: announcement(3, 'Faster results', 'published') };
    },
  });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Publish an announcement' });
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('Give the announcement a title.')).toBeInTheDocument();
  expect(within(form).getByText('Write the message patients will read.')).toBeInTheDocument();
  expect(stub.requestsTo(PUBLISH)).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('Title'), '  Faster results ');
  await userEvent.type(within(form).getByLabelText(/^Message/), 'Results now take about 10 days.');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('“Faster results” is published: patients see it on My Tests.')).toBeInTheDocument();
  expect(stub.requestsTo(PUBLISH)[0].body).toEqual({ title: 'Faster results', message: 'Results now take about 10 days.' });
  expect(await screen.findByRole('rowheader', { name: /Faster results/ })).toBeInTheDocument();
  expect(within(form).getByLabelText('Title')).toHaveValue('');
});

test('a scheduled time is sent as an instant; the API’s field error shows beside the field with the input kept', async () => {
  stub.answer({ [LIST]: { body: [] }, [PUBLISH]: { status: 400, body: { detail: 'The title cannot be blank.', field: 'title' } } });
  renderPage();
  expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Publish an announcement' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Later');
  await userEvent.type(within(form).getByLabelText(/^Message/), 'Soon.');
  await userEvent.type(within(form).getByLabelText(/Publish at/), '2026-12-01T09:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('The title cannot be blank.')).toBeInTheDocument();
  expect(stub.requestsTo(PUBLISH)[0].body).toEqual({ title: 'Later', message: 'Soon.', published_at: new Date('2026-12-01T09:30').toISOString() });
  expect(within(form).getByLabelText('Title')).toHaveValue('Later');
});

test('Edit fills the form with the announcement and saves the changes', async () => {
  stub.answer({
    [LIST]: { body: [HOLIDAY] },
    'PATCH /api/internal/announcements/1/': { body: { ...HOLIDAY, title: 'Holiday shipping dates', updated_at: '2026-11-22T10:00:00.000Z' } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit “Holiday shipping”' }));
  const form = screen.getByRole('form', { name: 'Edit “Holiday shipping”' });
  expect(within(form).getByLabelText(/^Message/)).toHaveValue('Holiday shipping: the details.');
  await userEvent.type(within(form).getByLabelText('Title'), ' dates');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('“Holiday shipping dates” was saved.')).toBeInTheDocument();
  const body = stub.requestsTo('PATCH /api/internal/announcements/1/')[0].body;
  // the time was not touched, so it is not sent
  expect(body).toEqual({ title: 'Holiday shipping dates', message: 'Holiday shipping: the details.' });
  expect(screen.getByRole('form', { name: 'Publish an announcement' })).toBeInTheDocument();
});

test('Withdraw asks first, then withdraws; Keep it changes nothing', async () => {
  let withdrawn = false;
  stub.answer({
    [LIST]: () => ({ body: [withdrawn ? { ...HOLIDAY, status: 'withdrawn', withdrawn_at: '2026-11-22T10:00:00.000Z' } : HOLIDAY] }),
    'POST /api/internal/announcements/1/withdraw/': () => {
      withdrawn = true;
      return { body: { ...HOLIDAY, status: 'withdrawn' } };
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw “Holiday shipping”' }));
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(stub.requestsTo('POST /api/internal/announcements/1/withdraw/')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw “Holiday shipping”' }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Withdraw “Holiday shipping”?' })).getByRole('button', { name: 'Yes, withdraw' }));
  expect(await screen.findByText('“Holiday shipping” was withdrawn.')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('Holiday shipping')).getByText('Withdrawn')).toBeInTheDocument());
});

test('a failed load offers to try again', async () => {
  stub.answer({ [LIST]: { status: 500, body: { detail: 'The database is down.' } } });
  renderPage();
  expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
});
