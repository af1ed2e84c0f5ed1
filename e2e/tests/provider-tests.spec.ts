// Issue 17: the verified demo provider's Patient tests, Resources and account against the real API,
// read-only (provider@flora.test's seeded orders: rhea@ released, olivia@ activated, new@ waiting
// for the patient; other specs may add orders, so counts are not asserted).
import { readFileSync } from 'node:fs';
import { expect, expectHealthyPage, signIn, test } from './platform';

test("a provider follows each order's progress, filters and searches, downloads a released result, a handout and sees the account", async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'provider@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Dr\./ })).toBeVisible();

  // Patient tests: every order with its progress.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patient tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient tests' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your orders' });
  const rhea = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'rhea@flora.test' }) });
  const olivia = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'olivia@flora.test' }) });
  const waiting = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'new@flora.test' }) });
  await expect(rhea.getByText('Released', { exact: true })).toBeVisible();
  await expect(olivia.getByText('Activated', { exact: true })).toBeVisible();
  await expect(olivia.getByText('with STI panel')).toBeVisible();
  await expect(olivia.getByRole('progressbar', { name: 'Step 3 of 6' })).toBeVisible();
  await expect(waiting.getByText(/Awaiting the patient|Accepted · kit sent/)).toBeVisible();
  // Where there is nothing to download yet, the row says why instead of offering a button.
  await expect(olivia.getByText('The patient activated the kit; the sample is on its way to the lab.')).toBeVisible();
  await expect(olivia.getByRole('button')).toHaveCount(0);
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('provider-tests-1280.png'), fullPage: true });

  // Filter by progress, then search by the patient's name (the seeded order's) and by her email.
  const progress = page.getByRole('combobox', { name: 'Progress' });
  await progress.selectOption({ label: 'Released' });
  await expect(rhea).toBeVisible();
  await expect(olivia).toHaveCount(0);
  await progress.selectOption({ label: 'All orders' });
  await page.getByRole('searchbox', { name: 'Search by patient name or email' }).fill('olivia ordered');
  await expect(olivia).toBeVisible();
  await expect(rhea).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search by patient name or email' }).fill('RHEA@');
  await expect(rhea).toBeVisible();
  await expect(olivia).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search by patient name or email' }).fill('');

  // The released result, saved as a real PDF through the API client (with the provider's token).
  const download = page.waitForEvent('download');
  await rhea.getByRole('button', { name: 'Download PDF: results of rhea@flora.test' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('flora-patient-results-FLPDEMO002.pdf');
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // The page at phone width: each order a card.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('provider-tests-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A declined provider payment comes back here: told once, the parameters leave the address.
  await page.goto('/provider/tests/?checkout_declined=true&checkout_id=cs_e2e');
  await expect(page.getByText('Your payment was declined')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/tests\/$/);

  // Resources: each handout with what it is for; one downloaded as a real PDF.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Understanding vaginal microbiome results' })).toBeVisible();
  await expect(page.getByText('PDF document').first()).toBeVisible();
  await expectHealthyPage(page);
  const handout = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF: Ordering tests for your patients' }).click();
  const handoutFile = await handout;
  expect(handoutFile.suggestedFilename()).toBe('flora-ordering-tests.pdf');
  expect(readFileSync(await handoutFile.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: testInfo.outputPath('provider-resources-1280.png'), fullPage: true });

  // The account: profile (email read-only) and password, from the header.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('provider@flora.test')).toBeVisible();
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('provider-account-1280.png'), fullPage: true });
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expectHealthyPage(page);
});
