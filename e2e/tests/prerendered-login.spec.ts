// The login pages are prerendered at build time (shell/src/prerender.tsx): their form is in the HTML
// before any script runs, and React hydrates that very markup (no element replaced, nothing moves)
// once the visitor starts on it (shell/src/login-start.ts).
// A ?notice= message and a signed-in visitor's redirect are not prerendered: the browser adds them.
import { expect, test } from './platform';

const LOGIN_PAGES: [string, string][] = [
  ['/login/', 'Sign in'],
  ['/login/male-partner/', 'Sign in to your partner treatment'],
  ['/treatments/login/', 'Sign in to view your treatment'],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading] of LOGIN_PAGES) {
    test(`${path} shows its form from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
      // Signing in needs the page's script: without it the form is never sent as a plain request
      // (the password in a URL), neither by its button nor by Enter in a field.
      await page.getByLabel('Email address').fill('demo@flora.test');
      await page.getByLabel('Password').fill('flora-demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Password').press('Enter');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      await expect(page.getByLabel('Password')).toHaveValue('flora-demo-2026');
    });
  }
});

/** Holds the shell's entry (main.js) until the answer is called: the page as it is before its app runs. */
async function holdEntry(page: import('@playwright/test').Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has taken over the form (its own properties on the input). */
const hydrated = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const input = document.querySelector('input[name=username]');
    return !!input && Object.keys(input).some((key) => key.startsWith('__react'));
  });

/** Where the form's parts are on screen. */
const formLayout = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ['h1', 'input[name=username]', 'input[name=password]', 'form button'].map((selector) => {
      const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { selector, x, y, width, height };
    }),
  );

test('React takes over the prerendered form without replacing or moving it, keeps what was typed, and signing in works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const release = await holdEntry(page);

  await page.goto('/login/?next=%2Fcare%2F', { waitUntil: 'commit' });
  await expect(page.getByLabel('Email address')).toBeVisible();
  const before = await formLayout(page);
  await page.evaluate(() => Object.assign(document.querySelector('input[name=username]')!, { __prerendered: true }));
  // Someone quick (or a password manager) fills the form before the script has run.
  await page.getByLabel('Email address').fill('demo@flora.test');
  await page.getByLabel('Password').fill('flora-demo-2026');
  release();

  // Hydrated: React's own properties on the very element the HTML brought.
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await page.evaluate(() => (document.querySelector('input[name=username]') as unknown as { __prerendered?: boolean }).__prerendered)).toBe(true);
  expect(await formLayout(page)).toEqual(before);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [how, askToSignIn] of [
  ['its button', (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Sign in' }).click()],
  ['Enter in the password field', (page: import('@playwright/test').Page) => page.getByLabel('Password').press('Enter')],
] as const) {
  test(`a sign-in asked for by ${how} before the app has taken the form over is held, then sent`, async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto('/treatments/login/?next=%2Fcare%2F');
    await page.getByLabel('Email address').fill('demo@flora.test');
    await page.getByLabel('Password').fill('flora-demo-2026');
    await askToSignIn(page);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('?next=%2Fcare%2F');
    release();
    await expect(page).toHaveURL(/\/care\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  });
}

test("when the app's script cannot be loaded, the visitor's next use of the form tries again", async ({ page }) => {
  let failed = false;
  await page.route('**/main.js', async (route) => {
    if (failed || route.request().resourceType() !== 'script') return route.continue();
    failed = true;
    await route.abort('internetdisconnected');
  });
  await page.goto('/login/');
  await page.getByLabel('Email address').fill('demo@flora.test');
  await expect.poll(() => failed).toBe(true);
  await page.getByLabel('Password').fill('flora-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
});

test('a notice is added by the browser above the prerendered form', async ({ page }) => {
  await page.goto('/login/?notice=password-reset');
  await expect(page.getByRole('status').filter({ hasText: 'Password reset. Please log in.' })).toBeVisible();
});

test("the app's code is fetched ahead but runs only once the visitor starts on the form", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login/');
  // Prefetched once the page has rendered, so the sign-in does not wait for the network…
  const prefetchedScripts = () => page.evaluate(() => [...document.querySelectorAll('link[rel=prefetch]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The app's entry, as the page names it for its one script.
  const entry = await page.evaluate(() => (JSON.parse(document.getElementById('login-start')!.textContent!) as { entry: string }).entry);
  await expect.poll(prefetchedScripts).toEqual([entry]);
  const prefetched = await prefetchedScripts();
  await expect.poll(() => prefetched.filter((path) => !requested.includes(path))).toEqual([]);
  // …but not run while the visitor only looks: not even React takes the form over (and the app
  // would ask for the remote registry a second after it ran).
  await page.waitForTimeout(2000);
  expect(await hydrated(page)).toBe(false);
  expect(requested).not.toContain('/remotes.json');

  await page.getByLabel('Email address').focus();
  await expect.poll(() => requested.includes('/remotes.json'), { timeout: 5000 }).toBe(true);
  await page.getByLabel('Email address').fill('demo@flora.test');
  await page.getByLabel('Password').fill('flora-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
});

test('a visitor with a stored session is taken from the login page to her page without starting on the form', async ({ page }) => {
  await page.goto('/login/');
  await page.getByLabel('Email address').fill('demo@flora.test');
  await page.getByLabel('Password').fill('flora-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/login/');
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
});
