import { toCurrentUser } from './current-user';

describe('toCurrentUser (SPEC §3 current user)', () => {
  it('fills documented defaults for missing data', () => {
    const user = toCurrentUser(undefined);
    expect(user.coaching).toEqual({ num_calls_completed: 0, has_used_free_call: false });
    expect(user.registrationRoute).toBe('default');
    expect(user.features.shopAllEnabled).toBe(false);
    expect(user.announcements).toEqual([]);
  });

  it('keeps the fields the API returns', () => {
    const user = toCurrentUser({
      id: 7,
      email: 'demo@flora.test',
      emailVerified: true,
      registrationRoute: 'male_partner',
      provider_info: { is_verified: true },
      coaching: { num_calls_completed: 2 },
      features: { newPDP: true },
    });
    expect(user).toMatchObject({
      id: 7,
      email: 'demo@flora.test',
      emailVerified: true,
      registrationRoute: 'male_partner',
      provider_info: { is_verified: true },
      coaching: { num_calls_completed: 2, has_used_free_call: false },
    });
    expect(user.features.newPDP).toBe(true);
  });

  it('treats an unknown registration route as default', () => {
    expect(toCurrentUser({ registrationRoute: 'elsewhere' }).registrationRoute).toBe('default');
  });
});
