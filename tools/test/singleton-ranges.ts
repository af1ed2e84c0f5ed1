// The CI side of the remote status page's warning (shell/src/features/status): every remote's range
// for a shared singleton must accept the version the shell provides, or the page would load the
// shell's copy into a remote built for another (loaded-first, strictVersion off: no error, only
// subtle breakage). Checked from sources (each package's package.json and the shared config of
// tools/webpack/shared-libraries.js, against the versions installed for the shell) and, when the
// builds exist, from each remote's dist/mf-manifest.json (tools/federation/remote-contract.js, which
// a team also runs on its own build: check-remote.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedLibraries } from '../webpack/shared-libraries';
import type { DeclaredRange, RemoteManifest } from '../federation/remote-contract';

export const ROOT = path.resolve(__dirname, '../..');

/** Every remote package: the mf-* folders with a webpack build (mf-clinic included once it exists). */
export function remoteDirs(): string[] {
  return readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(ROOT, dir, 'webpack.config.js')))
    .sort();
}

/** Ranges from sources: the shared config each remote builds with, and its package.json dependencies. */
export function sourceRanges(dir: string): DeclaredRange[] {
  const shared = sharedLibraries(path.join(ROOT, dir));
  const fromConfig = Object.entries(shared)
    .filter(([, lib]) => lib.singleton)
    .map(([name, lib]) => ({ source: `${dir} (shared config)`, name, range: lib.requiredVersion }));
  const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const singletonPackages = new Set(Object.keys(shared).map((key) => key.replace(/\/$/, '').replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)\/.*$/, '$1')));
  const fromPackage = Object.entries(pkg.dependencies ?? {})
    .filter(([name]) => singletonPackages.has(name))
    .map(([name, range]) => ({ source: `${dir}/package.json`, name, range }));
  return [...fromConfig, ...fromPackage];
}

export function manifestPath(dir: string): string {
  return path.join(ROOT, dir, 'dist', 'mf-manifest.json');
}

/** Ranges from a built manifest (its singletons only). */
export const builtManifest = (dir: string) => JSON.parse(readFileSync(manifestPath(dir), 'utf8')) as RemoteManifest;
