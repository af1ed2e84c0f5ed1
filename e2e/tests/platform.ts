// Where the platform under test runs, and small helpers every journey uses.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
const { platformEnv } = require('../../tools/ports.js') as { platformEnv: (ports: Record<string, number>) => Record<string, string> };

const PORTS = { shell: 3100, auth: 3101, results: 3102, care: 3103, shop: 3104, provider: 3105, api: 4100 };
export const SHELL_URL = `http://localhost:${PORTS.shell}/`;
export const remoteUrl = (name: keyof typeof PORTS) => `http://localhost:${PORTS[name]}/`;

export const E2E_ENV: Record<string, string> = {
  ...platformEnv(PORTS),
  FLORA_DB_FILE: path.resolve(__dirname, '../../.flora/e2e.sqlite'),
  // Two API processes, as production runs them: every journey then also proves that a session,
  // a rate limit or a one-time token works whichever process answers (nothing lives in memory).
  FLORA_API_WORKERS: '2',
};

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
