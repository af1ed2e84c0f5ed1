// The care loop closes in the browser (issue 18 part 2): a fresh patient buys vaginitis care and
// submits her intake (with her photo ID) through the API; in one browser context staff@flora.test
// signs in through the shell, opens the clinic at /clinic/, picks her consult up from the queue,
// reads her result summary, intake and photo ID, prescribes, builds the plan week by week and
// completes; in a second context the patient's Care page then says 'Your treatment is ready!'.
import type { APIRequestContext } from '@playwright/test';
import { freshCareBuyer } from './care-purchase';
import { expect, expectHealthyPage, recordCspViolations, signIn, test } from './platform';

/** A 1x1 PNG: the photo of her ID. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Her vaginitis intake, answered, consented, with her photo ID, and submitted (the consult goes to SU). */
async function submitIntake(request: APIRequestContext, email: string, password: string, consultUid: string) {
  const token = await request.post('/api/token/', { data: { username: email, password } });
  expect(token.ok()).toBe(true);
  const auth = { Authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
  const started = await request.post('/api/v1/consult-intake/', { headers: auth, data: { consult_uid: consultUid } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const base = `/api/v1/consult-intake/${id}`;
  const answered = await request.patch(`${base}/`, {
    headers: auth,
    data: {
      symptoms: ['odor', 'itching'],
      symptom_duration: '1_to_4_weeks',
      pregnancy_status: 'not_pregnant',
      breastfeeding: false,
      has_allergies: true,
      allergies: 'Penicillin (hives)',
      current_medication_ids: [],
      date_of_birth: '1994-09-03',
      address_line1: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip_code: '10001',
    },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  for (const consent of ['agree_to_terms', 'consent_to_not_trying_to_conceive']) {
    expect((await request.post(`${base}/${consent}/`, { headers: auth })).ok()).toBe(true);
  }
  const photo = await request.put(`${base}/photo-id/`, { headers: { ...auth, 'Content-Type': 'image/png' }, data: PHOTO });
  expect(photo.ok(), await photo.text()).toBe(true);
  const submitted = await request.post(`${base}/submit/`, { headers: auth });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('a clinician picks up a submitted consult in the clinic, prescribes, plans and completes; the patient sees her treatment is ready', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const patient = await freshCareBuyer(request, 'clinic');
  await submitIntake(request, patient.email, patient.password, patient.consultUid);

  // Staff, through the shell: the review queue.
  await page.goto('/login/');
  await signIn(page, 'staff@flora.test');
  await expect(page).not.toHaveURL(/\/login\//);
  await page.goto('/clinic/');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Waiting for review' });
  const row = queue.getByRole('row').filter({ hasText: patient.email });
  await expect(row).toContainText('Vaginitis treatment');
  await expect(row).toContainText(/waiting (less than a minute|\d+ (min|h))/);
  await expectHealthyPage(page);

  // Pick up: the consult opens, in review.
  await row.getByRole('button', { name: /^Pick up the consult of / }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/consults/${patient.consultUid}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Consult: Iris Intake' })).toBeVisible();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();

  // She is who the intake says; her results and answers; her photo ID, loaded with the session.
  const patientCard = page.getByRole('region', { name: 'Patient' });
  await expect(patientCard).toContainText(patient.email);
  await expect(patientCard).toContainText(/09\/03\/1994 \(\d+ years\)/);
  await expect(patientCard).toContainText('NY');
  const results = page.getByRole('region', { name: 'Result summary' });
  await expect(results).toContainText('CST IV-B');
  await expect(results).toContainText('Disrupted');
  const intake = page.getByRole('region', { name: 'Intake answers' });
  await expect(intake).toContainText('Odor, Itching');
  await expect(intake).toContainText('Penicillin (hives)');
  const photo = page.getByRole('img', { name: 'Government ID uploaded by Iris Intake' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole('button', { name: 'Complete consult' })).toBeDisabled();
  await expectHealthyPage(page);

  // Prescribe boric acid with 2 refills.
  const prescriptions = page.getByRole('form', { name: 'Prescriptions' });
  await prescriptions.getByRole('checkbox', { name: 'Boric Acid Suppositories' }).check();
  await prescriptions.getByRole('spinbutton', { name: 'Refills of Boric Acid Suppositories' }).fill('2');
  await prescriptions.getByRole('button', { name: 'Save prescriptions' }).click();
  await expect(prescriptions.getByText('Prescriptions saved.')).toBeVisible();

  // The plan: 3 weeks, boric acid in weeks 1 and 2, the probiotic as needed in week 1.
  const plan = page.getByRole('form', { name: 'Treatment plan' });
  for (let i = 0; i < 3; i += 1) await plan.getByRole('button', { name: 'Remove the last week' }).click();
  await expect(plan.getByText('3 weeks; week 3 is the retest week.')).toBeVisible();
  await plan.getByRole('checkbox', { name: 'Boric Acid Suppositories in week 1' }).check();
  await plan.getByRole('checkbox', { name: 'Boric Acid Suppositories in week 2' }).check();
  await plan.getByRole('checkbox', { name: 'Vaginal Probiotic in week 1' }).check();
  await plan.getByRole('checkbox', { name: 'As needed (Vaginal Probiotic, week 1)' }).check();
  await plan.getByRole('button', { name: 'Save treatment plan' }).click();
  await expect(plan.getByText('Treatment plan saved.')).toBeVisible();
  await expectHealthyPage(page);

  // Complete, confirmed.
  await page.getByRole('button', { name: 'Complete consult' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this consult?' });
  await dialog.getByRole('button', { name: 'Complete consult' }).click();
  await expect(page.getByText('Complete: the patient has been told her treatment is ready')).toBeVisible();
  await expectHealthyPage(page);

  // The patient, in her own browser: Care says her treatment is ready.
  const herContext = await browser.newContext();
  const her = await herContext.newPage();
  await recordCspViolations(her);
  await her.goto('/login/');
  await signIn(her, patient.email, patient.password);
  await expect(her).not.toHaveURL(/\/login\//);
  await her.goto('/care/');
  await expect(her.getByText('Your treatment is ready!').first()).toBeVisible();
  await herContext.close();
});
