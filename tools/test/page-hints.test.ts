// The shell's pages name the files of the remote that owns them (tools/serve/page-hints.js): the
// page the shell's static server sends for a path, with a registry whose remotes' manifests a local
// server serves (each remote's entry named after it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../serve/static-server';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A remote's manifest: its entry and `./app`'s code named after it, a lazy page and a parcel beside. */
const manifestOf = (remote: string) => ({
  metaData: { remoteEntry: { name: `${remote}-entry.js`, path: '' } },
  exposes: [
    { path: './app', assets: { js: { sync: [`${remote}-app.1234abcd.js`], async: [`${remote}-page.5678abcd.js`] } } },
    { path: './cart-panel', assets: { js: { sync: [`${remote}-parcel.9999aaaa.js`], async: [] } } },
  ],
});

let root: string;
let remotes: Server;
let shell: Server;
let remotesPort: number;
let shellPort: number;
const reads = new Map<string, number>();
let registry: Record<string, unknown>;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'flora-hints-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>Flora</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>');
  remotes = http.createServer((req, res) => {
    const remote = /^\/(\w+)\/mf-manifest\.json$/.exec(req.url ?? '')?.[1];
    if (!remote || remote === 'gone') return void res.writeHead(404).end();
    reads.set(remote, (reads.get(remote) ?? 0) + 1);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifestOf(remote)));
  });
  remotesPort = await listen(remotes);
  shell = createStaticServer({ root, apiPort: 1, registry: () => ({ body: JSON.stringify(registry), registry }) });
  shellPort = await listen(shell);
});

afterAll(async () => {
  await close(shell);
  await close(remotes);
  rmSync(root, { recursive: true, force: true });
});

const manifest = (remote: string) => `http://127.0.0.1:${remotesPort}/${remote}/mf-manifest.json`;
const REGISTRY = () => ({
  remotes: [
    { name: 'auth', manifest: manifest('auth'), routes: [{ path: '/register/*' }, { path: '/welcome/' }] },
    { name: 'results', manifest: manifest('results'), routes: [{ path: '/tests/*' }, { path: '/compare/' }] },
    { name: 'care', manifest: manifest('care'), routes: [{ path: '/care/*' }] },
    { name: 'shop', manifest: manifest('shop'), routes: [{ path: '/care/shop/*' }] },
    { name: 'gone', manifest: manifest('gone'), routes: [{ path: '/gone/*' }] },
  ],
});

async function page(pathname: string) {
  const response = await fetch(`http://127.0.0.1:${shellPort}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The remote whose entry the page hints at, or null. */
const hinted = (html: string) => /\/(\w+)-entry\.js/.exec(html)?.[1] ?? null;

describe('the remote a page hints at', () => {
  beforeAll(() => {
    registry = REGISTRY();
  });

  test.each([
    ['/tests/', 'results'],
    ['/tests', 'results'],
    ['/tests/FLDEMO0001/health-history/', 'results'],
    ['/compare/', 'results'],
    ['/compare/more/', null],
    ['/care/', 'care'],
    ['/care/shop/cart/', 'shop'], // the longer prefix first, whatever the file's order
    ['/welcome', 'auth'],
    ['/status/', null], // the shell's own page
    ['/gone/', null], // a manifest that cannot be read: the page is served without hints
  ])('%s -> %s', async (pathname, remote) => {
    expect(hinted(await page(pathname))).toBe(remote);
  });

  test("the manifest, entry and ./app code, at the end of the head; not the lazy pages nor another module's code", async () => {
    const html = await page('/tests/');
    const base = `http://127.0.0.1:${remotesPort}/results`;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="fetch" href="${base}/mf-manifest.json" crossorigin>`);
    expect(head).toContain(`<link rel="preload" as="script" href="${base}/results-entry.js">`);
    expect(head).toContain(`<link rel="preload" as="script" href="${base}/results-app.1234abcd.js">`);
    expect(html).not.toContain('results-page.5678abcd.js');
    expect(html).not.toContain('results-parcel');
  });

  test('a manifest is read once for many pages, not per page', async () => {
    await page('/care/');
    const before = reads.get('care') ?? 0;
    await Promise.all([page('/care/'), page('/care/consults/'), page('/care/')]);
    expect((reads.get('care') ?? 0) - before).toBeLessThanOrEqual(1);
  });

  test('a remote with a canary gets no hints: its users are split between two builds', async () => {
    registry = { remotes: [{ ...REGISTRY().remotes[1], canary: { manifest: manifest('results2'), share: 10 } }] };
    expect(await page('/tests/')).not.toContain('rel="preload"');
    registry = REGISTRY();
  });
});
