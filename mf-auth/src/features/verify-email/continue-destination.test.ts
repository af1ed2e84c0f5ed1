import { continueTo, signInFor } from './continue-destination';

const INTAKE = '/treatments/male-partner/intake/start';

test.each<[string, string | null, string, string]>([
  ['no next', null, 'default', '/'],
  ['the treatment variant', '/treatments/', 'treatment', '/treatments/'],
  ['a male partner to his intake', INTAKE, 'male_partner', INTAKE],
  ['a male partner never outside his pages', '/tests/', 'male_partner', '/'],
  ['another origin', '//evil.test/', 'default', '/'],
])('signed in, continue: %s', (_name, next, route, to) => {
  expect(continueTo(next, { registrationRoute: route as never })).toBe(to);
});

test.each<[string, string | null, string]>([
  ['no next', null, '/login/?next=%2F'],
  ['the treatment variant', '/treatments/', '/treatments/login/?next=%2Ftreatments%2F'],
  ['a male partner', INTAKE, '/login/male-partner/?next=%2Ftreatments%2Fmale-partner%2Fintake%2Fstart'],
  ['another origin', 'https://evil.test/', '/login/?next=%2F'],
])('signed out, sign in: %s', (_name, next, to) => {
  expect(signInFor(next)).toBe(to);
});

test('a new link for a male partner: his login, then /verify-email/', () => {
  expect(signInFor(INTAKE, '/verify-email/')).toBe('/login/male-partner/?next=%2Fverify-email%2F');
});
