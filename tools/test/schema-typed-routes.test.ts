// Schema-first routes (issue 29.2): a route's request and reply types follow from its JSON schema
// (api/src/common/typed-routes.ts), so no route file restates them by hand. A route registered with
// hand-written generics (`app.post<{ Body: … }>(`), a cast of what the request carries
// (`request.body as …`), or on an app that is not schema-typed fails here, naming the file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const REGISTERS_ROUTES = /\bapp\.(get|post|put|patch|delete|route)[<(]/;
const HAND_WRITTEN = [
  { what: 'hand-written route generics', pattern: /\bapp\.(get|post|put|patch|delete|route)</ },
  { what: 'a cast of the request', pattern: /\brequest\.(body|params|query|headers)\s+as\b/ },
];
const SCHEMA_TYPED = /\bschemaTyped\(|\bSchemaTypedApp\b/;

/** What a route file restates by hand instead of taking it from its schemas. */
export function restatedTypes(source: string): string[] {
  if (!REGISTERS_ROUTES.test(source)) return [];
  const found = HAND_WRITTEN.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
  return SCHEMA_TYPED.test(source) ? found : [...found, 'routes on an app that is not schema-typed'];
}

function apiSources(): Record<string, string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ':(glob)api/src/**'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts'));
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')]));
}

test('every route of the API takes its types from its schemas', () => {
  const sources = apiSources();
  const routeFiles = Object.keys(sources).filter((f) => REGISTERS_ROUTES.test(sources[f]));
  expect(routeFiles.length).toBeGreaterThan(30);
  const offenders = Object.fromEntries(routeFiles.map((f) => [f, restatedTypes(sources[f])]).filter(([, found]) => found.length > 0));
  expect(offenders).toEqual({});
});

test.each([
  ['generics', 'const app = schemaTyped(fastify);\napp.post<{ Body: { a: string } }>(\'/x\', opts, h);', ['hand-written route generics']],
  ['a cast', 'const app = schemaTyped(fastify);\napp.get(\'/x\', opts, (request) => (request.query as Q).a);', ['a cast of the request']],
  ['an untyped app', 'export async function f(app: FastifyInstance) { app.get(\'/x\', opts, h); }', ['routes on an app that is not schema-typed']],
  ['a schema-typed app', 'const app = schemaTyped(fastify);\napp.get(\'/x\', opts, (request) => request.query.a);', []],
  ['a helper given the typed app', 'function routes(app: SchemaTypedApp) { app.delete(\'/x\', opts, h); }', []],
])('%s', (_, source, expected) => {
  expect(restatedTypes(source)).toEqual(expected);
});
