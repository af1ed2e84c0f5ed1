// One lint over every package (`pnpm lint`, and part of `npm test`): the recommended rules of ESLint
// and typescript-eslint (not the type-checked set: tsc checks types, and the lint stays fast), the
// rules of hooks, jsx-a11y's recommended rules, and the import boundaries of DESIGN §1, §3 and §10:
//   - a remote never imports another remote, and the shell imports none (by package name or by a
//     relative path into another package);
//   - @flora/shared only through its package exports, never `@flora/shared/src/...`;
//   - apps (shell, mf-*) get react-router only through @flora/shared
//     (type-only imports and tests excepted), so each stays one copy per page;
//   - @flora/shared's main entry never imports its other entries (data, forms, care, account), which
//     depend on it; it takes its basics (the entry the login page paints with) through the package,
//     and the basics import nothing of the package;
//   - a feature folder (`src/features/<a>/`) of an app never imports another (`src/features/<b>/`):
//     `src/app*` and `src/routes.tsx` compose features; features import @flora/shared, and what two
//     features of one app share (and no other app needs) lives in that app's `src/lib/`;
//   - the API's features are sealed: a feature (`api/src/features/<a>/`) is imported only through its
//     public surface, its `index.ts` (`../<a>`), never a file inside it, from another feature and from
//     the rest of api/src (the seeds in api/src/db/seed/ alone may also write rows through a
//     feature's repository); inside a feature, its route files (index.ts, *-routes.ts) call its
//     services and never import a repository (its services, fulfilments and views may).
//     api/test/feature-imports.test.ts checks the features import each other without a cycle;
//   - one hook per API endpoint: a (method, path) is called from one product file of the front end
//     (tools/eslint/one-hook-per-endpoint.js).
// tools/test/lint-boundaries.test.ts proves each boundary on small snippets.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import oneHookPerEndpoint from './tools/eslint/one-hook-per-endpoint.js';

const APPS = '{shell,mf-*}';
const TS = '*.{ts,tsx}';
const TESTS = ['**/*.test.{ts,tsx}'];
/** Deepest folder nesting inside one feature folder that the feature boundary covers. */
const MAX_FEATURE_DEPTH = 8;

// The entries @flora/shared exports (read from its package.json, so a new entry needs no edit here).
const SHARED_ENTRIES = Object.keys(JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports)
  .filter((key) => key !== '.' && key !== './package.json')
  .map((key) => key.slice(2));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entries that are federated singletons of their own, each in its folder of shared/src (not the domain: each app bundles the rules it uses). */
const SECONDARY_ENTRIES = SHARED_ENTRIES.filter((e) => !e.includes('/') && e !== 'domain');
/** The one entry below the main entry: the main entry re-exports it, and it imports nothing of the package. */
const BASICS_ENTRY = 'basics';
/** The entries that depend on the main entry (data, forms, …). */
const UPPER_ENTRIES = SECONDARY_ENTRIES.filter((e) => e !== BASICS_ENTRY);

/** An import boundary: `regex` matches the import's source text. */
const boundary = (regex, message, extra = {}) => ({ regex, message, ...extra });

const OTHER_APPS = [
  boundary('^@flora/(shell|mf-[^/]+)(/|$)', 'A remote never imports another remote, nor the shell a remote (DESIGN §1): what two apps need lives in @flora/shared.'),
  boundary('^(\\.\\./)+(shell|mf-[^/]+)/src(/|$)', 'No relative path into another app (DESIGN §1): what two apps need lives in @flora/shared.'),
];
const SHARED_DEEP = [
  boundary(
    `^@flora/shared/(?!(${[...SHARED_ENTRIES, 'package.json'].map(escapeRegExp).join('|')})$)`,
    `Import @flora/shared through its exports (@flora/shared, ${SHARED_ENTRIES.map((e) => `@flora/shared/${e}`).join(', ')}), not its files.`,
  ),
  boundary('^(\\.\\./)+shared/src(/|$)', 'Import @flora/shared by its package name and exports, not by a relative path into its files.'),
];
const INSIDE_SHARED_ONLY = [
  boundary(
    '^(react-router|react-router-dom)(/|$)',
    'react-router and react-router-dom live inside @flora/shared (DESIGN §3: one router, one session stream, one API client per page): import what you need from @flora/shared. Type-only imports are fine.',
    { allowTypeImports: true },
  ),
];
/**
 * From a file `depth` folders below its feature folder (`src/features/<a>/`): a relative import
 * that climbs out of the feature into a sibling (`../b/...`), or up to `src/` and back into
 * `features/` (`../../features/b/...`).
 */
const otherFeatures = (depth) => [
  boundary(
    `^(\\.\\./){${depth + 1}}(?!\\.\\./)|^(\\.\\./){${depth + 2}}features(/|$)`,
    'A feature never imports another feature (DESIGN §10): compose features in src/app* or src/routes.tsx, and move what two features need into @flora/shared.',
  ),
];

/**
 * The import rule for one kind of file. `no-restricted-imports` options replace each other rather
 * than add up, so each block states the whole list; dynamic `import()` is checked by selector.
 */
function importBoundaries(patterns) {
  // esquery regex literals cannot hold a `/`; \u002F matches it.
  const selector = (p) => `ImportExpression[source.value=/${p.regex.replaceAll('/', '\\u002F')}/]`;
  return {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...patterns.map((p) => ({ selector: selector(p), message: p.message }))],
  };
}

/** Deepest folder nesting inside one API feature folder that the API boundaries cover. */
const MAX_API_FEATURE_DEPTH = 2;
const SEALED = 'An API feature is used only through its public surface, its index.ts (its services and types): import `../<feature>`, never a file inside another feature.';
/** From a file `depth` folders below its API feature folder: a file inside another feature (its index excepted). */
const otherApiFeatureFiles = (depth) => [
  boundary(`^(\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+/(?!index$)|^(\\.\\./){${depth + 2}}features/[^/]+/(?!index$)`, SEALED),
];
/** From api/src outside the features: a file inside a feature (its index excepted; `seeds` may also use repositories). */
const apiFeatureFiles = ({ seeds }) => [
  boundary(`^(\\./|(\\.\\./)+)features/[^/]+/(?!index$${seeds ? '|[^/]+-repository$' : ''})`, SEALED),
];
const OWN_REPOSITORY = [
  boundary(
    '^\\./[^/]+-repository$',
    "A feature's route files call its services, never a repository: the service holds the rule and the repository the SQL.",
  ),
];

const everywhere = [...OTHER_APPS, ...SHARED_DEEP];
const appCode = [...everywhere, ...INSIDE_SHARED_ONLY];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '.flora/',
    '.e2e-mf-results-next/',
    'e2e/test-results/',
    'e2e/playwright-report/',
    'api/data/',
    // Generated by `pnpm api-types` from the API's OpenAPI description.
    'shared/src/http/api-types.ts',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // TypeScript: shared, shell, mf-*, api, tools/test, e2e.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // `_`-prefixed arguments and rest siblings are deliberate (e.g. dropping a field by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      ...importBoundaries(everywhere),
    },
  },

  // Tests and their helpers read untyped JSON (API answers, recorded requests) and assert on it.
  { files: ['**/*.test.{ts,tsx}', 'api/test/**', 'tools/jest/**', 'e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Migrations take Kysely<any> (Kysely's advice: a migration must not depend on today's table types),
  // and a released migration is never edited.
  { files: ['api/src/db/migrations/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // React: hooks and accessibility in the front-end packages.
  {
    files: [`{shared,${APPS.slice(1, -1)}}/src/**/${TS}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Promises in the front-end code: each one awaited, returned, handled or voided on purpose, and
  // none passed where a plain callback is expected (issue 28). These two rules need types, so this
  // block alone parses with the TypeScript project.
  {
    files: [`{shared,${APPS.slice(1, -1)}}/src/**/${TS}`],
    ignores: TESTS,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // One hook per API endpoint: a (method, path) is called from one product file of the front end.
  {
    files: [`{shared,${APPS.slice(1, -1)}}/src/**/${TS}`],
    ignores: [...TESTS, '**/*.fixtures.{ts,tsx}', 'shared/src/http/api-types.ts'],
    plugins: { flora: { rules: { 'one-hook-per-endpoint': oneHookPerEndpoint } } },
    rules: { 'flora/one-hook-per-endpoint': 'error' },
  },

  // Apps: the libraries that live inside @flora/shared (tests may use react-router's MemoryRouter).
  { files: [`${APPS}/src/**/${TS}`], ignores: TESTS, rules: importBoundaries(appCode) },
  // Apps' feature folders: no import into a sibling feature, one block per nesting depth.
  ...Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => [
    {
      files: [`${APPS}/src/features/*/${'*/'.repeat(depth)}${TS}`],
      ignores: TESTS,
      rules: importBoundaries([...appCode, ...otherFeatures(depth)]),
    },
    {
      files: [`${APPS}/src/features/*/${'*/'.repeat(depth)}*.test.{ts,tsx}`],
      rules: importBoundaries([...everywhere, ...otherFeatures(depth)]),
    },
  ]).flat(),

  // The API: its features are sealed (index.ts is each one's public surface), and route files go
  // through their feature's services. Tests (api/test/) may reach into a feature to test its parts.
  { files: ['api/src/**/*.ts'], ignores: ['api/src/features/**'], rules: importBoundaries([...everywhere, ...apiFeatureFiles({ seeds: false })]) },
  { files: ['api/src/db/seed/**/*.ts'], rules: importBoundaries([...everywhere, ...apiFeatureFiles({ seeds: true })]) },
  ...Array.from({ length: MAX_API_FEATURE_DEPTH + 1 }, (_, depth) => [
    { files: [`api/src/features/*/${'*/'.repeat(depth)}*.ts`], rules: importBoundaries([...everywhere, ...otherApiFeatureFiles(depth)]) },
    {
      files: [`api/src/features/*/${'*/'.repeat(depth)}{index,*-routes}.ts`],
      rules: importBoundaries([...everywhere, ...otherApiFeatureFiles(depth), ...OWN_REPOSITORY]),
    },
  ]).flat(),

  // @flora/shared's other entries (data, forms, …) are federated singletons of their own: a relative
  // import out of their folder would bundle a second copy of the main entry's code into them.
  {
    files: [`shared/src/{${SECONDARY_ENTRIES.join(',')}}/**/${TS}`],
    ignores: TESTS,
    rules: importBoundaries([
      ...everywhere,
      boundary('^\\.\\./', 'An entry of @flora/shared takes the main entry through the package (@flora/shared), never by a relative path: that would bundle a second copy.'),
    ]),
  },
  // The basics entry is what the login page paints with before the main entry loads: it imports none of the package.
  {
    files: [`shared/src/${BASICS_ENTRY}/**/${TS}`],
    ignores: TESTS,
    rules: importBoundaries([
      ...everywhere,
      boundary('^\\.\\./', 'The basics entry of @flora/shared imports nothing of the rest of the package: the login page paints with it alone.'),
      boundary('^@flora/shared(/|$)', 'The basics entry of @flora/shared imports nothing of the rest of the package: the login page paints with it alone.'),
    ]),
  },

  // …and the main entry never imports them (they depend on it, never the reverse): a module of the
  // main entry that needs what an entry holds receives it (e.g. the lifecycles get the QueryProvider).
  {
    files: [`shared/src/**/${TS}`],
    ignores: [...TESTS, `shared/src/{${SECONDARY_ENTRIES.join(',')}}/**`, 'shared/src/ui/gallery/**'],
    rules: importBoundaries([
      ...everywhere,
      boundary(
        `^(@flora/shared/|(\\.\\./)+|\\./)(${UPPER_ENTRIES.map(escapeRegExp).join('|')})(/|$)`,
        'The main entry of @flora/shared never imports its other entries (data, forms, …): they depend on it, not the reverse. Hand in what it needs instead.',
        { allowTypeImports: false },
      ),
      boundary(
        `^((\\.\\./)+|\\./)${BASICS_ENTRY}(/|$)`,
        'The main entry takes the basics through the package (@flora/shared/basics), never by a relative path: that would bundle a second copy.',
      ),
    ]),
  },

  // Plain JavaScript: Node scripts (ES modules) and the CommonJS tooling and config files.
  { files: ['scripts/**/*.mjs', 'tools/**/*.mjs', 'ops/**/*.mjs', 'eslint.config.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['tools/**/*.js', '**/jest.config.js', '**/webpack.config.js', 'api/test/fixtures/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  // Jest's setup and helpers run inside the tests (jsdom or node).
  { files: ['tools/jest/*.js'], languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } } },
  // Bundled into the pages: the federation modules (ES modules) and style-loader's insert.
  {
    files: ['tools/federation/runtime-plugin.js', 'tools/federation/provide-runtime-core.js', 'tools/federation/remote-bundler-runtime.js'],
    languageOptions: { sourceType: 'module', globals: globals.browser },
  },
  { files: ['tools/webpack/style-nonce-insert.js'], languageOptions: { globals: { ...globals.browser, module: 'writable' } } },
]);
