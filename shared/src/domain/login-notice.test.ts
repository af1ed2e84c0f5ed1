import { loginNotice, loginWithNotice } from './login-notice';

test('the password reset notice travels in the login URL', () => {
  expect(loginWithNotice('password-reset')).toBe('/login/?notice=password-reset');
  expect(loginNotice(new URL(loginWithNotice('password-reset'), 'http://x').searchParams.get('notice'))).toEqual({
    message: 'Password reset. Please log in.',
    tone: 'success',
  });
});

test('the automatic logoff says why, as information', () => {
  expect(loginNotice(new URL(loginWithNotice('inactivity'), 'http://x').searchParams.get('notice'))).toEqual({
    message: expect.stringMatching(/signed you out .* without activity/),
    tone: 'info',
  });
});

test.each([null, '', 'unknown', 'toString', '__proto__'])('no message for %p', (notice) => {
  expect(loginNotice(notice)).toBeNull();
});
