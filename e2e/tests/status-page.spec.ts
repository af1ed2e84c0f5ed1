// Issue 18 part 5: the remote status page (/status/, staff). A staff member who has been on My Tests
// sees the results entry loaded in this browser with its time, every registered remote with its
// build, and no shared-library mismatch on the real build; "Load" loads another remote's entry.
// A consumer gets the not-found page. Read-only for the demo accounts.
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, signIn, test } from './platform';

const REMOTES = ['auth', 'results', 'care', 'shop', 'provider'];

/** A link inside the app: the shared history changes the route without reloading the page. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to: string) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const remoteRow = (page: Page, remote: string) =>
  page.getByRole('table', { name: 'Remotes in /remotes.json' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`\\(${remote}\\)$`) }) });

test('staff see which remotes this browser loaded, their builds and the shared-library check', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'staff@flora.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/tests/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await goInApp(page, '/status/');
  await expect(page.getByRole('heading', { level: 1, name: 'Remote status' })).toBeVisible();
  await expect(page.getByText(/Manifests fetched at/)).toBeVisible();

  // My Tests loaded the results entry in this browser, with a time.
  const results = remoteRow(page, 'results');
  await expect(results.getByText('Loaded', { exact: true })).toBeVisible();
  await expect(results.getByText(/^\d+ ms$/)).toBeVisible();
  // Every registered remote is listed with its manifest and its build.
  for (const remote of REMOTES) {
    const row = remoteRow(page, remote);
    await expect(row.getByText(new RegExp(`/mf-manifest\\.json$`))).toBeVisible();
    await expect(row.getByText(`@flora/mf-${remote}`, { exact: true })).toBeVisible();
    await expect(row.getByText('0.1.0', { exact: true })).toBeVisible();
    await expect(row.getByText(/^[0-9a-f]{8}$/)).toBeVisible();
  }
  // The real build has no mismatch.
  await expect(page.getByText("Every remote's ranges accept the shell's versions.")).toBeVisible();
  await expect(page.getByText('Mismatch', { exact: true })).toHaveCount(0);
  const libraries = page.getByRole('table', { name: "Shared libraries: the shell's version and each remote's range" });
  for (const remote of REMOTES) await expect(libraries.getByRole('columnheader', { name: remote, exact: true })).toBeVisible();
  const react = libraries.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'react', exact: true }) });
  await expect(react.getByRole('cell').first()).toHaveText(/^19\.\d+\.\d+$/);

  // Load the provider portal's entry from here (a staff member is no provider: nothing else loads it).
  const provider = remoteRow(page, 'provider');
  await expect(provider.getByText('Not yet', { exact: true })).toBeVisible();
  await provider.getByRole('button', { name: 'Load provider' }).click();
  await expect(provider.getByText('Loaded', { exact: true })).toBeVisible();
  await expect(provider.getByText(/^\d+ ms$/)).toBeVisible();

  // Refresh fetches the manifests again.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/Manifests fetched at/)).toBeVisible();

  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('status-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Remotes in /remotes.json' })).toBeVisible();
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('status-375.png'), fullPage: true });
});

test('a consumer gets the not-found page at /status/', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await page.goto('/status/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remote status' })).toHaveCount(0);
  await expectHealthyPage(page);
});
