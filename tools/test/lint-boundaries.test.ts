// The import boundaries of eslint.config.mjs (DESIGN §1, §3, §10), proved on small snippets linted
// as if they were files of the packages: each forbidden import is reported with its reason, each
// allowed one is not. ESLint loads its config with import(), which jest's module sandbox refuses,
// so one child Node process lints every snippet through ESLint's Node API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CARE = 'mf-care/src/features/care/care-x.tsx';
const CARE_NESTED = 'mf-care/src/features/care/components/part.tsx';

const BOUNDARY_RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax', 'flora/one-hook-per-endpoint'];
const REMOTE = /never imports another remote|relative path into another app/;
const SHARED_FILES = /@flora\/shared (through its exports|by its package name)/;
const FEATURE = /feature never imports another feature/;
const INSIDE_SHARED = /live inside @flora\/shared/;
const MAIN_ENTRY = /main entry of @flora\/shared never imports its other entries/;
const BASICS_ALONE = /basics entry of @flora\/shared imports nothing of the rest of the package/;
const BASICS_COPY = /main entry takes the basics through the package/;
const SEALED = /API feature is used only through its public surface/;
const ROUTES_SERVICE = /route files call its services, never a repository/;
const SECOND_HOOK = /GET \/api\/v1\/consults\/ is also called by shared\/src\/data\/consults\.ts: one hook per endpoint/;

/** [what, file, code, the reason it is refused (null: allowed)] */
type Case = [string, string, string, RegExp | null];

const refused: Case[] = [
  ['a remote imports another remote', CARE, "import { x } from '@flora/mf-shop';", REMOTE],
  ['a remote imports a file of another remote', CARE, "import { x } from '@flora/mf-shop/src/features/catalogue/product-card';", REMOTE],
  ['a remote imports another type-only', CARE, "import type { x } from '@flora/mf-shop';", REMOTE],
  ['a remote re-exports another', CARE, "export { x } from '@flora/mf-shop';", REMOTE],
  ['a relative path into another remote', CARE, "import { x } from '../../../../mf-shop/src/features/catalogue/product-card';", REMOTE],
  ['a relative path into another remote (short)', CARE, "import { x } from '../../../mf-shop/src/app';", REMOTE],
  ['a dynamic import of another remote', CARE, "export const load = () => import('@flora/mf-shop/app');", REMOTE],
  ['the shell imports a remote', 'shell/src/app/app.tsx', "import { x } from '@flora/mf-care';", REMOTE],
  ['the shell imports a remote by path', 'shell/src/app/app.tsx', "import { x } from '../../../mf-care/src/app';", REMOTE],
  ['a deep import into @flora/shared', CARE, "import { Button } from '@flora/shared/src/ui/button';", SHARED_FILES],
  ['a deep dynamic import into @flora/shared', 'mf-results/src/standalone/harness.ts', "export const page = () => import('@flora/shared/src/ui/gallery/kit-gallery');", SHARED_FILES],
  ['a relative path into @flora/shared', CARE, "import { Button } from '../../../../shared/src/ui/button';", SHARED_FILES],
  ['the API deep-imports @flora/shared', 'api/src/features/user/x.ts', "import type { CurrentUser } from '@flora/shared/src/domain/current-user';", SHARED_FILES],
  ['a feature imports a sibling feature', CARE, "import { x } from '../consults/consult-page';", FEATURE],
  ['a nested file imports a sibling feature', CARE_NESTED, "import { x } from '../../consults/consult-page';", FEATURE],
  ['a feature imports a sibling through src/features', CARE, "import { x } from '../../features/consults/consult-page';", FEATURE],
  ['a feature test imports a sibling feature', 'mf-care/src/features/care/care-page.test.tsx', "import { x } from '../consults/consult-page';", FEATURE],
  ['a shell feature imports another', 'shell/src/features/frame/app-frame.tsx', "import type { Visitor } from '../routing/guards';", FEATURE],
  ['a feature lazily imports a sibling feature', CARE, "export const load = () => import('../consults/consult-page');", FEATURE],
  ['an app imports react-router-dom', CARE, "import { useNavigate } from 'react-router-dom';", INSIDE_SHARED],
  ['an app imports react-router', 'shell/src/app/app.tsx', "import { Outlet } from 'react-router';", INSIDE_SHARED],
  ['an app imports react-router-dom lazily', CARE, "export const load = () => import('react-router-dom');", INSIDE_SHARED],
  ['the main entry imports the data entry', 'shared/src/remote/x.tsx', "import { QueryProvider } from '@flora/shared/data';", MAIN_ENTRY],
  ['the main entry imports the data entry lazily', 'shared/src/remote/x.tsx', "export const load = () => import('@flora/shared/data');", MAIN_ENTRY],
  ['the main entry takes types from a data file', 'shared/src/session/x.ts', "import type { ApiBody } from '../data/api-request';", MAIN_ENTRY],
  ['the main entry imports the forms entry', 'shared/src/ui/x.tsx', "import { useForm } from '../forms/use-form';", MAIN_ENTRY],
  ['the basics entry imports the main entry', 'shared/src/basics/x.tsx', "import { history } from '@flora/shared';", BASICS_ALONE],
  ['the basics entry imports a file of the main entry', 'shared/src/basics/x.tsx', "import { toast } from '../ui/toast';", BASICS_ALONE],
  ['the main entry imports a basics file by path', 'shared/src/ui/x.tsx', "import { Button } from '../basics/button';", BASICS_COPY],
  ['an API feature imports another feature\'s repository', 'api/src/features/orders/x.ts', "import { x } from '../carts/carts-repository';", SEALED],
  ['an API feature imports another feature\'s private file', 'api/src/features/orders/x.ts', "import type { X } from '../consults/consult-status';", SEALED],
  ['an API feature re-exports another feature\'s file', 'api/src/features/orders/x.ts', "export { x } from '../carts/carts-service';", SEALED],
  ['an API feature lazily imports another feature\'s file', 'api/src/features/orders/x.ts', "export const load = () => import('../carts/carts-service');", SEALED],
  ['an API feature reaches another through src/features', 'api/src/features/orders/x.ts', "import { x } from '../../features/carts/carts-service';", SEALED],
  ['app.ts imports a file inside a feature', 'api/src/app.ts', "import { x } from './features/auth/token-service';", SEALED],
  ['a CLI imports a file inside a feature', 'api/src/cli/x.ts', "import { x } from '../features/tests/lab-service';", SEALED],
  ['common/ imports a feature\'s repository', 'api/src/common/x.ts', "import { x } from '../features/user/user-repository';", SEALED],
  ['a seed imports a feature\'s private rules', 'api/src/db/seed/x.ts', "import { x } from '../../features/tests/pcr-findings';", SEALED],
  ['an API route file imports its repository', 'api/src/features/faqs/index.ts', "import { x } from './faqs-repository';", ROUTES_SERVICE],
  ['an API *-routes file imports its repository', 'api/src/features/tests/lab-routes.ts', "import { x } from './results-repository';", ROUTES_SERVICE],
  ['a second hook for an endpoint', 'mf-shop/src/features/orders/api/consults.ts', "export const consults = apiQuery('/api/v1/consults/');", SECOND_HOOK],
  ['a second call of an endpoint through apiCall', 'mf-clinic/src/lib/api/consults.ts', "export const consults = (signal: AbortSignal) => apiCall('get', '/api/v1/consults/', { signal });", SECOND_HOOK],
];

const allowed: Case[] = [
  ['the one hook of an endpoint', 'shared/src/data/consults.ts', "export const consults = apiQuery('/api/v1/consults/');", null],
  ['a test calls an endpoint a hook wraps', 'mf-shop/src/features/orders/orders.test.tsx', "const consults = apiQuery('/api/v1/consults/');", null],
  ['@flora/shared', CARE, "import { Button, useNavigate } from '@flora/shared';", null],
  ['@flora/shared/data', CARE, "import { queryClient } from '@flora/shared/data';", null],
  ['@flora/shared/forms', CARE, "import { useForm } from '@flora/shared/forms';", null],
  ['@flora/shared/global-styles', 'mf-care/src/standalone/index.ts', "import '@flora/shared/global-styles';", null],
  ['the kit gallery entry', 'mf-results/src/standalone/harness.ts', "export const page = () => import('@flora/shared/kit-gallery');", null],
  ['a file of the same feature', CARE, "import { x } from './care-cta-destination';", null],
  ['a folder of the same feature', CARE, "import { x } from './components/past-consultations';", null],
  ['a nested file up into its feature', CARE_NESTED, "import { x } from '../care-cta-destination';", null],
  ['routes.tsx imports a feature', 'mf-care/src/routes.tsx', "import { CarePage } from './features/care/care-page';", null],
  ['the shell app composes features', 'shell/src/app/guarded-outlet.tsx', "import { LoginPage } from '../features/login/login-page';", null],
  ['a shell feature imports shell lib', 'shell/src/features/login/login-page.tsx', "import type { Visitor } from '../../lib/visitor';", null],
  ['a remote feature, nested, imports its app lib', CARE_NESTED, "import { percent } from '../../../lib/abundance';", null],
  ['a type-only import of react-router-dom in an app', CARE, "import type { NavigateFunction } from 'react-router-dom';", null],
  ['an app test uses react-router-dom', 'mf-care/src/features/care/care-page.test.tsx', "import { MemoryRouter } from 'react-router-dom';", null],
  ['@flora/shared itself uses react-router-dom', 'shared/src/navigation/x.ts', "import { createPath } from 'react-router-dom';", null],
  ['an entry of @flora/shared takes the main entry', 'shared/src/data/x.ts', "import { api } from '@flora/shared';", null],
  ['the main entry takes the basics through the package', 'shared/src/ui/x.tsx', "import { Button } from '@flora/shared/basics';", null],
  ['an entry of @flora/shared takes the basics', 'shared/src/forms/x.tsx', "import { Field } from '@flora/shared/basics';", null],
  ['a main-entry file imports a sibling folder', 'shared/src/session/x.ts', "import type { ApiBody } from '../http/api-shapes';", null],
  ['an app imports @flora/shared/domain', CARE, "import { careEligibilityState } from '@flora/shared/domain';", null],
  ['the API imports @flora/shared/domain', 'api/src/features/user/x.ts', "import type { CurrentUser } from '@flora/shared/domain';", null],
  ['an API feature imports another through its index (its own test checks cycles)', 'api/src/features/orders/x.ts', "import { x } from '../carts';", null],
  ['an API feature imports another\'s index by name', 'api/src/features/orders/x.ts', "import type { X } from '../carts/index';", null],
  ['an API service uses its own repository', 'api/src/features/orders/orders-service.ts', "import { x } from './orders-repository';", null],
  ['an API route file uses its own service', 'api/src/features/orders/index.ts', "import { x } from './orders-service';", null],
  ['app.ts composes the features through their surfaces', 'api/src/app.ts', "import { ordersFeature } from './features/orders';", null],
  ['a seed writes rows through a repository', 'api/src/db/seed/x.ts', "import { x } from '../../features/orders/orders-repository';", null],
  ['a CLI uses a feature\'s surface', 'api/src/cli/x.ts', "import { x } from '../features/tests';", null],
];

interface Finding {
  ruleId: string | null;
  message: string;
  fatal?: boolean;
}

/** Lints every case in one child process; answers each case's findings. */
function lint(cases: Case[]): Finding[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      // The snippets' files do not exist, so they are in no TypeScript project: the type-aware
      // promise rules (which need one) are off here; this test is about the import boundaries.
      const eslint = new ESLint({
        cwd: process.cwd(),
        overrideConfig: {
          languageOptions: { parserOptions: { projectService: false } },
          rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
        },
      });
      const out = [];
      for (const [file, code] of cases) {
        const [result] = await eslint.lintText(code + '\\n', { filePath: file });
        out.push(result.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal })));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const input = JSON.stringify(cases.map(([, file, code]) => [file, code]));
  return JSON.parse(execFileSync(process.execPath, ['-e', script, input], { cwd: ROOT, encoding: 'utf8' })) as Finding[][];
}

const cases = [...refused, ...allowed];
let findings: Finding[][];

beforeAll(() => {
  findings = lint(cases);
}, 60_000);

const boundaryFindings = (index: number) => findings[index].filter((f) => f.fatal || BOUNDARY_RULES.includes(f.ruleId ?? ''));

describe('import boundaries (eslint.config.mjs)', () => {
  test.each(refused.map((c, i) => [...c, i] as const))('refused: %s (%s: %s)', (_what, _file, _code, reason, index) => {
    const found = boundaryFindings(index);
    expect(found.some((f) => f.fatal)).toBe(false);
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(reason!)]);
  });

  test.each(allowed.map((c, i) => [...c, i + refused.length] as const))('allowed: %s (%s: %s)', (_what, _file, _code, _reason, index) => {
    expect(boundaryFindings(index)).toEqual([]);
  });
});
