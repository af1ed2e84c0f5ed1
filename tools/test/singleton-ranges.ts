// The CI side of the remote status page's warning (shell/src/features/status): every remote's range
// for a shared singleton must accept the version the shell provides, or the page would load the
// shell's copy into a remote built for another (loaded-first, strictVersion off: no error, only
// subtle breakage). Checked from sources (each package's package.json and the shared config of
// tools/webpack/shared-libraries.js, against the versions installed for the shell) and, when the
// builds exist, from each remote's dist/mf-manifest.json. The matcher is the federation runtime's own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { sharedLibraries } from '../webpack/shared-libraries';

export const ROOT = path.resolve(__dirname, '../..');
export const SHELL_DIR = path.join(ROOT, 'shell');

export interface DeclaredRange {
  /** Where the range comes from, for the message ("mf-care/package.json"). */
  source: string;
  name: string;
  range: string;
}

/** Every remote package: the mf-* folders with a webpack build (mf-clinic included once it exists). */
export function remoteDirs(): string[] {
  return readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(ROOT, dir, 'webpack.config.js')))
    .sort();
}

/** The singleton versions the shell's build provides, by share key (react, react-dom/client, date-fns/…). */
export function shellVersions(): Record<string, string> {
  const shared = sharedLibraries(SHELL_DIR);
  return Object.fromEntries(Object.entries(shared).map(([key, lib]) => [key, lib.version]));
}

/** The shell's version for a shared module name: its key, or the prefix key it falls under (`date-fns/format` -> `date-fns/`). */
export function shellVersionFor(name: string, shell: Record<string, string>): string | undefined {
  if (shell[name]) return shell[name];
  const prefix = Object.keys(shell).find((key) => key.endsWith('/') && (name.startsWith(key) || `${name}/` === key));
  return prefix ? shell[prefix] : undefined;
}

/** The messages for every range the shell's version does not satisfy; [] when all fit. */
export function singletonMismatches(ranges: DeclaredRange[], shell: Record<string, string>): string[] {
  return ranges.flatMap(({ source, name, range }) => {
    const version = shellVersionFor(name, shell);
    if (!version || !/\d/.test(range) || range.startsWith('workspace:')) return [];
    return satisfy(version, range) ? [] : [`${source} requires ${name} ${range}, the shell provides ${version}`];
  });
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
export function manifestRanges(dir: string): DeclaredRange[] {
  const manifest = JSON.parse(readFileSync(manifestPath(dir), 'utf8')) as {
    shared?: { name: string; requiredVersion?: string; singleton?: boolean }[];
  };
  return (manifest.shared ?? [])
    .filter((s) => s.singleton && s.requiredVersion)
    .map((s) => ({ source: `${dir}/dist/mf-manifest.json`, name: s.name, range: s.requiredVersion! }));
}
