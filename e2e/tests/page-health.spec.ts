// The security headers of the served pages, and proof that the page-health checks every journey
// relies on (expectHealthyPage, the CSP recorder of `test`) do catch what they look for.
import { test as plain } from '@playwright/test';
import {
  cspViolations,
  expect,
  expectHealthyPage,
  recordCspViolations,
  remoteUrl,
  seriousAxeViolations,
  sidewaysOverflowAtNarrowWidth,
  signIn,
  test,
} from './platform';

test('the shell page is served with a strict policy, and every injected <style> carries its nonce', async ({ page }) => {
  const response = await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const headers = response!.headers();
  const policy = headers['content-security-policy'];
  expect(policy).toContain(`script-src 'self' ${remoteUrl('auth').replace(/\/$/, '')}`);
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined(); // plain http here

  // The bundles inject their <style> elements once the page's app runs: when the visitor starts on the form.
  await page.getByLabel('Email address').focus();
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(3);
  const { meta, styles } = await page.evaluate(() => ({
    meta: document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content'),
    styles: [...document.querySelectorAll('style')].map((style) => style.nonce),
  }));
  expect(policy).toContain(`'nonce-${meta}'`);
  expect(styles.length).toBeGreaterThan(3);
  expect(new Set(styles)).toEqual(new Set([meta]));
  // The styles apply: the page background is the kit's off-white, not the browser's white.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await expectHealthyPage(page);
});

test('on a loopback page the policy lets an override load a remote from another loopback origin', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  // 127.0.0.1:<care port> is not in the registry (which names localhost): only the loopback rule allows it.
  const override = `care@${remoteUrl('care').replace('localhost', '127.0.0.1')}mf-manifest.json`;
  await page.goto(`/care/?override-remote=${encodeURIComponent(override)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Override: care' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.startsWith('http://127.0.0.1:')))).toBe(true);
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Reset' }).click();
});

// Plain Playwright `test`: these pages break the policy on purpose, so the fixture must not fail them.
plain('the checks catch a CSP violation, an axe violation and sideways scrolling', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(cspViolations(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysOverflowAtNarrowWidth(page)).toEqual({ overflow: 0, widest: [] });

  await page.evaluate(() => {
    const style = document.createElement('style'); // no nonce: refused
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
    const script = document.createElement('script'); // inline script: refused
    script.textContent = 'window.__ran = true;';
    document.body.append(script);
    const image = document.createElement('img'); // no alt: axe "image-alt" (critical)
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const wide = document.createElement('div'); // wider than 375 px
    wide.id = 'too-wide';
    wide.style.width = '600px';
    wide.append(image);
    document.querySelector('main')!.append(wide);
  });
  await expect.poll(() => cspViolations(page).map((v) => v.message).join('\n')).toMatch(/style-src-elem[\s\S]*script-src-elem/);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toHaveLength(2);
  expect((await seriousAxeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\): .* — img$/m);
  const narrow = await sidewaysOverflowAtNarrowWidth(page);
  expect(narrow.overflow).toBeGreaterThan(200);
  expect(narrow.widest.join()).toContain('div#too-wide');
});
