// Issue 18 part 1: a remote is added by editing remotes.json alone. The platform serves a copy of the
// registry (FLORA_REMOTES_FILE); this journey registers an already built remote (mf-auth's manifest)
// under a new name and a new prefix, and the new path renders it where it was a 404 before, without a
// restart or a rebuild: the shell's built files are byte-identical before and after. A broken edit (a
// prefix claimed twice) is refused loudly and the last good registry still routes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ENV, expect, expectHealthyPage, signIn, test } from './platform';

const REGISTRY_FILE = E2E_ENV.FLORA_REMOTES_FILE!;
const SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

interface RegistryDoc {
  remotes: { name: string; label: string; manifest: string; basePath: string; routes: { path: string; access: string }[] }[];
}

/** Every file of the built shell -> its sha256. */
function hashTree(dir: string, prefix = ''): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(hashes, hashTree(path.join(dir, entry.name), relative));
    else hashes[relative] = createHash('sha256').update(readFileSync(path.join(dir, entry.name))).digest('hex');
  }
  return hashes;
}

const LABS = {
  name: 'labs',
  label: 'The labs preview',
  // The static server fills in the host and the port this platform runs mf-auth on.
  manifest: 'http://{host}:{port:auth}/mf-manifest.json',
  basePath: '/labs-preview',
  routes: [{ path: '/labs-preview/*', access: 'public' }],
};

let original: string;
test.beforeAll(() => {
  original = readFileSync(REGISTRY_FILE, 'utf8');
});
test.afterAll(() => writeFileSync(REGISTRY_FILE, original));

function writeRegistry(change: (doc: RegistryDoc) => void) {
  const doc = JSON.parse(original) as RegistryDoc;
  change(doc);
  writeFileSync(REGISTRY_FILE, JSON.stringify(doc, null, 2));
}

test('a remote added in remotes.json appears without a shell build; a broken edit is refused and the last good one routes', async ({ page }) => {
  const shellBefore = hashTree(SHELL_DIST);
  expect(Object.keys(shellBefore).length).toBeGreaterThan(2);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  // Before: nobody owns /labs-preview/.
  await page.goto('/labs-preview/password-reset/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404\/\?from=%2Flabs-preview%2Fpassword-reset%2F$/);

  // The deployer adds the remote to the registry file: no restart, no build.
  writeRegistry((doc) => doc.remotes.push(LABS));
  await page.goto('/labs-preview/password-reset/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveURL(/\/labs-preview\/password-reset\/$/);
  await expectHealthyPage(page);
  // Today's remotes still route as before.
  await page.goto('/password-reset/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  // A broken edit: another remote claims the same prefix. The shell refuses it and keeps the last good one.
  writeRegistry((doc) => doc.remotes.push(LABS, { ...LABS, name: 'labs-copy' }));
  await page.goto('/labs-preview/password-reset/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect.poll(() => errors.join('\n')).toMatch(/remotes\.json refused; routing with the last good registry[\s\S]*\/labs-preview\/\* is already claimed/);

  // Staff see why on every page, and the status page lists what routes.
  await page.goto('/status/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fstatus%2F$/);
  await signIn(page, 'staff@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Remote status' })).toBeVisible();
  await expect(page.getByText('The remote registry (/remotes.json) was refused')).toBeVisible();
  await expect(page.getByText(/route \/labs-preview\/\* is already claimed by remote "labs"/)).toBeVisible();
  await expect(page.getByText('The labs preview (labs)')).toBeVisible();
  await expectHealthyPage(page);

  // The shell's built files never changed.
  expect(hashTree(SHELL_DIST)).toEqual(shellBefore);
});
