import { loginNoticeMessage, loginWithNotice } from './login-notice';

test('the password reset notice travels in the login URL', () => {
  expect(loginWithNotice('password-reset')).toBe('/login/?notice=password-reset');
  expect(loginNoticeMessage(new URL(loginWithNotice('password-reset'), 'http://x').searchParams.get('notice'))).toBe(
    'Password reset. Please log in.',
  );
});

test.each([null, '', 'unknown', 'toString', '__proto__'])('no message for %p', (notice) => {
  expect(loginNoticeMessage(notice)).toBeNull();
});
