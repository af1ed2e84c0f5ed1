// A deploy adds files and keeps the previous builds' hashed chunks for RETENTION_DAYS after the build
// that dropped them (tools/webpack/keep-previous-builds.js); entries are replaced and served no-cache.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { keptForRetention, pruneRetiredChunks, RETENTION_DAYS } from '../webpack/keep-previous-builds';
import { createStaticServer } from '../serve/static-server';

const DAY = 24 * 60 * 60 * 1000;
let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'flora-retention-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A build that wrote `files` into dist at `now`; the app's files in dist afterwards. */
function build(files: string[], now: number): string[] {
  for (const file of files) writeFileSync(path.join(dist, file), file);
  pruneRetiredChunks(dist, files, now);
  return readdirSync(dist).filter((f) => !f.startsWith('.')).sort();
}

test("keeps a replaced build's chunks for the retention after the build that dropped them, then deletes them", () => {
  const start = Date.UTC(2026, 10, 1);
  build(['remoteEntry.js', 'mf-manifest.json', '312.aaaaaaaa.js', '312.aaaaaaaa.js.map', '40.cccccccc.js'], start);
  // Ten days later a deploy changes chunk 312: the old one stays for tabs that still run the old entry.
  const second = start + 10 * DAY;
  expect(build(['remoteEntry.js', 'mf-manifest.json', '312.bbbbbbbb.js', '312.bbbbbbbb.js.map', '40.cccccccc.js'], second)).toEqual([
    '312.aaaaaaaa.js',
    '312.aaaaaaaa.js.map',
    '312.bbbbbbbb.js',
    '312.bbbbbbbb.js.map',
    '40.cccccccc.js',
    'mf-manifest.json',
    'remoteEntry.js',
  ]);
  // Within the retention, another deploy keeps it still; past it, the next build deletes it.
  expect(build(['remoteEntry.js', '312.bbbbbbbb.js', '40.cccccccc.js'], second + (RETENTION_DAYS - 1) * DAY)).toContain('312.aaaaaaaa.js');
  const after = build(['remoteEntry.js', '312.bbbbbbbb.js', '40.cccccccc.js'], second + (RETENTION_DAYS + 1) * DAY);
  expect(after).not.toContain('312.aaaaaaaa.js');
  expect(after).not.toContain('312.aaaaaaaa.js.map');
  expect(after).toContain('312.bbbbbbbb.js.map'); // retired one day ago by the build before
});

test('a chunk that comes back in a later build is live again, its retirement forgotten', () => {
  const start = Date.UTC(2026, 10, 1);
  build(['remoteEntry.js', '1.aaaaaaaa.js'], start);
  build(['remoteEntry.js', '1.bbbbbbbb.js'], start + DAY);
  build(['remoteEntry.js', '1.aaaaaaaa.js'], start + 2 * DAY); // a rollback rebuilt the old code
  expect(build(['remoteEntry.js', '1.cccccccc.js'], start + (RETENTION_DAYS + 2.5) * DAY)).toEqual(['1.aaaaaaaa.js', '1.cccccccc.js', 'remoteEntry.js']);
});

test("the build's clean step leaves hashed chunks and the ledger to this rule, nothing else", () => {
  expect(['312.aaaaaaaa.js', '312.aaaaaaaa.js.map', '.retired-chunks.json'].every(keptForRetention)).toBe(true);
  expect(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js.map'].some(keptForRetention)).toBe(false);
});

test('the static server serves a kept chunk as immutable, the entry and manifest no-cache, and not the ledger', async () => {
  build(['remoteEntry.js', 'mf-manifest.json', '312.aaaaaaaa.js'], Date.now());
  build(['remoteEntry.js', 'mf-manifest.json', '312.bbbbbbbb.js'], Date.now());
  const server: Server = createStaticServer({ root: dist, apiPort: 9 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const cacheControl = async (file: string) => {
      const response = await fetch(`${base}/${file}`);
      return response.ok ? response.headers.get('cache-control') : response.status;
    };
    expect(await cacheControl('312.aaaaaaaa.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('312.bbbbbbbb.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('remoteEntry.js')).toBe('no-cache');
    expect(await cacheControl('mf-manifest.json')).toBe('no-cache');
    expect(await cacheControl('.retired-chunks.json')).toBe(404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
