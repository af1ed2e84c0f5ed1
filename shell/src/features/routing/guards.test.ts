// Every guard rule of SPEC §2.6 and every redirect of §2.1–§2.4, table-driven.
import { toCurrentUser, type CurrentUser } from '@flora/shared/domain';
import type { Registry } from '../../lib/registry';
import { validateRegistry } from '../../lib/registry-validation';
import { repoRegistryDocument } from '../../lib/repo-registry.fixture';
import type { Visitor } from '../../lib/visitor';
import { decide, type Decision } from './guards';
import { rootDestination } from './root-destination';
import { routingFrom, routingWithout, type Routing } from './route-table';

// The table is the repository's real remotes.json: the rows below are today's routes, unchanged.
const validation = validateRegistry(repoRegistryDocument());
const routing = routingFrom((validation as { registry: Registry }).registry);
const summarise = (decision: Decision) =>
  decision.kind === 'redirect'
    ? `redirect:${decision.to}`
    : decision.kind === 'shell'
      ? `shell:${decision.page}`
      : decision.kind === 'remote'
        ? `remote:${decision.remote}`
        : 'unavailable';

const user = (overrides: Record<string, unknown> = {}): CurrentUser =>
  toCurrentUser({ emailVerified: true, consentCompleted: { research: true }, ...overrides });

const anonymous: Visitor = { authenticated: false, user: null };
const consumer: Visitor = { authenticated: true, user: user() };
const noConsent: Visitor = { authenticated: true, user: user({ consentCompleted: { research: false } }) };
const unverified: Visitor = { authenticated: true, user: user({ emailVerified: false }) };
const noConsentUnverified: Visitor = { authenticated: true, user: user({ emailVerified: false, consentCompleted: {} }) };
const provider: Visitor = { authenticated: true, user: user({ isProvider: true, provider_info: { is_verified: true } }) };
const pendingProvider: Visitor = { authenticated: true, user: user({ isProvider: true }) };
const unverifiedProvider: Visitor = { authenticated: true, user: user({ isProvider: true, emailVerified: false, consentCompleted: {} }) };
const malePartner: Visitor = { authenticated: true, user: user({ registrationRoute: 'male_partner' }) };
const userNotLoaded: Visitor = { authenticated: true, user: null };
const staff: Visitor = { authenticated: true, user: user({ is_staff: true }) };
const staffProvider: Visitor = { authenticated: true, user: user({ is_staff: true, isProvider: true, provider_info: { is_verified: true } }) };

type Row = [string, string, Visitor, string];

describe('decide(): route guards and redirects', () => {
  it.each<Row>([
    // §2.1 public routes, with or without a trailing slash, for anyone
    ['public /login/', '/login/', anonymous, 'shell:login'],
    ['public /login without slash', '/login', anonymous, 'shell:login'],
    ['public /loading/', '/loading/', anonymous, 'shell:loading'],
    ['public /login/male-partner/', '/login/male-partner', anonymous, 'shell:login-male-partner'],
    ['public /treatments/login/', '/treatments/login/', anonymous, 'shell:login-treatments'],
    ['public /404/', '/404/', anonymous, 'shell:not-found'],
    ['public /register/', '/register', anonymous, 'remote:auth'],
    ['public /register/male-partner/eligibility/', '/register/male-partner/eligibility/', anonymous, 'remote:auth'],
    ['public /register/male-partner/', '/register/male-partner', anonymous, 'remote:auth'],
    ['public /treatments/register/', '/treatments/register', anonymous, 'remote:auth'],
    ['public /password-reset/', '/password-reset', anonymous, 'remote:auth'],
    ['public /password-reset-confirm/', '/password-reset-confirm/', anonymous, 'remote:auth'],
    ['public /provider/register/', '/provider/register', anonymous, 'remote:auth'],
    ['public /verify-email-confirm/', '/verify-email-confirm', anonymous, 'remote:auth'],
    ['public /order-transfer-confirm/', '/order-transfer-confirm', anonymous, 'remote:auth'],
    ['public /verify-account-order-transfer/', '/verify-account-order-transfer', anonymous, 'remote:auth'],
    ['public provider-test/:token', '/provider-test/tok123', anonymous, 'remote:auth'],
    // unknown paths
    ['unknown path -> /404/?from=', '/nope/here', anonymous, 'redirect:/404/?from=%2Fnope%2Fhere'],
    ['unknown path keeps its query in from', '/nope', consumer, 'redirect:/404/?from=%2Fnope%3Fa%3D1'],
    // Rule 1: auth-required pages send the anonymous visitor to login, with next
    ['rule 1: /tests/ -> login with next', '/tests/', anonymous, 'redirect:/login/?next=%2Ftests%2F'],
    ['rule 1: root -> plain /login/', '/', anonymous, 'redirect:/login/'],
    ['rule 1: /verify-email/ needs login', '/verify-email/', anonymous, 'redirect:/login/?next=%2Fverify-email%2F'],
    ['rule 1: /provider/ needs login', '/provider/', anonymous, 'redirect:/login/?next=%2Fprovider%2F'],
    ['rule 1: /treatments/ uses the treatment login', '/treatments/treatment/', anonymous, 'redirect:/treatments/login/?next=%2Ftreatments%2Ftreatment%2F'],
    // Rule 7 is the `authenticated` flag itself; with a live token but no user yet, the shell waits
    ['user data still loading', '/tests/', userNotLoaded, 'shell:loading'],
    // §2.2 gated routes for a complete consumer
    ['gated /tests/', '/tests/', consumer, 'remote:results'],
    ['gated /results/:id/', '/results/abc/', consumer, 'remote:results'],
    ['gated /plan/', '/plan/', consumer, 'remote:results'],
    ['gated /compare/', '/compare/', consumer, 'remote:results'],
    ['gated /account/', '/account/', consumer, 'remote:auth'],
    ['gated /care/', '/care/', consumer, 'remote:care'],
    // the order confirmations are mf-shop's, ahead of the prefixes that contain them
    ['order confirmation /care/shop/order-complete/', '/care/shop/order-complete/', consumer, 'remote:shop'],
    ['order confirmation /tests/order-complete/', '/tests/order-complete', consumer, 'remote:shop'],
    ['order confirmation /treatments/order-complete/', '/treatments/order-complete/', consumer, 'remote:shop'],
    ['order confirmation /treatments/male-partner/order-complete/', '/treatments/male-partner/order-complete/', consumer, 'remote:shop'],
    ['male partner reaches his order confirmation', '/treatments/male-partner/order-complete/', malePartner, 'remote:shop'],
    ['order confirmation is gated like its prefix', '/tests/order-complete/', noConsent, 'redirect:/research-consent/?next=%2Ftests%2Forder-complete%2F'],
    ['a provider does not reach it', '/treatments/order-complete/', provider, 'redirect:/provider/'],
    ['gated /care/shop/ belongs to shop', '/care/shop/', consumer, 'remote:shop'],
    ['gated /treatments/', '/treatments/', consumer, 'remote:care'],
    ['/treatment/ -> /treatments/treatment/', '/treatment/', consumer, 'redirect:/treatments/treatment/'],
    ['/care/…/consults/ -> /treatments/…', '/care/consults/abc/', consumer, 'redirect:/treatments/consults/abc/'],
    ['/care/…/intake/ -> /treatments/…', '/care/rx/intake/x/', consumer, 'redirect:/treatments/rx/intake/x/'],
    // §2.3 login-only routes need no consent or verified email
    ['login-only /verify-email/', '/verify-email/', unverified, 'remote:auth'],
    ['login-only /research-consent/', '/research-consent/', noConsent, 'remote:auth'],
    ['login-only /welcome/', '/welcome/', noConsentUnverified, 'remote:auth'],
    // Rule 2: research consent first, then Rule 3: verified email
    ['rule 2: no consent -> /research-consent/', '/tests/', noConsent, 'redirect:/research-consent/?next=%2Ftests%2F'],
    ['rule 2: next names the page', '/results/abc/', noConsent, 'redirect:/research-consent/?next=%2Fresults%2Fabc%2F'],
    ['rule 2 before rule 3', '/care/', noConsentUnverified, 'redirect:/research-consent/?next=%2Fcare%2F'],
    ['rule 3: unverified -> /verify-email/', '/tests/', unverified, 'redirect:/verify-email/'],
    ['rule 3 on /account/', '/account/', unverified, 'redirect:/verify-email/'],
    // Rule 4: /provider/ is for providers only
    ['rule 4: consumer on /provider/ -> /login/', '/provider/', consumer, 'redirect:/login/?next=%2Fprovider%2F'],
    ['rule 4: consumer on /provider/tests/', '/provider/tests/', consumer, 'redirect:/login/?next=%2Fprovider%2Ftests%2F'],
    // Rule 5: providers stay in /provider/
    ['rule 5: provider on /tests/ -> /provider/', '/tests/', provider, 'redirect:/provider/'],
    ['rule 5: provider on /care/', '/care/', provider, 'redirect:/provider/'],
    ['rule 5: provider on /verify-email/', '/verify-email/', provider, 'redirect:/provider/'],
    ['rule 2 is for non-providers only', '/provider/', unverifiedProvider, 'remote:provider'],
    ['provider home', '/provider/', provider, 'remote:provider'],
    // §2.5 verified-provider group
    ['verified provider: resources', '/provider/resources/', provider, 'remote:provider'],
    ['verified provider: order', '/provider/order/', provider, 'remote:provider'],
    ['verified provider: tests', '/provider/tests/', provider, 'remote:provider'],
    ['pending provider: resources -> verify', '/provider/resources/', pendingProvider, 'redirect:/provider/verify/'],
    ['pending provider: order -> verify', '/provider/order/', pendingProvider, 'redirect:/provider/verify/'],
    ['pending provider: tests -> verify', '/provider/tests/', pendingProvider, 'redirect:/provider/verify/'],
    ['pending provider: verify page', '/provider/verify/', pendingProvider, 'remote:provider'],
    ['pending provider: intake', '/provider/intake/', pendingProvider, 'remote:provider'],
    // Rule 6: male-partner users only reach male-partner pages, under /treatments/
    ['rule 6: /tests/ -> /treatments/', '/tests/', malePartner, 'redirect:/treatments/'],
    ['rule 6: /plan/ -> /treatments/', '/plan/', malePartner, 'redirect:/treatments/'],
    ['rule 6: /care/ -> /treatments/', '/care/', malePartner, 'redirect:/treatments/'],
    ['rule 6: /care/x/ -> /treatments/x/', '/care/shop/', malePartner, 'redirect:/treatments/shop/'],
    // ...where mf-care shows him his shop (his treatment and voucher checkout, his consult).
    ['rule 6: his /treatments/shop/ is the care app\'s', '/treatments/shop/', malePartner, 'remote:care'],
    ['rule 6: /treatments/ allowed', '/treatments/male-partner/intake/start', malePartner, 'remote:care'],
    ['rule 6: /account/ allowed', '/account/', malePartner, 'remote:auth'],
    ['rule 6: /research-consent/ allowed', '/research-consent/', malePartner, 'remote:auth'],
    ['rule 6: public pages stay public', '/register/', malePartner, 'remote:auth'],
    ['rule 6: root still decides by consult', '/', malePartner, 'shell:root'],
  ])('%s', (_name, path, visitor, expected) => {
    const search = path === '/nope' ? '?a=1' : '';
    expect(summarise(decide(path, search, visitor, routing))).toBe(expected);
  });

  it('the real remotes.json is valid', () => {
    expect(validation).toMatchObject({ ok: true });
  });
});

// A registry with a staff-only remote (as mf-clinic will be) besides today's five.
const withClinic = routingFrom({
  remotes: [
    ...(validation as { registry: Registry }).registry.remotes,
    { name: 'clinic', label: 'The clinic', manifest: 'http://localhost:3006/mf-manifest.json', basePath: '/clinic', routes: [{ path: '/clinic/*', access: 'staff' }] },
  ],
});

describe('decide(): staff pages', () => {
  it.each<Row>([
    ['staff reach a staff remote', '/clinic/queue/', staff, 'remote:clinic'],
    ['staff reach the status page', '/status/', staff, 'shell:status'],
    ['a staff member who is also a provider reaches it too', '/clinic/', staffProvider, 'remote:clinic'],
    ['anonymous -> login with next', '/clinic/queue/', anonymous, 'redirect:/login/?next=%2Fclinic%2Fqueue%2F'],
    ['anonymous on /status/ -> login with next', '/status', anonymous, 'redirect:/login/?next=%2Fstatus%2F'],
    ['a consumer gets the 404, as for a path that does not exist', '/clinic/queue/', consumer, 'redirect:/404/?from=%2Fclinic%2Fqueue%2F'],
    ['a provider gets the 404', '/clinic/', provider, 'redirect:/404/?from=%2Fclinic%2F'],
    ['a consumer on /status/ gets the 404', '/status/', consumer, 'redirect:/404/?from=%2Fstatus%2F'],
    ['user still loading: wait', '/clinic/', userNotLoaded, 'shell:loading'],
    ['elsewhere staff follow the consumer rules', '/tests/', staff, 'remote:results'],
    ['…including the provider rule', '/provider/', staff, 'redirect:/login/?next=%2Fprovider%2F'],
  ])('%s', (_name, path, visitor, expected) => {
    expect(summarise(decide(path, '', visitor, withClinic))).toBe(expected);
  });

  it('mounts the staff remote at its base path', () => {
    expect(decide('/clinic/queue/', '', staff, withClinic)).toEqual({ kind: 'remote', remote: 'clinic', basePath: '/clinic' });
  });
});

describe('decide(): before and without a registry', () => {
  const loading: Routing = routingWithout('loading');
  const unavailable: Routing = routingWithout('unavailable');

  it.each<[string, string, Visitor, Routing, string]>([
    ['loading: a remote path waits on the loading page, no 404 flash', '/tests/', consumer, loading, 'shell:loading'],
    ['loading: the login page shows at once', '/login/', anonymous, loading, 'shell:login'],
    ['loading: the root still needs login', '/', anonymous, loading, 'redirect:/login/'],
    ['none at all: a remote path shows the remote error page', '/tests/', consumer, unavailable, 'unavailable'],
    ['none at all: login keeps working', '/login/', anonymous, unavailable, 'shell:login'],
    ['none at all: the 404 page keeps working', '/404/', anonymous, unavailable, 'shell:not-found'],
  ])('%s', (_name, path, visitor, table, expected) => {
    expect(summarise(decide(path, '', visitor, table))).toBe(expected);
  });
});

describe('rootDestination (SPEC §2.4)', () => {
  it.each([
    ['ungated-rx OR -> intake', user(), { type: 'ungated-rx', status: 'OR' }, '/treatments/intake/'],
    ['ungated-rx ST -> intake', user(), { type: 'ungated-rx', status: 'ST' }, '/treatments/intake/'],
    ['ungated-rx SU -> tests', user(), { type: 'ungated-rx', status: 'SU' }, '/tests/'],
    ['male-partner IN', user(), { type: 'male-partner', status: 'IN' }, '/treatments/male-partner/intake/start'],
    ['male-partner OR', user(), { type: 'male-partner', status: 'OR' }, '/treatments/male-partner/intake/start'],
    ['male-partner ST', user(), { type: 'male-partner', status: 'ST' }, '/treatments/male-partner/intake/start'],
    ['male-partner CP -> tests', user(), { type: 'male-partner', status: 'CP' }, '/tests/'],
    ['registered as male partner', user({ registrationRoute: 'male_partner' }), null, '/treatments/male-partner/intake/start'],
    ['provider', user({ isProvider: true }), null, '/provider/'],
    ['vaginitis consult -> tests', user(), { type: 'vaginitis', status: 'CP' }, '/tests/'],
    ['no consult -> tests', user(), null, '/tests/'],
  ])('%s', (_name, u, latest, expected) => {
    expect(rootDestination(u, latest)).toBe(expected);
  });
});

describe('decide(): a session ended by the automatic logoff (issue 28.13)', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the signed-out tab to the login page that says why, whichever tab logged off', () => {
    window.localStorage.setItem('flora.idleSignOut', String(Date.now() - 5_000));
    expect(summarise(decide('/tests/', '', anonymous, routing))).toBe('redirect:/login/?notice=inactivity');
  });

  it('an old mark explains nothing: the usual login with next', () => {
    window.localStorage.setItem('flora.idleSignOut', String(Date.now() - 120_000));
    expect(summarise(decide('/tests/', '', anonymous, routing))).toBe('redirect:/login/?next=%2Ftests%2F');
  });
});
