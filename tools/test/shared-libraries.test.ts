// The libraries that must exist once per page (DESIGN §3): the federation singletons, and the ones
// that live only inside @flora/shared. An app importing react-router, rxjs or axios directly would
// bundle a second, private copy (a second router context, a second session stream), so none may.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
const { sharedLibraries } = require('../webpack/shared-libraries') as {
  sharedLibraries(dir: string): Record<string, { singleton: boolean; requiredVersion: string }>;
};

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mf-auth', 'mf-results', 'mf-care', 'mf-shop', 'mf-provider'];
// A value import (type-only imports are erased) or a dynamic import of one of them.
const ONLY_INSIDE_SHARED =
  /^(?:import|export)(?! type )[^;]*from '(?:react-router|react-router-dom|rxjs|axios|single-spa|single-spa-react)(?:\/[^']*)?'|import\('(?:react-router|rxjs|axios|single-spa)/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    // Tests are never bundled; they may wrap a page in react-router's MemoryRouter.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('shared libraries', () => {
  test('react, react-dom and @flora/shared are singletons with real semver ranges', () => {
    const shared = sharedLibraries(path.join(ROOT, 'shell'));
    for (const lib of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@flora/shared']) {
      expect(shared[lib]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+/) });
    }
  });

  test('libraries that live inside @flora/shared are not shared separately', () => {
    const shared = sharedLibraries(path.join(ROOT, 'shell'));
    for (const lib of ['react-router', 'react-router-dom', 'rxjs', 'axios']) expect(shared[lib]).toBeUndefined();
  });

  test.each(APPS)('%s imports the router, session stream and HTTP client only through @flora/shared', (app) => {
    const offenders = sourceFiles(path.join(ROOT, app, 'src'))
      .filter((file) => ONLY_INSIDE_SHARED.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
