import { ERROR_MESSAGES, NOTICE_MESSAGES, stiConsultCreationAlert } from './errors';

describe('error catalogue (SPEC §5, §8)', () => {
  it('keeps the messages verbatim', () => {
    expect(ERROR_MESSAGES).toEqual({
      cartCreation: 'Error creating cart',
      checkoutWithoutCart: 'Error checking out: cart does not exist',
      cartLoad: 'Error fetching cart',
      subscriptions: 'Failed to fetch subscriptions',
      portalLink: 'Failed to fetch portal link',
      stiConsultCreation: 'Unable to start STI treatment process. Please try again or contact support.',
    });
    expect(NOTICE_MESSAGES).toEqual({ emailVerified: 'Email Address Verified', passwordReset: 'Password reset. Please log in.' });
  });

  const fallback = 'Error: Unable to start STI treatment process. Please try again or contact support.';
  it.each([
    ['server detail wins', Object.assign(new Error('Request failed'), { response: { data: { detail: 'Test not eligible' } } }), 'Error: Test not eligible'],
    ['error message without detail', Object.assign(new Error('Network Error'), { response: { data: {} } }), 'Error: Network Error'],
    ['string body is not a detail', Object.assign(new Error('Bad'), { response: { data: 'oops' } }), 'Error: Bad'],
    ['empty detail and message', { message: '', response: { data: { detail: ' ' } } }, fallback],
    ['non-string detail', { response: { data: { detail: 42 } } }, fallback],
    ['no error', undefined, fallback],
    ['a string thrown', 'boom', fallback],
    ['null', null, fallback],
  ])('STI consult creation alert, %s', (_name, error, alert) => {
    expect(stiConsultCreationAlert(error)).toBe(alert);
  });
});
