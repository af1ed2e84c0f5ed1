// Each demo account signs in and lands where SPEC §2.4 and the guards of §2.6 send it
// (noconsent@ in research-consent.spec.ts, which consents it).
import { expect, expectHealthyPage, signIn, test } from './platform';

const LANDINGS: [string, RegExp, string | null][] = [
  ['demo@flora.test', /\/tests\/$/, 'My Tests'],
  ['new@flora.test', /\/tests\/$/, 'My Tests'],
  ['staff@flora.test', /\/tests\/$/, 'My Tests'],
  ['unverified@flora.test', /\/verify-email\/$/, 'Verify your email'],
  // Through /treatments/male-partner/intake/start to his consult's intake (male-partner-intake.spec walks it).
  ['partner@flora.test', /\/treatments\/consults\/[^/]+\/male-partner\/intake\/[a-z-]+\/$/, 'Your partner treatment intake'],
  ['provider@flora.test', /\/provider\/$/, 'Welcome, Dr.'],
  ['pending-provider@flora.test', /\/provider\/verify\/$/, "We're verifying your account"],
];

for (const [email, landing, heading] of LANDINGS) {
  test(`${email} signs in and lands on ${landing}`, async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('banner')).toBeVisible(); // pages not built yet render only the frame
    await expectHealthyPage(page);
  });
}

test('after signing in and on every route change, focus moves to the new page heading, in every remote (issue 27.9)', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Care', 'Care'],
    ['Shop', 'Shop'],
    ['My Plan', 'My Plan'],
    ['Account', 'My Account'],
    ['My Tests', 'My Tests'],
  ]) {
    await nav.getByRole('link', { name: link, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
  // The next Tab goes on from the heading into the page, not back to the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('wrong credentials show the API message and keep what was typed', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials');
  await expect(page.getByLabel('Email address')).toHaveValue('demo@flora.test');
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/login\/$/);
  await expectHealthyPage(page);
});

test('a signed-out visit to /tests/ goes to login and back to /tests/ after signing in', async ({ page }) => {
  await page.goto('/tests/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Ftests%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectHealthyPage(page);
  await signIn(page, 'demo@flora.test');
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByText('FLDEMO0001', { exact: true })).toBeVisible();
});

test('an access token the API refuses is renewed with the refresh token, and her page still loads (SPEC §4)', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page).toHaveURL(/\/tests\/$/);
  // The same token with its signature broken: unexpired to the page, refused by the API (401).
  const refused = await page.evaluate(() => {
    const token = window.localStorage.getItem('accessToken')!;
    const broken = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    window.localStorage.setItem('accessToken', broken);
    return broken;
  });
  await page.reload();
  await expect(page.getByText('FLDEMO0001', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/tests\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).not.toBe(refused);
});

test('an unknown path lands on /404/?from=', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404\/\?from=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectHealthyPage(page);
});

test('signing out goes to the login page and gated pages need signing in again', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page).toHaveURL(/\/tests\/$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/care/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fcare%2F$/);
});
