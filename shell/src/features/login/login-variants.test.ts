import { destinationAfterLogin, type LoginVariant } from './login-variants';

describe('destinationAfterLogin (SPEC §2.7)', () => {
  it.each<[LoginVariant, string | null, string]>([
    // Any platform path is followed.
    ['login', '/results/abc/?tab=care', '/results/abc/?tab=care'],
    ['login', '/care/shop/', '/care/shop/'],
    ['login-treatments', '/treatments/consults/c1/treatment/', '/treatments/consults/c1/treatment/'],
    // No next, or not a path on this platform: home.
    ['login', null, '/'],
    ['login', '', '/'],
    ['login', 'care/', '/'],
    ['login', 'https://evil.example/phish', '/'],
    ['login', '//evil.example/phish', '/'],
    ['login', '/\\evil.example', '/'],
    ['login-male-partner', 'https://evil.example/care/', '/'],
    // The male-partner flow returns only to its own pages.
    ['login-male-partner', '/care/', '/care/'],
    ['login-male-partner', '/treatments/consults/c1/', '/treatments/consults/c1/'],
    ['login-male-partner', '/account/', '/account/'],
    ['login-male-partner', '/research-consent/', '/research-consent/'],
    ['login-male-partner', '/verify-email/', '/verify-email/'],
    ['login-male-partner', '/tests/', '/'],
    ['login-male-partner', '/results/abc/', '/'],
    ['login-male-partner', '/provider/', '/'],
    ['login-male-partner', '/careers/', '/'],
    ['login-male-partner', null, '/'],
  ])('%s with next=%p goes to %p', (variant, next, expected) => {
    expect(destinationAfterLogin(variant, next)).toBe(expected);
  });
});
