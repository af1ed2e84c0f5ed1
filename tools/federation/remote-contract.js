// The remote contract a team's build must meet before it is deployed (docs/remotes.md), checked from
// its built mf-manifest.json alone against the shell this repository builds:
// - it exposes `./app` (single-spa lifecycles; DESIGN §3);
// - it shares react, react-dom and @flora/shared (a remote that bundles its own would put a second
//   copy on the page) and every shell singleton it shares as a singleton;
// - every range it declares for a shell singleton accepts the version the shell provides
//   (loaded-first, strictVersion off: a mismatch is no error at runtime, only subtle breakage).
// The matcher is the federation runtime's own. CLI: tools/federation/check-remote.mjs.
const path = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { sharedLibraries } = require('../webpack/shared-libraries');

const SHELL_DIR = path.resolve(__dirname, '../../shell');
const MUST_SHARE = ['react', 'react-dom', '@flora/shared'];

/** The singleton versions the shell's build provides, by share key (react, react-dom/client, date-fns/…). */
function shellVersions() {
  return Object.fromEntries(Object.entries(sharedLibraries(SHELL_DIR)).map(([key, lib]) => [key, lib.version]));
}

/** The shell's version for a shared module name: its key, or the prefix key it falls under (`date-fns/format` -> `date-fns/`). */
function shellVersionFor(name, shell) {
  if (shell[name]) return shell[name];
  const prefix = Object.keys(shell).find((key) => key.endsWith('/') && (name.startsWith(key) || `${name}/` === key));
  return prefix ? shell[prefix] : undefined;
}

/** The messages for every range the shell's version does not satisfy; [] when all fit. */
function singletonMismatches(ranges, shell) {
  return ranges.flatMap(({ source, name, range }) => {
    const version = shellVersionFor(name, shell);
    if (!version || !/\d/.test(range) || range.startsWith('workspace:')) return [];
    return satisfy(version, range) ? [] : [`${source} requires ${name} ${range}, the shell provides ${version}`];
  });
}

/** The ranges a built manifest declares for its singletons. */
function manifestRanges(manifest, source) {
  return (manifest.shared ?? []).filter((s) => s.singleton && s.requiredVersion).map((s) => ({ source, name: s.name, range: s.requiredVersion }));
}

/** Every way the manifest breaks the contract, in words; [] when it may be deployed. */
function remoteContractProblems(manifest, source, shell = shellVersions()) {
  const problems = [];
  const exposes = manifest.exposes ?? [];
  if (!exposes.some((e) => e.path === './app' || e.name === 'app')) problems.push(`${source} does not expose ./app (the single-spa lifecycles the shell mounts)`);
  const shared = manifest.shared ?? [];
  for (const name of MUST_SHARE) {
    if (!shared.some((s) => s.name === name)) problems.push(`${source} does not share ${name}: the page would get a second copy`);
  }
  for (const s of shared) {
    if (!s.singleton && shellVersionFor(s.name, shell)) problems.push(`${source} shares ${s.name} without singleton: true: the shell's copy must be the only one`);
  }
  return [...problems, ...singletonMismatches(manifestRanges(manifest, source), shell)];
}

module.exports = { manifestRanges, remoteContractProblems, shellVersionFor, shellVersions, singletonMismatches };
