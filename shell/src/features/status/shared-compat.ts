// Which shared-library versions a remote was built against, set beside what the shell provides:
// a remote whose range for a singleton the shell's version does not satisfy gets a warning
// ("care requires react ^19.3.0, the shell provides 19.2.0"). The matcher is the federation
// runtime's own `satisfy`, already in the shell's bundle. tools/test/shared-singletons.test.ts runs
// the same check in CI.
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';

export interface SharedLibrary {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** ok: the shell's version is in the remote's range. mismatch: it is not. unshared: the shell provides none. */
export type SharedVerdict = 'ok' | 'mismatch' | 'unshared';

export interface SharedRow extends SharedLibrary {
  shellVersion?: string;
  verdict: SharedVerdict;
}

export type ShellVersions = Readonly<Record<string, string>>;

/** The versions the shell itself registered for each shared library (its own build's, not a remote's). */
export function shellSharedVersions(): ShellVersions {
  const federation = getInstance();
  if (!federation) return {};
  const own = federation.options.name;
  const versions: Record<string, string> = {};
  for (const [name, infos] of Object.entries(federation.options.shared ?? {})) {
    const mine = infos.find((info) => info.from === own && info.version);
    if (mine) versions[name] = mine.version;
  }
  return versions;
}

export function compareShared(shared: readonly SharedLibrary[], shell: ShellVersions): SharedRow[] {
  return [...shared]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((library) => {
      const shellVersion = shell[library.name];
      if (!shellVersion) return { ...library, verdict: 'unshared' as const };
      const range = library.requiredVersion;
      // A range the remote does not state (or `*`) accepts whatever the shell has.
      const fits = !range || range === '*' || satisfy(shellVersion, range);
      return { ...library, shellVersion, verdict: fits || !library.singleton ? ('ok' as const) : ('mismatch' as const) };
    });
}

/** "care requires react ^19.3.0, the shell provides 19.2.0" */
export function mismatchMessage(remote: string, row: SharedRow): string {
  return `${remote} requires ${row.name} ${row.requiredVersion}, the shell provides ${row.shellVersion}`;
}
