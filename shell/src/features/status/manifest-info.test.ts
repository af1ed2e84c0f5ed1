import { compareShared, mismatchMessage } from './shared-compat';
import { parseManifest, shortHash } from './manifest-info';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: () => null,
}));

describe('reading a remote manifest', () => {
  it('takes the build and the shared libraries with their ranges', () => {
    const text = JSON.stringify({
      metaData: { buildInfo: { buildVersion: '0.1.0', buildName: '@flora/mf-care' } },
      shared: [{ id: 'x', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true, assets: {} }],
      exposes: [{ path: './app' }],
    });
    expect(parseManifest('u', text)).toEqual({
      url: 'u',
      buildName: '@flora/mf-care',
      buildVersion: '0.1.0',
      buildId: shortHash(text),
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      exposes: ['./app'],
    });
  });

  it('gives a build id that changes with the build', () => {
    expect(shortHash('{"a":"main.1234abcd.js"}')).toMatch(/^[0-9a-f]{8}$/);
    expect(shortHash('{"a":"main.1234abcd.js"}')).toBe(shortHash('{"a":"main.1234abcd.js"}'));
    expect(shortHash('{"a":"main.1234abcd.js"}')).not.toBe(shortHash('{"a":"main.1234abce.js"}'));
  });

  it('refuses what is not a manifest', () => {
    expect(() => parseManifest('u', '<!doctype html>')).toThrow('not valid JSON');
    expect(() => parseManifest('u', '{"name":"x"}')).toThrow('not a Module Federation manifest');
  });
});

describe("a remote's ranges against the shell's singletons", () => {
  const shell = { react: '19.2.0', 'react-dom': '19.2.0', '@flora/shared': '0.1.0' };

  it.each([
    [{ name: 'react', requiredVersion: '^19.2.0', singleton: true }, 'ok'],
    [{ name: 'react', requiredVersion: '^19.3.0', singleton: true }, 'mismatch'],
    [{ name: 'react', requiredVersion: '^18.3.0', singleton: true }, 'mismatch'],
    [{ name: 'react', requiredVersion: '>=19.0.0 <20', singleton: true }, 'ok'],
    [{ name: 'react', requiredVersion: '^19.3.0', singleton: false }, 'ok'],
    [{ name: 'react' }, 'ok'],
    [{ name: '@flora/shared', requiredVersion: '^0.2.0', singleton: true }, 'mismatch'],
    [{ name: 'date-fns/format', requiredVersion: '^4.1.0', singleton: true }, 'unshared'],
  ])('%j -> %s', (library, verdict) => {
    expect(compareShared([library], shell)[0].verdict).toBe(verdict);
  });

  it('words a mismatch for staff', () => {
    const [row] = compareShared([{ name: 'react', requiredVersion: '^19.3.0', singleton: true }], shell);
    expect(mismatchMessage('care', row)).toBe('care requires react ^19.3.0, the shell provides 19.2.0');
  });
});
