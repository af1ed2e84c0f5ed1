import { servedManifest } from './remote-versions';

const versions = { stable: 'http://cdn.test/results/1/mf-manifest.json', canary: { manifest: 'http://cdn.test/results/2/mf-manifest.json', share: 30 } };

describe('canary assignment', () => {
  it('puts about the share of users on the canary, each user always on the same side', () => {
    const served = Array.from({ length: 2000 }, (_, id) => servedManifest('results', versions, id).version);
    const canaries = served.filter((v) => v === 'canary').length;
    expect(canaries / served.length).toBeGreaterThan(0.25);
    expect(canaries / served.length).toBeLessThan(0.35);
    expect(Array.from({ length: 2000 }, (_, id) => servedManifest('results', versions, id).version)).toEqual(served);
  });

  it('assigns each remote independently', () => {
    const half = { ...versions, canary: { ...versions.canary, share: 50 } };
    const results = Array.from({ length: 200 }, (_, id) => servedManifest('results', half, id).version);
    const care = Array.from({ length: 200 }, (_, id) => servedManifest('care', half, id).version);
    expect(results).not.toEqual(care);
  });

  it('serves stable at share 0, the canary to everyone signed in at 100, and stable to visitors not signed in', () => {
    const user = 7;
    expect(servedManifest('results', { ...versions, canary: { ...versions.canary, share: 0 } }, user)).toEqual({ url: versions.stable, version: 'stable' });
    expect(servedManifest('results', { ...versions, canary: { ...versions.canary, share: 100 } }, user)).toEqual({ url: versions.canary.manifest, version: 'canary' });
    expect(servedManifest('results', { ...versions, canary: { ...versions.canary, share: 100 } }, null).version).toBe('stable');
  });

  it('lets a QA override win over any canary', () => {
    expect(servedManifest('results', { ...versions, stable: 'http://localhost:3102/mf-manifest.json', override: true }, 1)).toEqual({
      url: 'http://localhost:3102/mf-manifest.json',
      version: 'override',
    });
  });
});
