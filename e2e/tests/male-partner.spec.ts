// The male-partner flow (SPEC §2.8, §2.11, §5): the eligibility gate (Continue disabled until all
// five boxes; a signed-in visitor's modal with 'COPIED!'), then his registration, the emailed
// link (opened on another device), sign in at /login/male-partner/, research consent and the
// intake start.
import { expect, expectHealthyPage, expectNoCspViolations, recordCspViolations, SHELL_URL, signIn, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

const STATEMENTS = [
  /recently diagnosed with or treated for bacterial vaginosis/,
  /assigned male at birth/,
  /discuss this treatment with another treating clinician/,
  /life-threatening emergency/,
];
const INTAKE_START = '/treatments/male-partner/intake/start';

test('the gate: Continue is disabled until all five boxes are checked, and registration needs it', async ({ page }) => {
  // Straight to the registration page: back to the gate first.
  await page.goto('/register/male-partner/');
  await expect(page).toHaveURL(/\/register\/male-partner\/eligibility\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Is this treatment right for you?' })).toBeVisible();
  await expectHealthyPage(page);

  const continueButton = page.getByRole('button', { name: 'Continue' });
  for (const statement of STATEMENTS) {
    await expect(continueButton).toBeDisabled();
    await page.getByRole('checkbox', { name: statement }).check();
  }
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Continue is available once all five boxes are checked (1 left).')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the above is all true' }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  await expect(page).toHaveURL(/\/register\/male-partner\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expectHealthyPage(page);
  // Left and resumed in the same tab: the gate is remembered.
  await page.goto('/tests/');
  await page.goto('/register/male-partner/');
  await expect(page).toHaveURL(/\/register\/male-partner\/$/);
});

test("signed in: the modal says the patient must buy it, shares the link ('COPIED!') or signs out", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(SHELL_URL).origin });
  await page.goto('/login/');
  await signIn(page, 'new@flora.test');
  await expect(page).toHaveURL(/\/tests\/$/);

  await page.goto('/register/male-partner/eligibility/');
  const dialog = page.getByRole('dialog', { name: 'This treatment must be bought by the patient' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('new@flora.test')).toBeVisible();
  await expectHealthyPage(page);

  await dialog.getByRole('button', { name: 'Share a link with my partner' }).click();
  await expect(dialog.getByRole('button', { name: 'COPIED!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/register/male-partner/eligibility/', SHELL_URL).href);

  await dialog.getByRole('button', { name: 'Continue with a new account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/register\/male-partner\/eligibility\/$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  await expectHealthyPage(page);
});

test('his registration, the emailed link, sign in at /login/male-partner/, research consent, then the intake start', async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-partner-${Date.now()}@flora.test`;
  await page.goto('/register/male-partner/eligibility/');
  for (const statement of STATEMENTS) await page.getByRole('checkbox', { name: statement }).check();
  await page.getByRole('checkbox', { name: 'I confirm the above is all true' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/register\/male-partner\/$/);
  // Research consent is its own step after signing in, not a box here.
  await expect(page.getByRole('checkbox', { name: /research on vaginal health/ })).toHaveCount(0);
  await fillRegistrationForm(page, { firstName: 'Max', lastName: 'Partner', email, password: 'partner-passphrase', phone: '+1 415 555 0100' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await expectHealthyPage(page);

  const link = await verificationLink(request, email);
  expect(new URL(link).searchParams.get('next')).toBe(INTAKE_START);

  // He opens the link on another device: signed out there.
  const other = await browser.newContext({ baseURL: SHELL_URL });
  const phone = await other.newPage();
  await recordCspViolations(phone);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await expectHealthyPage(phone);
  await phone.getByRole('link', { name: 'Sign in to continue' }).click();

  await expect(phone).toHaveURL(/\/login\/male-partner\/\?next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Sign in to your partner treatment' })).toBeVisible();
  await expectHealthyPage(phone);
  await signIn(phone, email, 'partner-passphrase');

  // The guard holds him at research consent (its `next` written with the shell's trailing slash).
  await expect(phone).toHaveURL(/\/research-consent\/\?next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart(%2F)?$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Taking part in our research' })).toBeVisible();
  await expectHealthyPage(phone);
  await phone.getByRole('checkbox', { name: /de-identified data may be used for research/ }).check();
  await phone.getByRole('button', { name: 'Agree and continue' }).click();

  await expect(phone).toHaveURL(new RegExp(`${INTAKE_START}/?$`));
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHealthyPage(phone);
  expectNoCspViolations(phone);
  await other.close();
});
