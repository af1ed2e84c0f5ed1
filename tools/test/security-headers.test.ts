// The security headers of the front-end static servers: the page policy (CSP) computed from the
// registry, the per-response style nonce, and the headers every response carries.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { registryOrigins } from '../serve/registry-file';
import * as security from '../serve/security-headers';
import { createStaticServer } from '../serve/static-server';

const REGISTRY = {
  auth: 'http://localhost:3001/mf-manifest.json',
  results: 'http://localhost:3002/mf-manifest.json',
  care: 'http://localhost:3003/mf-manifest.json',
  shop: 'http://localhost:3004/mf-manifest.json',
  provider: 'http://localhost:3005/mf-manifest.json',
};
const DEPLOYED_REGISTRY = {
  auth: 'https://auth.cdn.flora.example/mf-manifest.json',
  results: 'https://results.cdn.flora.example/v42/mf-manifest.json',
  care: 'https://care.cdn.flora.example/mf-manifest.json',
  shop: 'https://shop.cdn.flora.example/mf-manifest.json',
  provider: 'https://shop.cdn.flora.example/provider/mf-manifest.json',
};
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
/** The app page's inline script (the shell's early script: tools/webpack/inline-early-script.js). */
const EARLY = 'globalThis.early = fetch("/remotes.json");';

const request = (host: string, headers: Record<string, string> = {}) =>
  ({ headers: { host, ...headers }, socket: {} }) as unknown as IncomingMessage;

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('registry origins', () => {
  test.each([
    ['the five local remotes', REGISTRY, ['http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004', 'http://localhost:3005']],
    ['a CDN with paths, one origin named twice', DEPLOYED_REGISTRY, ['https://auth.cdn.flora.example', 'https://care.cdn.flora.example', 'https://results.cdn.flora.example', 'https://shop.cdn.flora.example']],
    ['not URLs or not http(s) are left out', { care: 'not a url', shop: 'javascript:alert(1)', auth: 'data:text/javascript,1' }, []],
  ])('%s', (_name, registry, origins) => {
    expect(registryOrigins(registry as Record<string, string>)).toEqual(origins);
  });
});

describe('page Content-Security-Policy', () => {
  const cases: {
    name: string;
    host: string;
    headers?: Record<string, string>;
    registry?: Record<string, string>;
    allowed: string[];
    refused: string[];
  }[] = [
    {
      name: 'shell on loopback (npm start): registry origins and any loopback port (overrides)',
      host: 'localhost:3000',
      registry: REGISTRY,
      allowed: ['http://localhost:3003', 'http://localhost:*', 'http://127.0.0.1:*'],
      refused: [],
    },
    {
      name: 'shell at 127.0.0.1: the same loopback allowance',
      host: '127.0.0.1:3000',
      registry: REGISTRY,
      allowed: ['http://localhost:3001', 'http://localhost:*', 'http://127.0.0.1:*'],
      refused: [],
    },
    {
      name: 'deployed shell: only the registry origins, no loopback',
      host: 'app.flora.example',
      headers: { 'x-forwarded-proto': 'https' },
      registry: DEPLOYED_REGISTRY,
      allowed: ['https://auth.cdn.flora.example', 'https://results.cdn.flora.example', 'https://shop.cdn.flora.example'],
      refused: ['http://localhost:*', 'http://127.0.0.1:*', 'https://results.cdn.flora.example/v42/mf-manifest.json'],
    },
    {
      name: 'a proxy that rewrites Host to localhost but names the public host: deployed policy',
      host: 'localhost:3000',
      headers: { 'x-forwarded-host': 'app.flora.example' },
      registry: DEPLOYED_REGISTRY,
      allowed: ['https://care.cdn.flora.example'],
      refused: ['http://localhost:*', 'http://127.0.0.1:*'],
    },
    {
      name: 'shell on a LAN address: its registry, no loopback',
      host: '192.168.1.20:3000',
      registry: { care: 'http://192.168.1.20:3003/mf-manifest.json' },
      allowed: ['http://192.168.1.20:3003'],
      refused: ['http://localhost:*', 'http://127.0.0.1:*', 'http://192.168.1.20:*'],
    },
    {
      name: "a remote's standalone harness on loopback: its own origin only",
      host: 'localhost:3003',
      allowed: [],
      refused: ['http://localhost:*', 'http://127.0.0.1:*', 'http://localhost:3001'],
    },
  ];

  test.each(cases)('$name', ({ host, headers, registry, allowed, refused }) => {
    const policy = security.pageHeaders(request(host, headers), { nonce: NONCE, registry })['Content-Security-Policy'];
    const d = directives(policy);
    for (const directive of ['script-src', 'connect-src']) {
      expect(d.get(directive)![0]).toBe("'self'");
      for (const origin of allowed) expect(d.get(directive)).toContain(origin);
      for (const origin of refused) expect(d.get(directive)).not.toContain(origin);
    }
    // Never eval, never inline script, no wildcard, no scheme sources for code.
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|unsafe-hashes|wasm-unsafe-eval|strict-dynamic/);
    expect(d.get('script-src')).not.toEqual(expect.arrayContaining(['*', 'data:', 'blob:', 'http:', 'https:']));
    expect(d.get('script-src')!.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(d.get('style-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${NONCE}'`]));
    expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('the final shell policy on loopback', () => {
    expect(security.pageHeaders(request('localhost:3000'), { nonce: NONCE, registry: REGISTRY })['Content-Security-Policy']).toBe(
      [
        "default-src 'none'",
        "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 http://localhost:* http://127.0.0.1:*",
        `style-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 http://localhost:* http://127.0.0.1:* 'nonce-${NONCE}'`,
        "connect-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 http://localhost:* http://127.0.0.1:*",
        "img-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 http://localhost:* http://127.0.0.1:* data:",
        "font-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 http://localhost:* http://127.0.0.1:*",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  test.each(['', 'short', "abc' 'unsafe-inline", undefined])('refuses a missing or unsafe nonce (%p)', (nonce) => {
    expect(() => security.pageHeaders(request('localhost:3000'), { nonce: nonce as string })).toThrow(/nonce/);
  });
});

describe('loopback pages: a shell page there also loads from any loopback port', () => {
  test.each([
    ['localhost:3000', {}, true],
    ['127.0.0.1:3100', {}, true],
    ['[::1]:3000', {}, true],
    ['LOCALHOST', {}, true],
    ['app.flora.example', {}, false],
    ['localhost.flora.example', {}, false],
    ['127.0.0.1.nip.io', {}, false],
    ['localhost:3000', { 'x-forwarded-host': 'app.flora.example' }, false],
    ['', {}, false],
  ])('%s %j -> %s', (host, headers, loopback) => {
    const policy = security.pageHeaders(request(host, headers as Record<string, string>), { nonce: NONCE, registry: {} })['Content-Security-Policy'];
    expect(directives(policy).get('script-src')).toEqual(loopback ? ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'] : ["'self'"]);
  });
});

describe('headers of every response', () => {
  test.each([
    ['plain http', {}, false],
    ['behind a TLS proxy', { 'x-forwarded-proto': 'https' }, true],
    ['behind a proxy chain, first hop https', { 'x-forwarded-proto': 'https, http' }, true],
    ['behind a proxy over http', { 'x-forwarded-proto': 'http' }, false],
  ])('%s: HSTS only over https', (_name, headers, hsts) => {
    const h = security.commonHeaders(request('app.flora.example', headers as Record<string, string>));
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Strict-Transport-Security']).toBe(hsts ? 'max-age=31536000; includeSubDomains' : undefined);
  });

  test('a page also isolates its window and turns off powerful features', () => {
    const h = security.pageHeaders(request('localhost:3000'), { nonce: NONCE, registry: REGISTRY });
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(h['X-Frame-Options']).toBe('DENY');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(h['Permissions-Policy']).toContain(`${feature}=()`);
  });
});

describe('nonces', () => {
  test('differ in every response and are 128 bits of base64', () => {
    const nonces = Array.from({ length: 50 }, () => security.createNonce());
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  test('go into the page as the first element of <head>', () => {
    const html = security.withNonceMeta('<!doctype html><html lang="en"><head><meta charset="utf-8" /></head><body></body></html>', NONCE);
    expect(html).toMatch(new RegExp(`<head>\\s*<meta name="csp-nonce" content="${NONCE}" />\\s*<meta charset`));
  });
});

/** The CSP source of an inline script's code. */
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe("a page's inline scripts, allowed by their hash", () => {
  test.each([
    ['an inline script', '<script data-app-early>fetch("/a")</script>', [sha256('fetch("/a")')]],
    ['a module script', '<script type="module">go()</script>', [sha256('go()')]],
    ['JavaScript named as such', "<script type='text/javascript'>x=1</script>", [sha256('x=1')]],
    ['a script file', '<script defer src=/main.js></script>', []],
    ['a data block (the login pages name their entry so)', '<script type=application/json id=login-start>{"entry":"/main.js"}</script>', []],
    ['two copies of one script', '<script>a()</script><script>a()</script>', [sha256('a()')]],
    ['none', '<div id=root></div>', []],
  ])('%s', (_name, html, hashes) => {
    expect(security.inlineScriptHashes(`<!doctype html><html><head></head><body>${html}</body></html>`)).toEqual(hashes);
  });

  test('the policy lists them in script-src, and nowhere else', () => {
    const hash = sha256('fetch("/a")');
    const policy = directives(security.pageHeaders(request('localhost:3000'), { nonce: NONCE, registry: REGISTRY, scriptHashes: [hash] })['Content-Security-Policy']);
    expect(policy.get('script-src')).toContain(hash);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect([...policy].filter(([name]) => name !== 'script-src').flatMap(([, sources]) => sources)).not.toContain(hash);
  });

  test('a source that is not a sha256 hash is refused', () => {
    expect(() => security.pageHeaders(request('localhost:3000'), { nonce: NONCE, registry: REGISTRY, scriptHashes: ["'unsafe-inline'"] })).toThrow(/sha256/);
  });
});

describe('the static server', () => {
  let root: string;
  let server: Server;
  let base: string;
  let registry: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'flora-static-'));
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><html><head><meta charset="utf-8" /><title>t</title></head><body><script data-app-early>${EARLY}</script><div id="root"></div></body></html>`);
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, '123.0123abcd.js'), 'var chunk = 1;');
    // A page prerendered at build time (the shell's login pages), with the CSS it paints with.
    mkdirSync(path.join(root, 'login'));
    writeFileSync(path.join(root, 'login/index.html'), '<!doctype html><html><head><style>h1{}</style></head><body><div id="root"><h1>Sign in</h1></div></body></html>');
    registry = { ...REGISTRY };
    server = createStaticServer({ root, apiPort: 9, registry: () => ({ body: JSON.stringify(registry), registry }) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  async function page(pathname: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${pathname}`, { headers });
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const meta = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
    const header = /'nonce-([^']+)'/.exec(policy)?.[1];
    return { response, html, policy, meta, header };
  }

  test.each(['/', '/tests/', '/care/shop/', '/index.html'])('%s: a page whose meta nonce matches its policy', async (pathname) => {
    const { response, policy, meta, header } = await page(pathname);
    expect(response.status).toBe(200);
    expect(meta).toBeDefined();
    expect(meta).toBe(header);
    expect(policy).toContain('http://localhost:3003');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test("the app page's policy allows its inline script by hash; the login page, without one, allows none", async () => {
    const app = directives((await page('/tests/')).policy).get('script-src');
    expect(app).toContain(sha256(EARLY));
    expect(app).not.toContain("'unsafe-inline'");
    expect(directives((await page('/login/')).policy).get('script-src')!.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
  });

  test.each(['/login/', '/login'])('%s: the prerendered page, its <style> under the page nonce', async (pathname) => {
    const { response, html, meta, header } = await page(pathname);
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(meta).toBe(header);
    expect(html).toContain(`<style nonce="${header}">h1{}</style>`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('paths without a prerendered page keep the app page', async () => {
    for (const pathname of ['/login/male-partner/', '/tests/', '/']) expect((await page(pathname)).html).toContain('<div id="root"></div>');
  });

  test('every page response has a new nonce', async () => {
    const first = await page('/tests/');
    const second = await page('/tests/');
    expect(first.meta).not.toBe(second.meta);
    expect(second.meta).toBe(second.header);
  });

  test('the policy follows a registry change at once', async () => {
    registry = { ...REGISTRY, care: 'https://care-canary.flora.example/mf-manifest.json' };
    try {
      const { policy } = await page('/care/');
      expect(directives(policy).get('script-src')).toContain('https://care-canary.flora.example');
      expect(directives(policy).get('script-src')).not.toContain('http://localhost:3003');
      const served = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
      expect(served.care).toBe('https://care-canary.flora.example/mf-manifest.json');
    } finally {
      registry = { ...REGISTRY };
    }
  });

  test('HSTS when the request came over https', async () => {
    const { response } = await page('/', { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  test.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/123.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/remotes.json', 'no-cache'],
  ])('%s keeps CORS and its caching, without a page policy', async (pathname, cacheControl) => {
    const response = await fetch(`${base}${pathname}`, { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const etag = response.headers.get('etag')!;
    expect((await fetch(`${base}${pathname}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  test('a malformed path is a 400, not a crash', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  test("a remote's harness page (no registry) allows only its own origin (and the page's own inline script)", async () => {
    const harness = createStaticServer({ root, apiPort: 9 });
    await new Promise<void>((resolve) => harness.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://localhost:${(harness.address() as AddressInfo).port}/care/`);
      const policy = directives(response.headers.get('content-security-policy')!);
      expect(policy.get('script-src')).toEqual(["'self'", sha256(EARLY)]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect((await response.text()).match(/csp-nonce" content="([^"]+)"/)![1]).toBe(/'nonce-([^']+)'/.exec(policy.get('style-src')!.join(' '))![1]);
      expect((await fetch(`http://localhost:${(harness.address() as AddressInfo).port}/remotes.json`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => harness.close(resolve));
    }
  });
});
