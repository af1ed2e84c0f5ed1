import { buildLoginUrl } from './login-url';
import { paths } from './paths';

describe('paths: the shapes of SPEC §2.7 (built paths)', () => {
  it.each([
    ['treatment', paths.treatment('c1'), '/treatments/consults/c1/treatment/'],
    ['intake', paths.intake('c1', 'symptoms'), '/treatments/consults/c1/intake/symptoms/'],
    ['male-partner intake', paths.malePartnerIntake('c1', 'address'), '/treatments/consults/c1/male-partner/intake/address/'],
    ['male-partner intake start is intro', paths.malePartnerIntakeStart('c1'), '/treatments/consults/c1/male-partner/intake/intro/'],
    ['ungated-rx intake', paths.ungatedRxIntake('c1', 'history'), '/treatments/rx/consults/c1/intake/history/'],
    ['STI intake', paths.stiIntake('c1'), '/treatments/sti/consults/c1/intake/'],
    ['shop treatment by slug', paths.shop.treatment('ba-14'), '/care/shop/treatment/ba-14/'],
    ['shop treatment PDP', paths.shop.treatmentPdp('boric-acid'), '/care/shop/treatment/product/boric-acid/'],
    ['shop test PDP', paths.shop.testPdp('vmt'), '/care/shop/test/product/vmt/'],
    ['shop test by slug', paths.shop.test('vmt'), '/care/shop/test/vmt/'],
    ['the test kit', paths.shop.testKit(), '/care/shop/test/vaginal-microbiome-test/'],
    ['login', paths.login(), '/login/'],
    ['login with next', paths.login('/tests/'), '/login/?next=%2Ftests%2F'],
    ['login with next and extra query', paths.login('/tests/', 'a=1&&b=2&'), '/login/?next=%2Ftests%2F&a=1&b=2'],
    ['treatment login', paths.treatmentsLogin(), '/treatments/login/'],
    ['treatment login with next', paths.treatmentsLogin('/treatments/x/?a=1'), '/treatments/login/?next=%2Ftreatments%2Fx%2F%3Fa%3D1'],
  ])('%s -> %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('paths: the routes of SPEC §2 that screens link to', () => {
  it.each([
    ['root', paths.root(), '/'],
    ['loading', paths.loading(), '/loading/'],
    ['not found', paths.notFound(), '/404/'],
    ['not found from a path', paths.notFound('/nope/?a=1'), '/404/?from=%2Fnope%2F%3Fa%3D1'],
    ['male-partner login', paths.loginMalePartner(), '/login/male-partner/'],
    ['male-partner login with next', paths.loginMalePartner('/treatments/male-partner/intake/start'), '/login/male-partner/?next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart'],
    ['register', paths.register(), '/register/'],
    ['register, then back', paths.register('/provider-test/tok-1/'), '/register/?next=%2Fprovider-test%2Ftok-1%2F'],
    ['male-partner register', paths.registerMalePartner(), '/register/male-partner/'],
    ['male-partner eligibility', paths.registerMalePartnerEligibility(), '/register/male-partner/eligibility/'],
    ['treatment register', paths.treatmentsRegister(), '/treatments/register/'],
    ['verify email', paths.verifyEmail(), '/verify-email/'],
    ['verify email confirm', paths.verifyEmailConfirm(), '/verify-email-confirm/'],
    ['research consent', paths.researchConsent(), '/research-consent/'],
    ['research consent, continuing', paths.researchConsent('/tests/?a=1'), '/research-consent/?next=%2Ftests%2F%3Fa%3D1'],
    ['welcome', paths.welcome(), '/welcome/'],
    ['password reset', paths.passwordReset(), '/password-reset/'],
    ['password reset confirm', paths.passwordResetConfirm(), '/password-reset-confirm/'],
    ['order transfer confirm', paths.orderTransferConfirm(), '/order-transfer-confirm/'],
    ['verify account order transfer', paths.verifyAccountOrderTransfer(), '/verify-account-order-transfer/'],
    ['provider test link', paths.providerTest('tok'), '/provider-test/tok/'],
    ['account', paths.account(), '/account/'],
    ['account profile', paths.accountProfile(), '/account/profile/'],
    ['account password', paths.accountPassword(), '/account/password/'],
    ['account membership', paths.accountMembership(), '/account/membership/'],
    ['account orders', paths.accountOrders(), '/account/orders/'],
    ['tests', paths.tests(), '/tests/'],
    ['results', paths.results('h1'), '/results/h1/'],
    ['health history', paths.healthHistory('h1'), '/tests/h1/health-history/'],
    ['a health history page', paths.healthHistory('h1', 'review'), '/tests/h1/health-history/review/'],
    ['plan', paths.plan(), '/plan/'],
    ['compare', paths.compare(), '/compare/'],
    ['care', paths.care(), '/care/'],
    ['treatments', paths.treatments(), '/treatments/'],
    ['my treatment (/treatment/ redirect)', paths.myTreatment(), '/treatments/treatment/'],
    ['consult status', paths.consult('c1'), '/treatments/consults/c1/'],
    ['intake start', paths.intakeStart('c1'), '/treatments/consults/c1/intake/start/'],
    ['root: ungated-rx intake', paths.ungatedRxIntakeEntry(), '/treatments/intake/'],
    ['root: male-partner intake (SPEC §2.4 as written)', paths.malePartnerIntakeEntry(), '/treatments/male-partner/intake/start'],
    ['shop', paths.shop.home(), '/care/shop/'],
    ['shop subscriptions', paths.shop.subscriptions(), '/care/shop/subscriptions/'],
    ['provider home', paths.provider.home(), '/provider/'],
    ['provider register', paths.provider.register(), '/provider/register/'],
    ['provider intake', paths.provider.intake(), '/provider/intake/'],
    ['provider account', paths.provider.account(), '/provider/account/'],
    ['provider verify', paths.provider.verify(), '/provider/verify/'],
    ['provider resources', paths.provider.resources(), '/provider/resources/'],
    ['provider order', paths.provider.order(), '/provider/order/'],
    ['provider tests', paths.provider.tests(), '/provider/tests/'],
    ['provider test', paths.provider.test('h1'), '/provider/tests/h1/'],
  ])('%s -> %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('paths: every parameter is URL-encoded (one path segment, or one query value)', () => {
  const raw = 'a/b c?d#e&f%';
  const enc = 'a%2Fb%20c%3Fd%23e%26f%25';
  it.each([
    ['treatment', paths.treatment(raw), `/treatments/consults/${enc}/treatment/`],
    ['consult', paths.consult(raw), `/treatments/consults/${enc}/`],
    ['intake uid and step', paths.intake(raw, raw), `/treatments/consults/${enc}/intake/${enc}/`],
    ['intake start', paths.intakeStart(raw), `/treatments/consults/${enc}/intake/start/`],
    ['male-partner intake', paths.malePartnerIntake(raw, raw), `/treatments/consults/${enc}/male-partner/intake/${enc}/`],
    ['male-partner intake start', paths.malePartnerIntakeStart(raw), `/treatments/consults/${enc}/male-partner/intake/intro/`],
    ['ungated-rx intake', paths.ungatedRxIntake(raw, raw), `/treatments/rx/consults/${enc}/intake/${enc}/`],
    ['STI intake', paths.stiIntake(raw), `/treatments/sti/consults/${enc}/intake/`],
    ['results', paths.results(raw), `/results/${enc}/`],
    ['health history', paths.healthHistory(raw, raw), `/tests/${enc}/health-history/${enc}/`],
    ['provider test link', paths.providerTest(raw), `/provider-test/${enc}/`],
    ['provider test', paths.provider.test(raw), `/provider/tests/${enc}/`],
    ['shop treatment', paths.shop.treatment(raw), `/care/shop/treatment/${enc}/`],
    ['shop treatment PDP', paths.shop.treatmentPdp(raw), `/care/shop/treatment/product/${enc}/`],
    ['shop test', paths.shop.test(raw), `/care/shop/test/${enc}/`],
    ['shop test PDP', paths.shop.testPdp(raw), `/care/shop/test/product/${enc}/`],
    ['not found', paths.notFound(raw), `/404/?from=${enc}`],
    ['login next', paths.login(raw), `/login/?next=${enc}`],
    ['treatment login next', paths.treatmentsLogin(raw), `/treatments/login/?next=${enc}`],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('paths: the same strings the existing code built by hand', () => {
  const uid = 'c 1/x';
  it.each([
    // mf-care care-cta-destination and past-consultations
    [paths.treatment(uid), `/treatments/consults/${encodeURIComponent(uid)}/treatment/`],
    [paths.consult(uid), `/treatments/consults/${encodeURIComponent(uid)}/`],
    [paths.intakeStart(uid), `/treatments/consults/${encodeURIComponent(uid)}/intake/start/`],
    // mf-results my tests
    [paths.results(uid), `/results/${encodeURIComponent(uid)}/`],
    // shell guards: login for a path, and for a treatment path
    [paths.login('/tests/?a=1'), buildLoginUrl('/tests/?a=1')],
    [paths.treatmentsLogin('/treatments/x/?a=1'), buildLoginUrl('/treatments/x/?a=1', `next=${encodeURIComponent('/treatments/x/?a=1')}`, '/treatments/login/')],
    [paths.notFound('/x/?y=1'), `/404/?from=${encodeURIComponent('/x/?y=1')}`],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
