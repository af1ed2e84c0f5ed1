// The male partner's intake: opens on the intro, asks his questions (sex assigned at birth, date of
// birth, allergies, medications, address, terms; none of the female questions, no photo ID, no
// conceive consent), checks them beside the field, then the review and submit.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answeredByHim, at, renderMalePartnerStep, serveIntake, stub } from './intake.fixtures';

afterEach(async () => {
  // Leaving the page saves what is still waiting: let that save end inside this test.
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const next = (name: RegExp = /^(Next|Review your answers|Get started)$/) => userEvent.click(screen.getByRole('button', { name }));

test("a new intake opens on the intro, which says what happens; 'Get started' goes to his questions", async () => {
  serveIntake({ consult_type: 'male-partner' });
  renderMalePartnerStep('start');
  expect(await heading('Your partner treatment')).toBeInTheDocument();
  expect(screen.getByText(/A clinician reviews them, usually within 24 business hours/)).toBeInTheDocument();
  // Written to him, the partner: never "your partner's partner".
  expect(screen.getByText(/Your partner was recently diagnosed with or treated for BV; this short intake lets a licensed Flora clinician decide whether you should be treated too/)).toBeInTheDocument();
  expect(screen.queryByText(/partner's partner/)).not.toBeInTheDocument();
  expect(screen.getByText(/Step 1 of 7/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
  expect(await heading('About you')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE)).toHaveLength(0);
});

test("'start' resumes on his first step with something missing once he has answered one", async () => {
  serveIntake({ consult_type: 'male-partner', sex_assigned_at_birth: 'male', date_of_birth: '1988-09-12' });
  renderMalePartnerStep('start');
  expect(await heading('Allergies')).toBeInTheDocument();
});

test('about him: his sex assigned at birth and date of birth are checked beside the field, then saved', async () => {
  serveIntake({ consult_type: 'male-partner' });
  renderMalePartnerStep('history');
  expect(await heading('About you')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: /pregnant/i })).not.toBeInTheDocument();
  await next();
  const sex = screen.getByRole('radiogroup', { name: 'What sex were you assigned at birth?' });
  expect(within(sex.closest('fieldset') ?? sex).getByText('Choose an answer.')).toBeInTheDocument();
  expect(screen.getByText('Enter your date of birth.')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE)).toHaveLength(0);

  await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Date of birth/ }), '09/12/1988');
  await next();
  expect(await heading('Allergies')).toBeInTheDocument();
  const saved = Object.assign({}, ...stub.requestsTo(at.SAVE).map((r) => r.body as object));
  expect(saved).toMatchObject({ sex_assigned_at_birth: 'male', date_of_birth: '1988-09-12' });
});

test("his medications: the men's list, without the pill or an IUD", async () => {
  serveIntake({ ...answeredByHim, current_medication_ids: null });
  renderMalePartnerStep('medications');
  expect(await heading('Medications you take')).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'Tamsulosin' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Metronidazole' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /contraceptive pill|IUD/ })).not.toBeInTheDocument();
  expect(stub.requestsTo(at.MEDICATIONS).every((r) => new URL(r.url, 'http://x').searchParams.get('for') === 'men')).toBe(true);
});

test('the terms: only the terms of care, no conceive consent, and no test results to review', async () => {
  serveIntake(answeredByHim);
  renderMalePartnerStep('terms');
  expect(await heading('Terms and consent')).toBeInTheDocument();
  expect(screen.getByText('A licensed clinician reviews your answers and, if appropriate, prescribes your treatment.')).toBeInTheDocument();
  expect(screen.queryByText(/your results/)).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /trying to conceive/ })).not.toBeInTheDocument();
  await next();
  expect(await screen.findByText('Agree to the terms of care to continue.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to Flora's terms/ }));
  await next();
  expect(await heading('Review your answers')).toBeInTheDocument();
  expect(stub.requestsTo(at.TERMS)).toHaveLength(1);
  expect(stub.requestsTo(at.CONCEIVE)).toHaveLength(0);
});

test('review: his answers only; submitting leads him to his consult\'s status page', async () => {
  serveIntake({ ...answeredByHim, agreed_to_terms_at: '2026-11-24T10:00:00Z' });
  renderMalePartnerStep('review');
  const about = await screen.findByRole('heading', { level: 3, name: 'About you' });
  expect(within(about.closest('li')!).getByText('Male')).toBeInTheDocument();
  expect(within(about.closest('li')!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/treatments/consults/c-paid/male-partner/intake/history/',
  );
  for (const name of ['Symptoms', 'Pregnancy', 'Photo ID', 'Welcome']) expect(screen.queryByRole('heading', { level: 3, name })).not.toBeInTheDocument();
  expect(screen.queryByText('Not trying to conceive')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(history.location.pathname).toBe('/treatments/consults/c-paid/'));
  expect(stub.requestsTo(at.SUBMIT)).toHaveLength(1);
});

test('his submitted intake, opened again: read-only, with the way to his status page (not Care)', async () => {
  serveIntake({ ...answeredByHim, agreed_to_terms_at: '2026-11-24T10:00:00Z', submitted_at: '2026-11-24T11:00:00Z' });
  renderMalePartnerStep('review');
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your treatment status' })).toHaveAttribute('href', '/treatments/consults/c-paid/');
  // /care/ is not his (it sends him to /treatments/).
  expect(screen.queryByRole('link', { name: 'Back to Care' })).not.toBeInTheDocument();
});

test('review: what he has not answered is named with links to his steps', async () => {
  serveIntake({ ...answeredByHim, sex_assigned_at_birth: null, zip_code: null });
  renderMalePartnerStep('review');
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  const list = (await screen.findByText('A few answers are still missing')).parentElement!.querySelector('ul')!;
  await waitFor(() => expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['About you', 'Address', 'Consent']));
  expect(within(list).getByRole('link', { name: 'Address' })).toHaveAttribute('href', '/treatments/consults/c-paid/male-partner/intake/address/');
});

test("another type's consult is not found at his intake's path", async () => {
  serveIntake({ consult_type: 'vaginitis' });
  renderMalePartnerStep('intro');
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
