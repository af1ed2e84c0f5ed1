// 'Reupload ID': the photo-ID step of an intake whose consult is in ID (ID_FAILURE) takes a new photo,
// then says it was received and a clinician is reviewing again; a refused photo is named beside the
// field. Any other consult: the ordinary photo-ID step (read-only once submitted).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, renderStep, serveIntake, stub, UID } from './intake.fixtures';

const CONSULT = at.CONSULT;
const SUBMITTED = { ...answered, photo_id_uploaded: true, agreed_to_terms_at: '2026-11-20T10:00:00Z', submitted_at: '2026-11-21T10:00:00Z' };

afterEach(async () => {
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const consultIn = (status: ApiConsult['status']) => ({ body: consultFixture({ uid: UID, status, consult_paid: true }) });
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'id.png', { type: 'image/png' });

test('ID verification failed: she uploads a new photo; it was received and a clinician is reviewing again', async () => {
  serveIntake(SUBMITTED, { [CONSULT]: consultIn('ID') });
  renderStep('photo-id');
  expect(await screen.findByText('ID verification failed')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Upload a new photo of your ID' })).toBeInTheDocument();
  await userEvent.upload(screen.getByLabelText('New photo of your ID'), png());
  expect(await screen.findByText('Your ID was received')).toBeInTheDocument();
  expect(screen.getByText(/A clinician is reviewing your consultation again/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Care' })).toHaveAttribute('href', '/care/');
  const sent = stub.requestsTo(at.PHOTO);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toBeTruthy();
});

test("a photo the API refuses: its message beside the field, she can choose another", async () => {
  serveIntake(SUBMITTED, {
    [CONSULT]: consultIn('ID'),
    [at.PHOTO]: { status: 400, body: { detail: 'This file is not an image we can read.', field: 'photo_id' } },
  });
  renderStep('photo-id');
  const input = await screen.findByLabelText('New photo of your ID');
  await userEvent.upload(input, png());
  expect(await screen.findByText('This file is not an image we can read.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Your ID was received')).not.toBeInTheDocument();
  expect(input).toBeEnabled();
});

test('a file that is not an image is refused here, nothing is sent', async () => {
  serveIntake(SUBMITTED, { [CONSULT]: consultIn('ID') });
  renderStep('photo-id');
  await userEvent.upload(await screen.findByLabelText('New photo of your ID'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), {
    applyAccept: false,
  });
  expect(await screen.findByText('Choose a photo: a JPEG, PNG or HEIC image.')).toBeInTheDocument();
  expect(stub.requestsTo(at.PHOTO)).toHaveLength(0);
});

test('a consult under review: the submitted intake stays read-only, no upload', async () => {
  serveIntake(SUBMITTED, { [CONSULT]: consultIn('SU') });
  renderStep('photo-id');
  expect(await screen.findByText('A clinician is reviewing your intake')).toBeInTheDocument();
  expect(screen.queryByLabelText(/photo of your ID/i)).not.toBeInTheDocument();
});

test('an open intake: the ordinary photo-ID step', async () => {
  serveIntake({}, { [CONSULT]: consultIn('ST') });
  renderStep('photo-id');
  expect(await screen.findByRole('heading', { level: 2, name: 'Photo of your ID' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Photo of your ID')).toBeEnabled());
});
