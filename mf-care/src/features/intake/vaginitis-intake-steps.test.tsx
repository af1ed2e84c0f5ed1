// The vaginitis intake's steps: answers saved as given, each step's checks (bad input: a message
// beside the field, nothing saved), medication and pharmacy search, the pregnancy stop, the photo
// ID, the consents. (Two files: the API client's request cap counts over a whole file.)
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARE_STATES } from '@flora/shared/domain';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signOut } from '@flora/tools/jest/session-fixtures';
import { answered, at, renderStep, serveIntake, stub } from './intake.fixtures';

afterEach(async () => {
  // Leaving the page saves what is still waiting: let that save end inside this test.
  cleanup();
  await apiIdle();
  signOut();
  window.localStorage.clear();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: /^(Next|Review your answers)$/ }));

test('symptoms: choices are saved as given, in one save; Next checks the duration first', async () => {
  serveIntake();
  renderStep('symptoms');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Itching' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Odor' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).map((r) => r.body)).toEqual([{ symptoms: ['itching', 'odor'] }]);

  await next();
  const duration = screen.getByRole('radiogroup', { name: 'How long have you had these symptoms?' });
  expect(within(duration.closest('fieldset') ?? duration).getByText('Choose how long you have had these symptoms.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Your symptoms' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: '1 to 4 weeks' }));
  await next();
  expect(await heading('About you and your health history')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).at(-1)?.body).toMatchObject({ symptom_duration: '1_to_4_weeks' });
});

test('"None of these" clears the symptoms and the duration', async () => {
  serveIntake({ symptoms: ['itching'], symptom_duration: 'under_1_week' });
  renderStep('symptoms');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'None of these' }));
  expect(screen.getByRole('checkbox', { name: 'Itching' })).not.toBeChecked();
  expect(screen.queryByRole('radiogroup', { name: /How long/ })).not.toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ symptoms: [], symptom_duration: null }));
});

const BAD_INPUT: [step: string, fill: () => Promise<void>, message: string][] = [
  ['symptoms', async () => {}, 'Choose your symptoms, or "None of these".'],
  ['history', async () => userEvent.type(screen.getByRole('textbox', { name: /Date of birth/ }), '02/30/1990'), 'Enter a real date as MM/DD/YYYY, for example 03/05/2026.'],
  ['history', async () => userEvent.type(screen.getByRole('textbox', { name: /Date of birth/ }), '01/01/2015'), 'Our clinicians can only treat patients 18 and over.'],
  ['medications', async () => {}, 'Choose your medications, or tick “I don’t take any medications”.'],
  ['allergies', async () => userEvent.click(screen.getByRole('radio', { name: 'Yes' })), 'Tell us which medications you are allergic to.'],
  ['pregnancy', async () => {}, 'Choose an answer.'],
  ['pharmacy', async () => userEvent.click(screen.getByRole('radio', { name: /Pick it up/ })), 'Search for a pharmacy and choose one, or choose shipping.'],
  ['address', async () => userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '123'), 'Enter a ZIP code like 12345 or 12345-6789.'],
  [
    'address',
    async () => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'AL');
      await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    },
    '10001 is not a AL ZIP code: check the ZIP code or the state.',
  ],
  ['photo-id', async () => {}, 'Upload a photo of your ID to continue.'],
  ['terms', async () => {}, 'Agree to the terms of care to continue.'],
];

test.each(BAD_INPUT)('%s: bad input is named beside the field, nothing is saved and she stays', async (step, fill, message) => {
  serveIntake();
  renderStep(step);
  await screen.findByRole('button', { name: /^(Next|Review your answers)$/ });
  await fill();
  const before = stub.requestsTo(at.SAVE).length;
  await next();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE)).toHaveLength(before);
  expect(stub.requestsTo(at.TERMS)).toHaveLength(0);
});

test('history: a valid date of birth is saved as YYYY-MM-DD', async () => {
  serveIntake({ symptoms: [] });
  renderStep('history');
  await userEvent.type(await screen.findByRole('textbox', { name: /Date of birth/ }), '04/02/1990');
  await next();
  expect(await heading('Medications you take')).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).map((r) => r.body)).toContainEqual(expect.objectContaining({ date_of_birth: '1990-04-02' }));
});

test('medications: search the catalogue and pick several', async () => {
  serveIntake();
  renderStep('medications');
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search medications' }), 'met');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Acetaminophen' })).not.toBeInTheDocument());
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Metformin' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Metronidazole' }));
  expect(within(screen.getByRole('list', { name: 'Chosen medications' })).getAllByRole('listitem')).toHaveLength(2);
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ current_medication_ids: [2, 3] }));
});

test('pregnancy: pregnant shows the safety copy and stops the intake', async () => {
  serveIntake({ ...answered, pregnancy_status: null, breastfeeding: null });
  renderStep('pregnancy');
  await userEvent.click(await screen.findByRole('radio', { name: "I'm pregnant" }));
  // The stop is at once: no Next, nothing else to fill.
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(screen.getByText(/boric acid, Diflucan and anti-itch cream are not safe during pregnancy/)).toBeInTheDocument();
  expect(screen.getByText(/talk to your OB-GYN/)).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: 'Are you breastfeeding?' })).not.toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ pregnancy_status: 'pregnant' }));
  expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('pharmacy: search by ZIP code and choose a pharmacy', async () => {
  serveIntake();
  renderStep('pharmacy');
  await userEvent.click(await screen.findByRole('radio', { name: /Pick it up/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '73301');
  await userEvent.click(screen.getByRole('button', { name: 'Find pharmacies' }));
  await userEvent.click(await screen.findByRole('radio', { name: /South Austin Pharmacy/ }));
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ pharmacy_id: 4 }));
  expect(stub.requestsTo(at.PHARMACIES)[0]?.url).toContain('postal_code=73301');
});

test('pharmacy: a ZIP code that is not 5 digits is named beside it and not searched', async () => {
  serveIntake();
  renderStep('pharmacy');
  await userEvent.click(await screen.findByRole('radio', { name: /Pick it up/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '733');
  await userEvent.click(screen.getByRole('button', { name: 'Find pharmacies' }));
  expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(/Enter a 5-digit ZIP code./);
  expect(stub.requestsTo(at.PHARMACIES)).toHaveLength(0);
});

test("address: the states offered are the API's care states (no territory it would refuse); a saved territory is asked again", async () => {
  serveIntake({ address_line1: '1 Main St', city: 'San Juan', state: 'PR', zip_code: '00901' });
  renderStep('address');
  const state = await screen.findByRole('combobox', { name: 'State' });
  const offered = within(state).getAllByRole('option').map((o) => (o as HTMLOptionElement).value).filter(Boolean);
  expect(offered).toEqual([...CARE_STATES]);
  for (const territory of ['AS', 'GU', 'MP', 'PR', 'VI']) expect(offered).not.toContain(territory);
  await next();
  expect(state).toHaveAccessibleDescription(/50 states and DC only/);
});

test('photo ID: a file that is not an image is refused beside the field, nothing uploaded', async () => {
  serveIntake();
  renderStep('photo-id');
  const input = await screen.findByLabelText('Photo of your ID');
  await userEvent.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(input).toHaveAccessibleDescription(/Choose a photo: a JPEG, PNG or HEIC image./);
  expect(stub.requestsTo(at.PHOTO)).toHaveLength(0);
});

// The API's words for a file that does not decode (a polyglot: an image signature, then a page) and for too many uploads.
const UNREADABLE = 'This file is not an image we can read. Upload a photo of your ID as a JPEG, PNG or HEIC image.';

test("photo ID: a photo is uploaded with its type; the API's refusal of a file that does not decode shows beside the field", async () => {
  serveIntake({}, { [at.PHOTO]: { status: 400, body: { detail: UNREADABLE, field: 'photo_id' } } });
  renderStep('photo-id');
  const input = await screen.findByLabelText('Photo of your ID');
  await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' }));
  expect(await screen.findByText(UNREADABLE)).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(UNREADABLE));
  expect(stub.requestsTo(at.PHOTO)[0]?.body).toBeTruthy();
});

test('photo ID: too many uploads (429) says so beside the field', async () => {
  serveIntake({}, { [at.PHOTO]: { status: 429, body: { detail: 'Too many photo ID uploads. Please try again later.' } } });
  renderStep('photo-id');
  const input = await screen.findByLabelText('Photo of your ID');
  await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' }));
  expect(await screen.findByText("We couldn't upload your photo. Too many photo ID uploads. Please try again later.")).toBeInTheDocument();
});

test('photo ID: uploaded, she can move on', async () => {
  serveIntake();
  renderStep('photo-id');
  await userEvent.upload(await screen.findByLabelText('Photo of your ID'), new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' }));
  expect(await screen.findByText('Your ID photo is uploaded')).toBeInTheDocument();
  await next();
  expect(await heading('Terms and consent')).toBeInTheDocument();
});

test('terms: both consents are recorded when she moves on', async () => {
  serveIntake({ ...answered, photo_id_uploaded: true });
  renderStep('terms');
  await userEvent.click(await screen.findByRole('checkbox', { name: /I agree to Flora's terms/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /not trying to conceive/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Review your answers' }));
  expect(await heading('Review your answers')).toBeInTheDocument();
  expect(stub.requestsTo(at.TERMS)).toHaveLength(1);
  expect(stub.requestsTo(at.CONCEIVE)).toHaveLength(1);
});

test('address: prefilled from the address on the intake, and saved once she moves on', async () => {
  serveIntake({ address_line1: '4100 S Congress Ave', city: 'Austin', state: 'TX', zip_code: '73301' });
  renderStep('address');
  expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('4100 S Congress Ave');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
  await waitFor(() => expect(stub.requestsTo(at.ADDRESS)).toHaveLength(1));
  await next();
  expect(await screen.findByRole('heading', { level: 2, name: 'Photo of your ID' })).toBeInTheDocument();
  expect(stub.requestsTo(at.SAVE).at(-1)?.body).toMatchObject({ address_line1: '4100 S Congress Ave', city: 'Austin', state: 'TX', zip_code: '73301' });
});

test('allergies: typed text is saved once she pauses, trimmed', async () => {
  serveIntake({ has_allergies: true });
  renderStep('allergies');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Which medications, and what happens?' }), '  Penicillin: hives ');
  await waitFor(() => expect(stub.requestsTo(at.SAVE).at(-1)?.body).toEqual({ allergies: 'Penicillin: hives' }), { timeout: 3000 });
  expect(stub.requestsTo(at.SAVE)).toHaveLength(1);
});
