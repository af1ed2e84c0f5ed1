// Where the platform under test runs, and small helpers every journey uses: import `test` and
// `expect` from here (not from @playwright/test) and call `expectHealthyPage(page)` on every page.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { platformEnv } from '../../tools/ports.js';

// FLORA_E2E_PORT_OFFSET shifts every port, so journeys of two checkouts can run at the same time.
const OFFSET = Number(process.env.FLORA_E2E_PORT_OFFSET || 0);
const PORTS = {
  shell: 3100 + OFFSET,
  auth: 3101 + OFFSET,
  results: 3102 + OFFSET,
  care: 3103 + OFFSET,
  shop: 3104 + OFFSET,
  provider: 3105 + OFFSET,
  clinic: 3106 + OFFSET,
  api: 4100 + OFFSET,
};
export const SHELL_URL = `http://localhost:${PORTS.shell}/`;
export const remoteUrl = (name: keyof typeof PORTS) => `http://localhost:${PORTS[name]}/`;

export const E2E_ENV: Record<string, string> = {
  ...platformEnv(PORTS),
  FLORA_DB_FILE: path.resolve(__dirname, '../../.flora/e2e.sqlite'),
  // The platform serves a copy of remotes.json (made fresh at start), so a journey can edit the
  // registry as a deployer does (e2e/tests/remote-registry.spec.ts) without touching the repository's.
  FLORA_REMOTES_FILE: path.resolve(__dirname, '../../.flora/e2e-remotes.json'),
  // Two API processes, as production runs them: every journey then also proves that a session,
  // a rate limit or a one-time token works whichever process answers (nothing lives in memory).
  FLORA_API_WORKERS: '2',
  // As `npm start` runs it: emails stay in the outbox and the journeys read them, as a newcomer
  // does, on the development mailbox page (GET /api/dev/mailbox/, which exists only so).
  FLORA_ENV: 'development',
  SMTP_URL: '',
  // The journeys register dozens of accounts from this one machine (the default is 10 an hour).
  FLORA_REGISTRATIONS_PER_HOUR: '1000',
};

/** The development mailbox page, showing the emails to `email`. */
export const mailboxUrl = (email: string) => `/api/dev/mailbox/?to=${encodeURIComponent(email)}`;

export const DEMO_PASSWORD = 'flora-demo-2026';

/** Signs in on the login form currently shown. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Marks the current document; `expectSameDocument` later proves no page reload happened. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __e2eDocument: 'still-here' }));
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBe('still-here');
}

// ---------------------------------------------------------------------------------------------
// Page health: every page a journey visits is checked for accessibility (axe), for sideways
// scrolling at 375 px and for Content-Security-Policy violations (DESIGN §10 "Tests").
//
//   import { expect, expectHealthyPage, test } from './platform';
//   test('…', async ({ page }) => {
//     await page.goto('/tests/');
//     await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
//     await expectHealthyPage(page);          // once the page shows what it is about
//   });
//
// `test` is Playwright's test with a `page` that records every CSP violation (the
// `securitypolicyviolation` event in every document, and console messages "Refused to …") from
// the first navigation on, and fails the test at its end if there was any, even on a page the
// journey never passed to expectHealthyPage. `cspViolations(page)` lists them so far.

/** One CSP violation (or another "Refused to …" console message) seen by a page. */
export interface CspViolation {
  source: 'event' | 'console';
  url: string;
  message: string;
}

const violationsByPage = new WeakMap<Page, CspViolation[]>();

/** Records CSP violations of every document `page` loads from now on (the `test` fixture calls this). */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  violationsByPage.set(page, violations);
  // Kept in Node, so that a full navigation does not lose what the previous document saw.
  await page.exposeBinding('__floraReportCspViolation', ({ frame }, message: string) => {
    violations.push({ source: 'event', url: frame.url(), message });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[]; __floraReportCspViolation?: (message: string) => void };
    w.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const message = `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${where}: ${event.sample || event.originalPolicy}`;
        w.__cspViolations.push(message);
        void w.__floraReportCspViolation?.(message);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/^Refused to /.test(message.text())) violations.push({ source: 'console', url: page.url(), message: message.text() });
  });
  return violations;
}

/** The CSP violations `page` has recorded so far. */
export function cspViolations(page: Page): CspViolation[] {
  return [...(violationsByPage.get(page) ?? [])];
}

export function expectNoCspViolations(page: Page) {
  const seen = cspViolations(page).map((v) => `${v.url}: ${v.message}`);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
}

/** Playwright's `test`, whose `page` fails the test on any CSP violation. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await recordCspViolations(page);
    await use(page);
    expectNoCspViolations(page);
  },
});
export { expect };

const NARROW = 375;
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface HealthyPageOptions {
  /** Where the results go as an attachment (defaults to the running test). */
  testInfo?: TestInfo;
  /** Rule ids to skip on this page, each with the reason in a comment where it is called. */
  disableRules?: string[];
}

/** Serious and critical axe violations, one line each: rule, impact, help and the nodes' targets. */
export async function seriousAxeViolations(page: Page, disableRules: string[] = []): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (disableRules.length) axe.disableRules(disableRules);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways at 375 px wide (0 when it does not), and what sticks out. */
export async function sidewaysOverflowAtNarrowWidth(page: Page): Promise<{ overflow: number; widest: string[] }> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: NARROW, height: original?.height ?? 720 });
  try {
    await page.waitForFunction((width) => window.innerWidth === width, NARROW);
    // Two frames: resize observers and media-query hooks re-render before layout is measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => {
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      const widest =
        overflow <= 0
          ? []
          : [...document.body.querySelectorAll('*')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`);
      return { overflow, widest };
    });
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/**
 * Checks the page as it is now: no serious or critical axe violation, no sideways scrolling at
 * 375 px, no CSP violation so far. Call it once the page shows its content.
 */
export async function expectHealthyPage(page: Page, options: HealthyPageOptions = {}) {
  const testInfo = options.testInfo ?? base.info();
  const where = new URL(page.url()).pathname;
  await base.step(`healthy page ${where}`, async () => {
    const axe = await seriousAxeViolations(page, options.disableRules);
    const narrow = await sidewaysOverflowAtNarrowWidth(page);
    if (axe.length || narrow.overflow > 0) {
      await testInfo.attach(`page-health ${where}`, { body: JSON.stringify({ url: page.url(), axe, narrow }, null, 2), contentType: 'application/json' });
    }
    expect.soft(axe, `serious or critical axe violations on ${where}`).toEqual([]);
    expect.soft(narrow, `sideways scrolling at ${NARROW} px on ${where}`).toEqual({ overflow: 0, widest: [] });
    expectNoCspViolations(page);
  });
}
