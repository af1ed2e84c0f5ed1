import { compareShared, mismatchMessage } from './shared-compat';
import { fetchManifest } from './manifest-info';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: () => null,
}));

describe('reading a remote manifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  /** fetchManifest('u') of a manifest served with this text. */
  const read = (text: string) => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => text }) as Response);
    return fetchManifest('u');
  };
  const manifest = (chunk: string) => JSON.stringify({ metaData: {}, chunk });

  it('takes the build and the shared libraries with their ranges', () => {
    const text = JSON.stringify({
      metaData: { buildInfo: { buildVersion: '0.1.0', buildName: '@flora/mf-care' } },
      shared: [{ id: 'x', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true, assets: {} }],
      exposes: [{ path: './app' }],
    });
    return expect(read(text)).resolves.toEqual({
      url: 'u',
      buildName: '@flora/mf-care',
      buildVersion: '0.1.0',
      buildId: expect.stringMatching(/^[0-9a-f]{8}$/),
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      exposes: ['./app'],
    });
  });

  it('gives a build id that changes with the build', async () => {
    const { buildId } = await read(manifest('main.1234abcd.js'));
    expect(buildId).toMatch(/^[0-9a-f]{8}$/);
    expect((await read(manifest('main.1234abcd.js'))).buildId).toBe(buildId);
    expect((await read(manifest('main.1234abce.js'))).buildId).not.toBe(buildId);
  });

  it('refuses what is not a manifest', async () => {
    await expect(read('<!doctype html>')).rejects.toThrow('not valid JSON');
    await expect(read('{"name":"x"}')).rejects.toThrow('not a Module Federation manifest');
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
