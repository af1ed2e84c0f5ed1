import { buildLoginUrl, isAcceptedMalePartnerReturn, safeNextPath } from './login-url';

describe('buildLoginUrl (SPEC §2.7)', () => {
  it.each([
    ['/tests/', '', '/login/', '/login/?next=%2Ftests%2F'],
    ['/tests/', 'a=1', '/login/', '/login/?next=%2Ftests%2F&a=1'],
    ['/tests/', 'a=1&', '/login/', '/login/?next=%2Ftests%2F&a=1'],
    ['/tests/', '&a=1&&b=2', '/login/', '/login/?next=%2Ftests%2F&a=1&b=2'],
    ['/treatments/x/', 'next=%2Ftreatments%2Fx%2F', '/treatments/login/', '/treatments/login/?next=%2Ftreatments%2Fx%2F'],
    ['/treatments/x/', 'a=1&&b=2&', '/treatments/login/', '/treatments/login/?a=1&b=2'],
    ['/treatments/x/', '', '/treatments/login/', '/treatments/login/'],
  ])('next %s, query %s at %s -> %s', (next, query, loginPath, expected) => {
    expect(buildLoginUrl(next, query, loginPath)).toBe(expected);
  });
});

describe('male-partner return destinations (SPEC §2.7)', () => {
  it.each([
    ['/care/', true],
    ['/treatments/male-partner/intake/start', true],
    ['/account/settings/', true],
    ['/research-consent/', true],
    ['/verify-email/', true],
    ['/tests/', false],
    ['/provider/', false],
    ['/', false],
  ])('%s -> %s', (path, accepted) => {
    expect(isAcceptedMalePartnerReturn(path)).toBe(accepted);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/tests/', '/tests/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil', '/'],
    [null, '/'],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
