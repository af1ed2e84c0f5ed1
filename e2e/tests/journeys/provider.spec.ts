// Journeys (issues 26, 27): a provider's test, from the order to the results and back.
// - The verified provider orders and pays for a test for a new patient (provider → payment →
//   confirmation); the patient opens the emailed link, registers from it, verifies, adds the test and
//   fills its health history (auth → results); the lab reports; the provider finds her by name and
//   downloads her results PDF (provider); she stops sharing them on her results page, and the
//   provider no longer can.
// - The provider orders a test the patient pays for: she accepts it, signs in again before paying
//   and is led on to the payment, pays, and lands on her own order confirmation; her My Tests shows
//   the test with its checklist, the link says it is done, and the provider sees it accepted and the kit sent.
import { pdfText } from '../pdf-text';
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, recordCspViolations, SHELL_URL, signIn, test } from '../platform';
import { fillHealthHistory, freshEmail, labReports, PASSWORD, registerFromProviderLink } from './steps';

/** The provider, signed in on the order page, orders a test for the patient; `pays` places the order of a practice-paid one and pays it. */
async function providerOrders(page: Page, { name, email, payer }: { name: string; email: string; payer: 'practice' | 'patient' }) {
  await page.goto('/login/?next=/provider/order/');
  await signIn(page, 'provider@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Order a test' })).toBeVisible();
  await page.getByRole('textbox', { name: /Patient's name/ }).fill(name);
  await page.getByRole('textbox', { name: /Patient's email address/ }).fill(email);
  await page.getByRole('radio', { name: payer === 'practice' ? /My practice/ : /The patient/ }).check();
  await page.getByRole('button', { name: 'Review the order' }).click();
  const review = page.getByRole('region', { name: 'Review the order' });
  if (payer === 'practice') {
    await review.getByRole('button', { name: 'Place the order and pay $129' }).click();
    await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  } else {
    await review.getByRole('button', { name: 'Place the order', exact: true }).click();
  }
  await expect(page.getByText(`Test ordered for ${name}`)).toBeVisible();
  await expectHealthyPage(page);
}

/** Her row in the provider's /provider/tests/, found by her name. */
async function rowOnProviderList(page: Page, name: string, email: string) {
  await page.goto('/provider/tests/');
  await page.getByRole('searchbox', { name: 'Search by patient name or email' }).fill(name);
  return page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: email });
}

test('a provider orders a test; the patient registers from its link; the provider downloads her results until she stops sharing them', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const email = freshEmail('provider-patient');
  const name = `Paz ${Date.now()}`;

  await providerOrders(page, { name, email, payer: 'practice' });

  // The patient, in her own browser, from the emailed link.
  const hers = await browser.newContext({ baseURL: SHELL_URL });
  const her = await hers.newPage();
  await recordCspViolations(her);
  await registerFromProviderLink(her, email, { firstName: 'Paz', payment: /^Paid by your provider$/ });
  await her.getByRole('button', { name: 'Add this test to my account' }).click();
  await expect(her.getByText('The test is in your account')).toBeVisible();
  await her.getByRole('link', { name: 'Go to My Tests' }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  const kit = (await her.getByRole('list', { name: 'Your tests' }).locator('dd').first().textContent())!.trim();
  await her.goto(`/tests/${kit}/health-history/`);
  await fillHealthHistory(her, { providerRelease: true });
  await labReports(request, kit);

  // The provider finds her by name and downloads her results.
  const row = await rowOnProviderList(page, name, email);
  await expect(row.getByText('Released', { exact: true })).toBeVisible();
  await expectHealthyPage(page);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF: results of ${email}` }).click();
  expect(await pdfText(await download)).toContain('CST IV-B');

  // She stops sharing them; the provider's list no longer offers them.
  await her.goto(`/results/${kit}/`);
  await expect(her.getByText('Your provider can see these results and download the PDF.').first()).toBeVisible();
  await her.getByRole('button', { name: 'Stop sharing with my provider' }).click();
  await expect(her.getByText('Your results are no longer shared')).toBeVisible();
  await expectHealthyPage(her);
  await rowOnProviderList(page, name, email);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /Download PDF/ })).toHaveCount(0);
  await hers.close();
});

test('a provider orders a test the patient pays for; she accepts it, signs in again, pays, and every page shows it done', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = freshEmail('provider-payer');
  const name = `Pem ${Date.now()}`;
  await providerOrders(page, { name, email, payer: 'patient' });
  await expect((await rowOnProviderList(page, name, email)).getByText('Awaiting the patient', { exact: true })).toBeVisible();

  const hers = await browser.newContext({ baseURL: SHELL_URL });
  const her = await hers.newPage();
  await recordCspViolations(her);
  const link = await registerFromProviderLink(her, email, { firstName: 'Pem', payment: /paid by you at checkout$/ });
  await her.getByRole('button', { name: 'Add this test to my account' }).click();
  await expect(her.getByText('One step left: payment')).toBeVisible();
  await expect(her.getByRole('link', { name: 'Continue to payment' })).toBeVisible();
  await expectHealthyPage(her);

  // She signs out before paying and comes back to the link: it leads her on to the payment, not to adding the test again.
  await her.getByRole('button', { name: 'Sign out' }).click();
  await expect(her).toHaveURL(/\/login\/$/);
  await her.goto(link);
  await her.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signIn(her, email, PASSWORD);
  await expect(her).toHaveURL(new RegExp(`${link}$`));
  await expect(her.getByText('One step left: payment')).toBeVisible();
  await expect(her.getByRole('button', { name: 'Add this test to my account' })).toHaveCount(0);
  await expectHealthyPage(her);
  await her.getByRole('button', { name: 'Continue to payment' }).click();

  // She pays and lands on her own order confirmation (a patient page, not the provider portal).
  await expect(her.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await her.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(her).toHaveURL(/\/tests\/order-complete\/\?/);
  await expect(her.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(her.getByText('Your test kit is on its way')).toBeVisible();
  await expect(her.getByText('The provider portal needs a provider account')).toHaveCount(0);
  await expectHealthyPage(her);

  // My Tests: the test with its checklist.
  await her.getByRole('link', { name: 'My Tests' }).first().click();
  await expect(her.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(her.getByText('No tests yet')).toHaveCount(0);
  await expect(her.getByRole('heading', { level: 2, name: /^Next steps for test FLP/ })).toBeVisible();
  await expectHealthyPage(her);

  // The link says it is done, and offers nothing to add or pay again.
  await her.goto(link);
  await expect(her.getByText('The test is in your account')).toBeVisible();
  await expect(her.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
  await expect(her.getByRole('button', { name: 'Add this test to my account' })).toHaveCount(0);
  await expect(her.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expectHealthyPage(her);

  // The provider sees it accepted, the kit sent to her.
  const row = await rowOnProviderList(page, name, email);
  await expect(row.getByText('Accepted · kit sent', { exact: true })).toBeVisible();
  await expect(row.getByText('Awaiting the patient', { exact: true })).toHaveCount(0);
  await expectHealthyPage(page);
  await hers.close();
});
