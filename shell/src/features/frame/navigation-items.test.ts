import { toCurrentUser, type CurrentUser } from '@flora/shared/domain';
import { loginPageAfterLogout, navigationFor } from './navigation-items';

const user = (fields: Record<string, unknown> = {}): CurrentUser => toCurrentUser({ emailVerified: true, ...fields });
const consumer = user();
const malePartner = user({ registrationRoute: 'male_partner' });
const provider = user({ isProvider: true, provider_info: { is_verified: true } });
const pendingProvider = user({ isProvider: true, provider_info: { is_verified: false } });
const staff = user({ is_staff: true });

const links = (u: CurrentUser | null) => navigationFor(u).map(({ label, to }) => `${label} ${to}`);

describe('navigationFor', () => {
  it.each<[string, CurrentUser | null, string[]]>([
    ['nobody signed in', null, []],
    ['a consumer', consumer, ['My Tests /tests/', 'Care /care/', 'Shop /care/shop/', 'Account /account/']],
    ['a consumer with the plan flag', user({ features: { plan: true } }), ['My Tests /tests/', 'My Plan /plan/', 'Care /care/', 'Shop /care/shop/', 'Account /account/']],
    ['a male partner', malePartner, ['My Treatments /treatments/', 'Account /account/']],
    ['a verified provider', provider, ['Home /provider/', 'Order tests /provider/order/', 'Patient tests /provider/tests/', 'Resources /provider/resources/', 'Account /provider/account/']],
    ['a provider awaiting verification', pendingProvider, ['Verification /provider/verify/', 'Account /provider/account/']],
    ['staff (consumers too) also get the status page', staff, ['My Tests /tests/', 'Care /care/', 'Shop /care/shop/', 'Account /account/', 'Status /status/']],
  ])('%s', (_who, u, expected) => {
    expect(links(u)).toEqual(expected);
  });

  it("puts the registry's links after the role's own and before the status page", () => {
    const links = navigationFor(staff, [{ to: '/clinic/', label: 'Clinic' }]).map((item) => item.label);
    expect(links).toEqual(['My Tests', 'Care', 'Shop', 'Account', 'Clinic', 'Status']);
  });

  it('marks the section roots that must match exactly, so /care/ is not active on /care/shop/', () => {
    expect(navigationFor(consumer).find((item) => item.to === '/care/')?.end).toBe(true);
    expect(navigationFor(provider).find((item) => item.to === '/provider/')?.end).toBe(true);
  });
});

describe('loginPageAfterLogout (SPEC §2.7)', () => {
  it.each<[string, string, CurrentUser | null, string]>([
    ['a consumer', '/tests/', consumer, '/login/'],
    ['a provider', '/provider/tests/', provider, '/login/'],
    ['a male partner', '/treatments/', malePartner, '/login/male-partner/'],
    ['a male partner on /404/', '/404/', malePartner, '/login/'],
    ['anyone on /404/', '/404/', consumer, '/login/'],
    ['an unknown user', '/account/', null, '/login/'],
  ])('%s from %s goes to %s', (_who, pathname, u, expected) => {
    expect(loginPageAfterLogout(pathname, u)).toBe(expected);
  });
});
