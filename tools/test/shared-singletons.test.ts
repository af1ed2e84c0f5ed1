// CI check (issue 18 part 5): no remote asks for a shared singleton outside the version the shell
// provides. Meaningful without a build (package.json ranges and the shared config, against the
// versions installed for the shell); the built manifests are checked too when they exist.
import { existsSync } from 'node:fs';
import { manifestRanges, remoteContractProblems, shellVersionFor, shellVersions, singletonMismatches } from '../federation/remote-contract';
import { builtManifest, manifestPath, remoteDirs, sourceRanges } from './singleton-ranges';

const shell = shellVersions();
const remotes = remoteDirs();

describe("remotes' ranges for the shared singletons", () => {
  test('the shell provides react, react-dom and @flora/shared, and there are remotes to check', () => {
    for (const name of ['react', 'react-dom', '@flora/shared']) expect(shellVersionFor(name, shell)).toMatch(/^\d+\.\d+\.\d+/);
    expect(remotes).toEqual(expect.arrayContaining(['mf-auth', 'mf-care', 'mf-provider', 'mf-results', 'mf-shop']));
  });

  test.each(remotes)("%s: its package.json and shared config accept the shell's versions", (dir) => {
    const ranges = sourceRanges(dir);
    expect(ranges.some((r) => r.source.endsWith('package.json') && r.name === 'react')).toBe(true);
    expect(singletonMismatches(ranges, shell)).toEqual([]);
  });

  const built = remotes.filter((dir) => existsSync(manifestPath(dir)));
  (built.length ? test.each(built) : test.skip.each(['(no build)']))("%s: its built manifest meets the remote contract and accepts the shell's versions", (dir) => {
    const manifest = builtManifest(dir);
    expect(manifestRanges(manifest, dir).map((r) => r.name)).toContain('react');
    expect(remoteContractProblems(manifest, dir, shell)).toEqual([]);
  });

  test('a range the shell does not satisfy is reported, in words', () => {
    const fake = { react: '19.2.0', 'date-fns/': '4.1.0', '@flora/shared': '0.1.0' };
    expect(
      singletonMismatches(
        [
          { source: 'mf-care/package.json', name: 'react', range: '^19.3.0' },
          { source: 'mf-care/dist/mf-manifest.json', name: 'date-fns/format', range: '^5.0.0' },
          { source: 'mf-care/package.json', name: '@flora/shared', range: 'workspace:^' },
          { source: 'mf-care/package.json', name: 'react', range: '^19.2.0' },
          { source: 'mf-care/package.json', name: 'left-pad', range: '^9.0.0' },
        ],
        fake,
      ),
    ).toEqual([
      'mf-care/package.json requires react ^19.3.0, the shell provides 19.2.0',
      'mf-care/dist/mf-manifest.json requires date-fns/format ^5.0.0, the shell provides 4.1.0',
    ]);
  });
});
