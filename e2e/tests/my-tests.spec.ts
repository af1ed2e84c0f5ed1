// My Tests (issue 13): a new account activates a demo kit. Each refusal shows beside the field with
// the typed ID kept; success names the test, points to consent and the health history, and the
// checklist and the list show the new test. demo@flora.test, whose latest test has results, sees
// her consult's banner, each test's order, and takes the retest offer to checkout.
import { expect, expectHealthyPage, signIn, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

test('a new account activates a demo kit from My Tests and sees its checklist', async ({ page, request }) => {
  const email = `e2e-kit-${Date.now()}@flora.test`;
  await page.goto('/register/');
  await fillRegistrationForm(page, { firstName: 'Kit', lastName: 'Ty', email, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await page.goto(await verificationLink(request, email));
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { name: 'No tests yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a test kit' })).toHaveAttribute('href', '/care/shop/test/vaginal-microbiome-test/');

  const field = page.getByRole('textbox', { name: 'Test ID' });
  const activate = page.getByRole('button', { name: 'Activate kit' });
  await field.fill('FL-1');
  await activate.click();
  await expect(page.getByText('A test ID is 6 to 32 letters and numbers')).toBeVisible();
  await field.fill('FLKIT09999');
  await activate.click();
  await expect(page.getByText('No test kit with this code. Check the code printed on your kit.')).toBeVisible();
  await expect(field).toHaveValue('FLKIT09999');
  // demo@flora.test's kit belongs to another account.
  await field.fill('FLDEMO0001');
  await activate.click();
  await expect(page.getByText('This test kit is already activated by another account. Contact support if it is yours.')).toBeVisible();
  await expect(field).toHaveValue('FLDEMO0001');
  await expectHealthyPage(page);

  await field.fill('flkit00003');
  await activate.click();
  await expect(page.getByText('Test FLKIT00003 is activated')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to consent and health history' })).toHaveAttribute('href', '/tests/FLKIT00003/health-history/');
  await expect(page.getByText('Current step: Give your consent.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your tests' }).getByText('FLKIT00003')).toBeVisible();
  // At 1280 px the longest status keeps its words inside the pill's outline.
  const pill = page.getByRole('list', { name: 'Your tests' }).getByText('Activated — waiting for your sample');
  expect(await pill.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectHealthyPage(page);
});

test('demo@flora.test sees her consult banner and her orders, and takes the retest offer to checkout', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Your treatment is ready!' });
  await expect(banner.getByRole('link', { name: 'View my treatments' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/account/orders/');

  const latest = page.getByRole('list', { name: 'Your tests' }).getByRole('listitem').first();
  await expect(latest).toContainText('FLDEMO0001');
  await expect(latest).toContainText('FL-10000001');
  await expect(latest.getByText('Order Date')).toBeVisible();
  await expectHealthyPage(page);

  const offer = page.getByRole('region', { name: 'Ready for your next test?' });
  await expect(offer).toContainText('RETEST20');
  await offer.getByRole('button', { name: 'Order a retest with $20 off' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[^/]+\/$/);
  await expect(page.getByText('Discount (RETEST20)')).toBeVisible();
});
