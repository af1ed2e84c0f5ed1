// Where the platform under test runs, and small helpers every journey uses.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const PORTS = { shell: 3100, auth: 3101, results: 3102, care: 3103, shop: 3104, provider: 3105, api: 4100 };
const origins = Object.entries(PORTS)
  .filter(([name]) => name !== 'api')
  .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

export const SHELL_URL = `http://localhost:${PORTS.shell}/`;
export const remoteUrl = (name: keyof typeof PORTS) => `http://localhost:${PORTS[name]}/`;

export const E2E_ENV: Record<string, string> = {
  FLORA_PORT_SHELL: String(PORTS.shell),
  FLORA_PORT_AUTH: String(PORTS.auth),
  FLORA_PORT_RESULTS: String(PORTS.results),
  FLORA_PORT_CARE: String(PORTS.care),
  FLORA_PORT_SHOP: String(PORTS.shop),
  FLORA_PORT_PROVIDER: String(PORTS.provider),
  API_PORT: String(PORTS.api),
  FLORA_DB_FILE: path.resolve(__dirname, '../../.flora/e2e.sqlite'),
  FLORA_ALLOWED_ORIGINS: origins.join(','),
  FLORA_FRONTEND_URL: SHELL_URL.replace(/\/$/, ''),
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
