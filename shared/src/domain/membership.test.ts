import { membershipNextStep, membershipNotForSaleReason } from './membership';

const answer = (over: Partial<Parameters<typeof membershipNextStep>[0]> = {}) => ({
  membership: null,
  was_member: false,
  can_resume: false,
  can_subscribe: true,
  ...over,
});
const RUNNING = { status: 'cancelled' as const, ends_at: '2027-01-31T12:00:00.000Z' };

test('resume while a cancelled membership runs; re-subscribe once it ended; become a member with none; nothing while active', () => {
  expect(membershipNextStep(answer({ membership: RUNNING, can_resume: true, can_subscribe: false }))).toEqual({
    kind: 'resume',
    label: 'Resume membership',
    until: RUNNING.ends_at,
  });
  expect(membershipNextStep(answer({ was_member: true }))).toEqual({ kind: 'subscribe', label: 'Re-subscribe' });
  expect(membershipNextStep(answer())).toEqual({ kind: 'subscribe', label: 'Become a member' });
  expect(membershipNextStep(answer({ membership: { status: 'active', ends_at: null }, can_subscribe: false }))).toEqual({ kind: 'none' });
});

test('the shop sells a membership only to someone without one in effect, and says why not otherwise', () => {
  expect(membershipNotForSaleReason(answer())).toBeNull();
  expect(membershipNotForSaleReason(null)).toBeNull();
  expect(membershipNotForSaleReason(answer({ membership: RUNNING, can_resume: true, can_subscribe: false }))).toBe(
    'Your membership is cancelled and runs until Jan 31, 2027: resume it in My Account.',
  );
  expect(membershipNotForSaleReason(answer({ membership: { status: 'active', ends_at: null }, can_subscribe: false }))).toBe(
    "You're a member: change your membership in My Account.",
  );
});
