// Every path @flora/shared's `paths` builds lands on a route of the table (the shell's pages and the
// real remotes.json), owned by who DESIGN §4 says.
import { paths } from '@flora/shared';
import type { Registry, RouteEntry } from '../../lib/registry';
import { validateRegistry } from '../../lib/registry-validation';
import { repoRegistryDocument } from '../../lib/repo-registry.fixture';
import { findRoute, routingFrom } from './route-table';

const { routes } = routingFrom((validateRegistry(repoRegistryDocument()) as { registry: Registry }).registry);
const owner = (path: string): RouteEntry['owner'] | null => findRoute(routes, path.split('?')[0]!)?.owner ?? null;

describe('paths -> route table owner (DESIGN §4)', () => {
  it.each<[string, RouteEntry['owner']]>([
    [paths.root(), 'shell'],
    [paths.loading(), 'shell'],
    [paths.notFound('/x/'), 'shell'],
    [paths.login('/tests/'), 'shell'],
    [paths.loginMalePartner(), 'shell'],
    [paths.treatmentsLogin('/treatments/'), 'shell'],
    [paths.register(), 'auth'],
    [paths.registerMalePartner(), 'auth'],
    [paths.registerMalePartnerEligibility(), 'auth'],
    [paths.treatmentsRegister(), 'auth'],
    [paths.verifyEmail(), 'auth'],
    [paths.verifyEmailConfirm(), 'auth'],
    [paths.researchConsent(), 'auth'],
    [paths.welcome(), 'auth'],
    [paths.passwordReset(), 'auth'],
    [paths.passwordResetConfirm(), 'auth'],
    [paths.orderTransferConfirm(), 'auth'],
    [paths.verifyAccountOrderTransfer(), 'auth'],
    [paths.providerTest('tok'), 'auth'],
    [paths.account(), 'auth'],
    [paths.provider.register(), 'auth'],
    [paths.tests(), 'results'],
    [paths.results('h1'), 'results'],
    [paths.plan(), 'results'],
    [paths.compare(), 'results'],
    [paths.care(), 'care'],
    [paths.treatments(), 'care'],
    [paths.myTreatment(), 'care'],
    [paths.consult('c1'), 'care'],
    [paths.treatment('c1'), 'care'],
    [paths.intakeStart('c1'), 'care'],
    [paths.malePartnerIntakeStart('c1'), 'care'],
    [paths.ungatedRxIntake('c1', 'x'), 'care'],
    [paths.stiIntake('c1'), 'care'],
    [paths.ungatedRxIntakeEntry(), 'care'],
    [paths.malePartnerIntakeEntry(), 'care'],
    [paths.shop.home(), 'shop'],
    [paths.shop.treatment('s'), 'shop'],
    [paths.shop.treatmentPdp('p'), 'shop'],
    [paths.shop.test('s'), 'shop'],
    [paths.shop.testPdp('p'), 'shop'],
    [paths.provider.home(), 'provider'],
    [paths.provider.intake(), 'provider'],
    [paths.provider.account(), 'provider'],
    [paths.provider.verify(), 'provider'],
    [paths.provider.resources(), 'provider'],
    [paths.provider.order(), 'provider'],
    [paths.provider.tests(), 'provider'],
    [paths.provider.test('h1'), 'provider'],
  ])('%s -> %s', (path, expected) => {
    expect(owner(path)).toBe(expected);
  });
});
