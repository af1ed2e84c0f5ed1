// Issue 28.13: the automatic logoff across two tabs. The idle time is shortened to 20 s through the
// local-storage override the shell honours only when it shortens the policy (idle-config.ts); the
// fake clock jumps over most of the 60-second countdown. The fake clock still flows with real time,
// so loading the two tabs after the sign-in may take up to half the idle time.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './platform';

const IDLE_SECONDS = 20;
const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

test('idle in every tab: both warn, "Stay signed in" in one keeps both, then both sign out and say why', async ({ context, page }) => {
  test.setTimeout(120_000);
  await context.clock.install();
  await context.addInitScript((minutes) => window.localStorage.setItem('flora.idleLogoffMinutes', minutes), String(IDLE_SECONDS / 60));

  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/care/');
  await expect(other.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();

  // Input in the second tab keeps the first one alive too.
  await context.clock.runFor((IDLE_SECONDS / 2) * 1000);
  await other.keyboard.press('Shift');
  await context.clock.runFor((IDLE_SECONDS - 2) * 1000);
  await expect(warning(page)).toBeHidden();
  await expect(warning(other)).toBeHidden();

  // Nobody types: both tabs warn and count down.
  await context.clock.runFor(IDLE_SECONDS * 1000);
  await expect(warning(page)).toContainText(/signed out in \d+ seconds/);
  await expect(warning(other)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  // "Stay signed in" in one tab closes the warning in both.
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  await expect(warning(other)).toBeHidden();

  // Idle again until the countdown ends: every tab signs out and the login page says why.
  await context.clock.runFor(IDLE_SECONDS * 1000);
  await expect(warning(other)).toBeVisible();
  await context.clock.fastForward('01:00');
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/login\/\?notice=inactivity$/);
    await expect(tab.getByText('we signed you out after a while without activity', { exact: false })).toBeVisible();
    expect(await tab.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
  }

  // Signed out for real: a protected page asks for a sign-in again (and, this soon after, still says why).
  await other.goto('/tests/');
  await expect(other).toHaveURL(/\/login\/\?notice=inactivity$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
