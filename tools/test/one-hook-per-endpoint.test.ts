// One hook per endpoint (issue 29, DESIGN §10): every (method, path) of the API is called from one
// source file of the front end — what two remotes call lives in @flora/shared/data, what two
// features of one remote call in that remote's src/lib/api/. A second file that calls the same
// endpoint fails here, naming both. Calls are read from the typed helpers' literal paths
// (apiQuery('/api/…'), apiPost('/api/…'), apiCall('get', '/api/…'), …); tests and the generated
// types are not product code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const METHOD_OF: Record<string, string> = {
  apiQuery: 'GET',
  apiQueryOrNull: 'GET',
  downloadApiFile: 'GET',
  apiPost: 'POST',
  apiPut: 'PUT',
  apiPatch: 'PATCH',
  apiDelete: 'DELETE',
};
const CALL = /\b(apiQuery|apiQueryOrNull|downloadApiFile|apiPost|apiPut|apiPatch|apiDelete|apiCall)\(\s*(?:'(get|post|put|patch|delete)',\s*)?'(\/api\/[^']*)'/g;

/** The endpoints (`METHOD /path`) a source file calls. */
export function endpointsCalled(source: string): string[] {
  return [...source.matchAll(CALL)].map(([, helper, method, apiPath]) => `${method ? method.toUpperCase() : METHOD_OF[helper]} ${apiPath}`);
}

/** Each endpoint called from more than one file, with those files. */
export function endpointsWrappedTwice(sources: Record<string, string>): Record<string, string[]> {
  const callers = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(sources)) {
    for (const endpoint of endpointsCalled(source)) callers.set(endpoint, (callers.get(endpoint) ?? new Set()).add(file));
  }
  return Object.fromEntries([...callers].filter(([, files]) => files.size > 1).map(([endpoint, files]) => [endpoint, [...files].sort()]));
}

function productSources(): Record<string, string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ':(glob)shared/src/**', ':(glob)shell/src/**', ':(glob)mf-*/src/**'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.fixtures\.tsx?$|\/api-types\.ts$/.test(f));
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')]));
}

test('no endpoint of the API is wrapped by two files of the front end', () => {
  const sources = productSources();
  expect(Object.keys(sources).length).toBeGreaterThan(100);
  expect(new Set(Object.values(sources).flatMap(endpointsCalled)).size).toBeGreaterThan(80);
  expect(endpointsWrappedTwice(sources)).toEqual({});
});

test('a second file calling an endpoint is reported with both files, whatever helper it uses', () => {
  expect(
    endpointsWrappedTwice({
      'mf-care/src/features/a/api/x.ts': "useQuery(apiQuery('/api/v1/consults/'))",
      'mf-shop/src/features/b/api/y.ts': "apiCall('get', '/api/v1/consults/', { signal })",
      'mf-shop/src/features/c/api/z.ts': "apiPost('/api/v1/consults/', { body })",
    }),
  ).toEqual({ 'GET /api/v1/consults/': ['mf-care/src/features/a/api/x.ts', 'mf-shop/src/features/b/api/y.ts'] });
  expect(endpointsCalled("apiPatch(\n  '/api/v1/user/profile/', { body })")).toEqual(['PATCH /api/v1/user/profile/']);
});
