// Journey (issue 26): a provider's test, from the order to the results and back — the verified
// provider orders and pays for a test for a new patient (provider → payment → confirmation); the
// patient opens the emailed link, registers from it, verifies, adds the test and fills its health
// history (auth → results); the lab reports; the provider finds her by name and downloads her results
// PDF (provider); she stops sharing them on her results page, and the provider no longer can.
import { readFileSync } from 'node:fs';
import { expect, expectHealthyPage, mailboxUrl, recordCspViolations, SHELL_URL, signIn, test } from '../platform';
import { fillRegistrationForm } from '../registration';
import { fillHealthHistory, freshEmail, labReports, PASSWORD } from './steps';

test('a provider orders a test; the patient registers from its link; the provider downloads her results until she stops sharing them', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const email = freshEmail('provider-patient');
  const name = `Paz ${Date.now()}`;

  // The provider orders and pays.
  await page.goto('/login/?next=/provider/order/');
  await signIn(page, 'provider@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Order a test' })).toBeVisible();
  await page.getByRole('textbox', { name: /Patient's name/ }).fill(name);
  await page.getByRole('textbox', { name: /Patient's email address/ }).fill(email);
  await page.getByRole('radio', { name: /My practice/ }).check();
  await page.getByRole('button', { name: 'Review the order' }).click();
  await page.getByRole('region', { name: 'Review the order' }).getByRole('button', { name: 'Place the order and pay $129' }).click();
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(page.getByText(`Test ordered for ${name}`)).toBeVisible();
  await expectHealthyPage(page);

  // The patient, in her own browser, from the emailed link.
  const hers = await browser.newContext({ baseURL: SHELL_URL });
  const her = await hers.newPage();
  await recordCspViolations(her);
  await her.goto(mailboxUrl(email));
  await her.getByRole('link', { name: /\/provider-test\// }).first().click();
  await expect(her.getByRole('heading', { level: 1, name: 'A test from your provider' })).toBeVisible();
  await expect(her.getByText('Paid by your provider')).toBeVisible();
  await expectHealthyPage(her);
  const link = new URL(her.url()).pathname;
  await her.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistrationForm(her, { firstName: 'Paz', lastName: 'Patient', email, password: PASSWORD, researchConsent: true });
  await her.getByRole('button', { name: 'Create account' }).click();
  await expect(her.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await her.goto(mailboxUrl(email));
  await her.getByRole('article', { name: 'Verify your email address for Flora' }).first().getByRole('link', { name: /\/verify-email-confirm\/\?hash=/ }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await her.goto(link);
  await her.getByRole('button', { name: 'Add this test to my account' }).click();
  await expect(her.getByText('The test is in your account')).toBeVisible();
  await her.getByRole('link', { name: 'Go to My Tests' }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  const kit = (await her.getByRole('list', { name: 'Your tests' }).locator('dd').first().textContent())!.trim();
  await her.goto(`/tests/${kit}/health-history/`);
  await fillHealthHistory(her, { providerRelease: true });
  await labReports(request, kit);

  // The provider finds her by name and downloads her results.
  await page.goto('/provider/tests/');
  const search = page.getByRole('searchbox', { name: 'Search by patient name or email' });
  await search.fill(name);
  const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Released', { exact: true })).toBeVisible();
  await expectHealthyPage(page);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF: results of ${email}` }).click();
  expect(readFileSync(await (await download).path()).toString('latin1')).toContain('CST IV-B');

  // She stops sharing them; the provider's list no longer offers them.
  await her.goto(`/results/${kit}/`);
  await expect(her.getByText('Your provider can see these results and download the PDF.').first()).toBeVisible();
  await her.getByRole('button', { name: 'Stop sharing with my provider' }).click();
  await expect(her.getByText('Your results are no longer shared')).toBeVisible();
  await expectHealthyPage(her);
  await page.reload();
  await search.fill(name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /Download PDF/ })).toHaveCount(0);
  await hers.close();
});
