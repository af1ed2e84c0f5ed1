import { applyOverride, currentOverride, isAllowedOverrideUrl, parseOverride, type Registry } from './registry';

const registry = {
  auth: 'http://localhost:3001/mf-manifest.json',
  results: 'http://localhost:3002/mf-manifest.json',
  care: 'http://localhost:3003/mf-manifest.json',
  shop: 'http://localhost:3004/mf-manifest.json',
  provider: 'http://localhost:3005/mf-manifest.json',
} satisfies Registry;

const at = (search: string) => ({ search, hostname: 'localhost' }) as Location;

describe('remote registry override (DESIGN §3)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['care@http://localhost:3103/mf-manifest.json', { remote: 'care', url: 'http://localhost:3103/mf-manifest.json' }],
    ['shop@http://127.0.0.1:9000/mf-manifest.json', { remote: 'shop', url: 'http://127.0.0.1:9000/mf-manifest.json' }],
    ['care@https://evil.example/mf-manifest.json', null],
    ['nobody@http://localhost:3103/mf-manifest.json', null],
    ['care@javascript:alert(1)', null],
    ['care', null],
    [null, null],
  ])('%s -> %j', (value, expected) => {
    expect(parseOverride(value, 'localhost')).toEqual(expected);
  });

  it('persists an override from the query until reset', () => {
    expect(currentOverride(at('?override-remote=care@http://localhost:3103/mf-manifest.json'))?.remote).toBe('care');
    expect(currentOverride(at(''))?.url).toBe('http://localhost:3103/mf-manifest.json');
    expect(currentOverride(at('?override-remote=reset'))).toBeNull();
    expect(currentOverride(at(''))).toBeNull();
  });

  it('replaces only the overridden remote', () => {
    const next = applyOverride(registry, { remote: 'care', url: 'http://localhost:3103/mf-manifest.json' });
    expect(next).toEqual({ ...registry, care: 'http://localhost:3103/mf-manifest.json' });
  });

  it('allows the page host itself', () => {
    expect(isAllowedOverrideUrl('https://app.flora.test/x/mf-manifest.json', 'app.flora.test')).toBe(true);
  });
});
