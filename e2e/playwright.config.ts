// End-to-end journeys against the whole built platform (shell + the remotes + API) in Debian's
// chromium. The platform runs on its own ports and database so it never meets a running `npm start`.
import { defineConfig } from '@playwright/test';
import { E2E_ENV, SHELL_URL } from './tests/platform';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.flora/e2e-report.json' }]],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    // A step that cannot happen fails in 20 s, not at the end of a long journey's timeout.
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'rm -rf ../.flora/e2e.sqlite* ../.flora/e2e-photo-ids && mkdir -p ../.flora && cp ../remotes.json ../.flora/e2e-remotes.json && node ../scripts/serve.mjs',
    // Ready when the API answers through the shell's proxy (it migrates and seeds a fresh database first).
    url: `${SHELL_URL}api/health`,
    env: E2E_ENV,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
