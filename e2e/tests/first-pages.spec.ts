// Each remote's first page against the real API.
import { expect, expectHealthyPage, signIn, test } from './platform';
import { fillRegistrationForm } from './registration';

test('a new consumer sees the My Tests empty state', async ({ page }) => {
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectHealthyPage(page);
  await signIn(page, 'new@flora.test');
  await expect(page.getByRole('heading', { name: 'No tests yet' })).toBeVisible();
  await expectHealthyPage(page);
});

test('registration creates an account, signs in and continues to /verify-email/', async ({ page }) => {
  const email = `e2e-${Date.now()}@flora.test`;
  await page.goto('/register/');
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectHealthyPage(page);
  // The API's password rules show before anything is typed.
  await expect(page.getByText('At least 8 characters, not only numbers, and not your email address.')).toBeVisible();
  await fillRegistrationForm(page, { firstName: 'Robin', lastName: 'Lee', email, password: '12345', phone: '415-555-CALL' });
  await page.getByRole('button', { name: 'Create account' }).click();
  // Checked beside the field before anything is sent; what was typed stays.
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText(/Enter a phone number with at least 7 digits/)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Birthday')).toHaveValue('04/12/1990');
  await expectHealthyPage(page);
  await page.getByLabel('Password').fill('a-good-passphrase');
  await page.getByLabel('Phone number (optional)').fill('(415) 555-0100');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectHealthyPage(page);
});

test('registering an email that exists shows the API message beside the email field', async ({ page }) => {
  await page.goto('/register/');
  await fillRegistrationForm(page, { firstName: 'Dee', lastName: 'Mo', email: 'demo@flora.test' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/register\/$/);
  await expectHealthyPage(page);
});
