// The libraries that must exist once per page (DESIGN §3): the federation singletons, and the ones
// that live only inside @flora/shared. That apps import react-router only
// through @flora/shared is a lint rule (eslint.config.mjs, proved by lint-boundaries.test.ts).
import path from 'node:path';
import { sharedLibraries } from '../webpack/shared-libraries';

const ROOT = path.resolve(__dirname, '../..');

describe('shared libraries', () => {
  test('react, react-dom and @flora/shared are singletons with real semver ranges', () => {
    const shared = sharedLibraries(path.join(ROOT, 'shell'));
    for (const lib of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@flora/shared']) {
      expect(shared[lib]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+/) });
    }
  });

  test('libraries that live inside @flora/shared are not shared separately', () => {
    const shared = sharedLibraries(path.join(ROOT, 'shell'));
    for (const lib of ['react-router', 'react-router-dom']) expect(shared[lib]).toBeUndefined();
  });
});
