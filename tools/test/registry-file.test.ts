// The registry file (remotes.json / FLORA_REMOTES_FILE): the shell's static server re-reads it on every
// /remotes.json request and every page, fills in its {host} and {port:NAME} placeholders, and the page
// policy (CSP) follows it, so editing the file needs no restart and no build.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRegistryReader, registryFile } from '../serve/registry-file';
import { createStaticServer } from '../serve/static-server';

const REPO_FILE = path.resolve(__dirname, '../../remotes.json');

interface Doc {
  remotes: { name: string; manifest: string; canary?: { manifest: string; share: number }; routes: { path: string; access: string }[] }[];
}

describe('manifest placeholders', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'flora-placeholders-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    process.env = { ...saved };
  });
  /** The manifest URL the reader serves for a registry file that declares this one. */
  const resolveManifest = (manifest: string) => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'care', manifest }] }));
    return (createRegistryReader(file)().registry as Doc).remotes[0].manifest;
  };

  it.each([
    ['http://{host}:{port:care}/mf-manifest.json', 'http://localhost:3003/mf-manifest.json'],
    ['https://cdn.flora.example/care/v3/mf-manifest.json', 'https://cdn.flora.example/care/v3/mf-manifest.json'],
    ['http://{host}:{port:nobody}/mf-manifest.json', 'http://localhost:{port:nobody}/mf-manifest.json'],
  ])('%s -> %s', (value, expected) => {
    delete process.env.FLORA_PORT_CARE;
    delete process.env.FLORA_PUBLIC_HOST;
    expect(resolveManifest(value)).toBe(expected);
  });

  it('follows the ports and the public host this platform runs on', () => {
    process.env.FLORA_PORT_CARE = '3103';
    process.env.FLORA_PORT_LABS = '3199';
    expect(resolveManifest('http://{host}:{port:labs}/m.json')).toBe('http://localhost:3199/m.json');
    process.env.FLORA_PUBLIC_HOST = 'flora.local';
    expect(resolveManifest('http://{host}:{port:care}/m.json')).toBe('http://flora.local:3103/m.json');
  });

  it('FLORA_REMOTES_FILE names the file; remotes.json at the root by default', () => {
    delete process.env.FLORA_REMOTES_FILE;
    expect(registryFile()).toBe(REPO_FILE);
    process.env.FLORA_REMOTES_FILE = '/tmp/x/remotes.json';
    expect(registryFile()).toBe('/tmp/x/remotes.json');
  });
});

describe('the shell static server serves the registry file as it is now', () => {
  let dir: string;
  let file: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'flora-registry-'));
    file = path.join(dir, 'remotes.json');
    copyFileSync(REPO_FILE, file);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    server = createStaticServer({ root: dir, apiPort: 9, registry: createRegistryReader(file) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const served = async () => (await (await fetch(`${base}/remotes.json`)).json()) as Doc;
  const scriptSources = async () => {
    const policy = (await fetch(`${base}/labs/`)).headers.get('content-security-policy')!;
    return policy.split(';').find((d) => d.trim().startsWith('script-src'))!.trim().split(/\s+/).slice(1);
  };
  const edit = (change: (doc: Doc) => void) => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Doc;
    change(doc);
    writeFileSync(file, JSON.stringify(doc));
  };

  it('serves the six remotes with resolved manifest URLs', async () => {
    const doc = await served();
    expect(doc.remotes.map((r) => r.name)).toEqual(['auth', 'results', 'care', 'shop', 'provider', 'clinic']);
    expect(doc.remotes.find((r) => r.name === 'clinic')!.manifest).toBe('http://localhost:3006/mf-manifest.json');
    expect(doc.remotes.find((r) => r.name === 'care')!.manifest).toBe('http://localhost:3003/mf-manifest.json');
    expect(await scriptSources()).toContain('http://localhost:3003');
  });

  it('follows an edit at once: a new remote is served and its origin allowed', async () => {
    edit((doc) => doc.remotes.push({ name: 'labs', manifest: 'https://labs.cdn.flora.example/mf-manifest.json', routes: [{ path: '/labs/*', access: 'staff' }] }));
    expect((await served()).remotes.map((r) => r.name)).toContain('labs');
    expect(await scriptSources()).toContain('https://labs.cdn.flora.example');

    edit((doc) => (doc.remotes = doc.remotes.filter((r) => r.name !== 'labs')));
    expect((await served()).remotes.map((r) => r.name)).not.toContain('labs');
    expect(await scriptSources()).not.toContain('https://labs.cdn.flora.example');
  });

  it("a canary's manifest is resolved and its origin allowed; removing it (the rollback) takes it away", async () => {
    const results = (doc: Doc) => doc.remotes.find((r) => r.name === 'results')!;
    edit((doc) => (results(doc).canary = { manifest: 'http://{host}:{port:care}/canary/mf-manifest.json', share: 10 }));
    expect(results(await served()).canary).toEqual({ manifest: 'http://localhost:3003/canary/mf-manifest.json', share: 10 });
    edit((doc) => (results(doc).canary = { manifest: 'https://canary.cdn.flora.example/mf-manifest.json', share: 10 }));
    expect(await scriptSources()).toContain('https://canary.cdn.flora.example');

    edit((doc) => delete results(doc).canary);
    expect(results(await served()).canary).toBeUndefined();
    expect(await scriptSources()).not.toContain('https://canary.cdn.flora.example');
  });

  it('a half-saved file is served as it is (the shell refuses it); the policy keeps the last parsed origins', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(file, '{ "remotes": [');
    const response = await fetch(`${base}/remotes.json`);
    expect(await response.text()).toBe('{ "remotes": [');
    expect(await scriptSources()).toContain('http://localhost:3003');
    copyFileSync(REPO_FILE, file);
    expect((await served()).remotes).toHaveLength(6);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('is not valid JSON'));
    logged.mockRestore();
  });
});
