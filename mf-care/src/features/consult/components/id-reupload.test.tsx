import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { aConsult, CONSULT, MESSAGES, renderConsultPage, stub } from '../consult.fixtures';

const OPEN_INTAKE = 'POST /api/v1/consult-intake/';
const PHOTO = 'PUT /api/v1/consult-intake/9/photo-id/';
const intake = { id: 9, consult_uid: 'c-1', photo_id_uploaded: true, submitted_at: '2026-03-02T11:00:00Z' };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

beforeEach(() => signIn({ email: 'dana@flora.test' }));
afterEach(signOut);

const openIdFailure = async (photo: unknown) => {
  stub.answer({
    [CONSULT]: { body: aConsult({ status: 'ID', is_closed: false, show_consult_in_progress: true }) },
    [MESSAGES]: { body: [] },
    [OPEN_INTAKE]: { body: intake },
    [PHOTO]: photo as object,
  });
  renderConsultPage();
  return within(await screen.findByRole('region', { name: 'Status' }));
};

test('after a failed ID verification she uploads a new photo here, and the consult goes back to review', async () => {
  const status = await openIdFailure({ body: intake });
  expect(status.getByText('ID verification failed')).toBeInTheDocument();
  expect(status.getByText('ID verification failed, click here to reupload')).toBeInTheDocument();
  expect(status.getByRole('heading', { name: 'Upload a new photo of your ID' })).toBeInTheDocument();
  // The banner's re-upload link leads to this very page: not repeated as a link.
  expect(status.queryByRole('link')).not.toBeInTheDocument();

  stub.answer({ [CONSULT]: { body: aConsult({ status: 'SU', is_closed: false, consult_pending: true }) } });
  await userEvent.upload(await status.findByLabelText('Photo of your ID'), png());
  expect(await status.findByText('Thank you: your new photo is with your care team')).toBeInTheDocument();
  expect(stub.requestsTo(OPEN_INTAKE)[0].body).toEqual({ consult_uid: 'c-1' });
  expect(stub.requestsTo(PHOTO)).toHaveLength(1);
  await waitFor(() => expect(screen.getByText('A clinician is reviewing')).toBeInTheDocument());
});

test('a file that is not an image is refused beside the field; the API refusal too', async () => {
  const status = await openIdFailure({ status: 400, body: { detail: 'This file is not a JPEG, PNG or HEIC image.', field: 'photo_id' } });
  const input = await status.findByLabelText('Photo of your ID');
  await userEvent.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(input).toHaveAccessibleDescription(/Choose a photo: a JPEG, PNG or HEIC image./);
  expect(stub.requestsTo(PHOTO)).toHaveLength(0);

  await userEvent.upload(input, png());
  expect(await status.findByText('This file is not a JPEG, PNG or HEIC image.')).toBeInTheDocument();
  expect(status.queryByText(/your new photo is with your care team/)).not.toBeInTheDocument();
});
