// Issue 31 part 3: the results team deploys mf-results while patients have it open, and runs a canary
// from remotes.json. The new version is a real build of mf-results whose My Tests and My Results
// headings say "(new build)": its sources copied beside mf-results (same depth, so every module and
// chunk keeps its id and unchanged chunks their hash, as in a real deploy) with that one text changed,
// built once here (~30 s). The remote is served by a static server of its own, as a CDN would, from a
// folder a deploy copies the new build into (adding files; the entry and manifest replaced), and the
// platform's registry copy points at it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
// The shell's own assignment, to pick a share that takes one account and not the other.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test's expectation, not an app's code
import { servedManifest } from '../../shell/src/lib/remote-versions';
import { createStaticServer } from '../../tools/serve/static-server.js';
import { HASHED_CHUNK } from '../../tools/webpack/keep-previous-builds.js';
import { E2E_ENV, expect, expectSameDocument, markDocument, signIn, test } from './platform';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(ROOT, 'mf-results');
const REGISTRY_FILE = E2E_ENV.FLORA_REMOTES_FILE!;
const ERROR_HEADING = 'Unexpected Application Error!';
// Beside mf-results (git- and lint-ignored), removed after the run.
const NEXT_SOURCES = path.join(ROOT, '.e2e-mf-results-next');

interface RegistryDoc {
  remotes: { name: string; manifest: string; canary?: { manifest: string; share: number } }[];
}

let work: string;
let newBuild: string; // the new build's dist/
let served: string; // what the results CDN serves
let server: Server;
let cdn: string;
let original: string;

/** mf-results built from a copy of its sources whose My Tests and My Results headings say "(new build)". */
function buildNewVersion(): string {
  const dir = NEXT_SOURCES;
  rmSync(dir, { recursive: true, force: true });
  for (const part of ['src', 'webpack.config.js', 'package.json']) cpSync(path.join(RESULTS, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(RESULTS, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, title] of [
    ['src/features/tests/my-tests-page.tsx', 'My Tests'],
    ['src/features/results/results-page.tsx', 'My Results'],
  ]) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    expect(source).toContain(`title="${title}"`);
    writeFileSync(path.join(dir, file), source.replace(`title="${title}"`, `title="${title} (new build)"`));
  }
  execFileSync(process.execPath, [path.join(ROOT, 'tools/bin/webpack.js'), '--mode', 'production'], { cwd: dir, stdio: 'pipe' });
  return path.join(dir, 'dist');
}

/** The CDN's folder holds the current build of mf-results (the platform's own), and nothing else. */
function serveCurrentBuild() {
  rmSync(served, { recursive: true, force: true });
  cpSync(path.join(RESULTS, 'dist'), served, { recursive: true });
}

/** A deploy: the new build's files are added, its entry and manifest replace the old ones. */
function deployNewBuild({ deleteOldChunks }: { deleteOldChunks: boolean }) {
  const current = new Set(readdirSync(newBuild));
  // Past the retention: the chunks only the old build had are gone.
  if (deleteOldChunks) for (const file of readdirSync(served)) if (HASHED_CHUNK.test(file) && !current.has(file)) rmSync(path.join(served, file));
  cpSync(newBuild, served, { recursive: true });
}

function writeRegistry(results: (remote: RegistryDoc['remotes'][number]) => void) {
  const doc = JSON.parse(original) as RegistryDoc;
  results(doc.remotes.find((r) => r.name === 'results')!);
  writeFileSync(REGISTRY_FILE, JSON.stringify(doc, null, 2));
}

/** The smallest canary share of mf-results that takes this user (her bucket + 1). */
const firstShareTaking = (userId: number) =>
  Array.from({ length: 101 }, (_, share) => share).find(
    (share) => servedManifest('results', { stable: 'stable', canary: { manifest: 'canary', share } }, userId).version === 'canary',
  )!;

async function signInAs(page: Page, email: string) {
  await page.goto('/login/');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^My Tests/ })).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  original = readFileSync(REGISTRY_FILE, 'utf8');
  work = mkdtempSync(path.join(os.tmpdir(), 'flora-deploys-'));
  newBuild = buildNewVersion();
  served = path.join(work, 'cdn');
  server = createStaticServer({ root: served, apiPort: Number(E2E_ENV.API_PORT) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cdn = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  writeFileSync(REGISTRY_FILE, original);
  await new Promise((resolve) => server?.close(resolve));
  rmSync(work, { recursive: true, force: true });
  rmSync(NEXT_SOURCES, { recursive: true, force: true });
});

test.describe('a deploy under an open tab', () => {
  test.beforeEach(() => {
    serveCurrentBuild();
    writeRegistry((results) => (results.manifest = `${cdn}/mf-manifest.json`));
  });

  test("the next click still works on the old build's kept chunks, and the next load runs the new build", async ({ page }) => {
    await signInAs(page, 'demo@flora.test');
    await markDocument(page);
    deployNewBuild({ deleteOldChunks: false });

    await page.getByRole('link', { name: /results for test FLDEMO0001/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
    await expectSameDocument(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Results (new build)' })).toBeVisible();
  });

  test('past the retention (old chunks gone), the remote loads its new build in place, without a page reload', async ({ page }) => {
    await signInAs(page, 'demo@flora.test');
    await markDocument(page);
    deployNewBuild({ deleteOldChunks: true });
    const entries: string[] = [];
    page.on('request', (request) => request.url().startsWith(`${cdn}/remoteEntry.js`) && entries.push(request.url()));

    await page.getByRole('link', { name: /results for test FLDEMO0001/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Results (new build)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: ERROR_HEADING })).toHaveCount(0);
    await expectSameDocument(page);
    expect(entries).toHaveLength(1); // the new entry, once

    // The rest of the remote is the new build too.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'My Tests (new build)' })).toBeVisible();
    await expectSameDocument(page);
  });
});

test('a canary in remotes.json serves its share of users, each sticky across reloads; rollback is editing it out', async ({ browser }) => {
  rmSync(served, { recursive: true, force: true });
  cpSync(newBuild, served, { recursive: true }); // the canary: the new build; stable: the platform's results
  const users = await Promise.all(
    ['demo@flora.test', 'new@flora.test'].map(async (email) => {
      const page = await (await browser.newContext()).newPage();
      await signInAs(page, email);
      const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser')!) as { id: number }).id);
      return { email, page, bucket: firstShareTaking(id) };
    }),
  );
  const [canaryUser, stableUser] = [...users].sort((a, b) => a.bucket - b.bucket);
  expect(canaryUser.bucket, 'the two demo accounts fall into different buckets').toBeLessThan(stableUser.bucket);
  // The share that takes the one and not the other.
  const share = canaryUser.bucket;
  writeRegistry((results) => (results.canary = { manifest: `${cdn}/mf-manifest.json`, share }));

  for (const { page, expected } of [
    { page: canaryUser.page, expected: 'My Tests (new build)' },
    { page: stableUser.page, expected: 'My Tests' },
  ]) {
    for (let load = 0; load < 2; load += 1) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: expected, exact: true })).toBeVisible();
    }
  }

  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/status/');
  await signIn(staff, 'staff@flora.test');
  const row = staff.getByRole('rowheader', { name: /\(results\)$/ }).locator('xpath=..');
  await expect(row.getByText(`canary for ${share} % of users`)).toBeVisible();

  // Rollback: the canary taken out of the file; no build, no restart.
  writeFileSync(REGISTRY_FILE, original);
  await canaryUser.page.reload();
  await expect(canaryUser.page.getByRole('heading', { level: 1, name: 'My Tests', exact: true })).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole('rowheader', { name: /\(results\)$/ }).locator('xpath=..').getByText('no canary')).toBeVisible();
  for (const page of [...users.map((u) => u.page), staff]) await page.context().close();
});
