// Provider Registration (SPEC §2.1, §2.8): bad input is shown beside the field and kept; a new
// provider account signs in and continues to the provider intake (/provider/intake/, mf-provider).
import { expect, expectHealthyPage, test } from './platform';

test('a provider registers and lands on the provider intake', async ({ page }) => {
  await page.goto('/provider/register/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your provider account' })).toBeVisible();
  await expectHealthyPage(page);

  const create = page.getByRole('button', { name: 'Create provider account' });
  await page.getByLabel('Work email address').fill('provider@flora.test');
  await page.getByLabel('Password').fill('12345678');
  // Leave the field first: its message appears on blur and moves the button (a click that blurs
  // the field would land beside it).
  await page.getByLabel('Password').blur();
  await create.click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/not only numbers/);

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Password').fill('a-good-passphrase');
  await page.getByLabel('Password').blur();
  await create.click();
  // The address is taken: the API's message lands beside it, and everything typed stays.
  await expect(page.getByLabel('Work email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expectHealthyPage(page);

  await page.getByLabel('Work email address').fill(`e2e-provider-${Date.now()}@flora.test`);
  await page.getByLabel('Work email address').blur();
  await create.click();
  await expect(page).toHaveURL(/\/provider\/intake\/$/);
});
