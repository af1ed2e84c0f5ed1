// Types of remote-contract.js for the TypeScript that imports it (tools/test).
export interface DeclaredRange {
  /** Where the range comes from, for the message ("mf-care/package.json"). */
  source: string;
  name: string;
  range: string;
}

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface RemoteManifest {
  shared?: ManifestShared[];
  exposes?: { name?: string; path?: string }[];
}

export function shellVersions(): Record<string, string>;
export function shellVersionFor(name: string, shell: Record<string, string>): string | undefined;
export function singletonMismatches(ranges: DeclaredRange[], shell: Record<string, string>): string[];
export function manifestRanges(manifest: RemoteManifest, source: string): DeclaredRange[];
export function remoteContractProblems(manifest: RemoteManifest, source: string, shell?: Record<string, string>): string[];
