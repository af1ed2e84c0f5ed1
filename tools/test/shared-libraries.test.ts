// The libraries that must exist once per page (DESIGN §3): the federation singletons, and the ones
// that live only inside @flora/shared. That apps import react-router only
// through @flora/shared is a lint rule (eslint.config.mjs, proved by lint-boundaries.test.ts).
import fs from 'node:fs';
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

describe('the @tanstack/react-query singleton', () => {
  const APPS = ['shell', 'shared', 'mf-auth', 'mf-results', 'mf-care', 'mf-shop', 'mf-provider', 'mf-clinic'];
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g;

  /** The value names app code (not its tests, which run on the whole package) imports. */
  function importedNames(): Map<string, string> {
    const names = new Map<string, string>();
    for (const app of APPS) {
      for (const file of fs.readdirSync(path.join(ROOT, app, 'src'), { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const source = fs.readFileSync(path.join(ROOT, app, 'src', file), 'utf8');
        for (const [, list] of source.matchAll(IMPORT)) {
          for (const item of list.split(',').map((s) => s.trim())) {
            if (item && !item.startsWith('type ')) names.set(item.split(/\s+as\s+/)[0], `${app}/src/${file}`);
          }
        }
      }
    }
    return names;
  }

  test('provides every part of TanStack Query the apps import', () => {
    const provided = fs.readFileSync(path.join(ROOT, 'tools/webpack/shared-react-query.mjs'), 'utf8');
    const exported = new Set(/export\s*\{([^}]*)\}/.exec(provided)![1].split(',').map((s) => s.trim()).filter(Boolean));
    const missing = [...importedNames()].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
