import { history } from '@flora/shared';
import { clearCheckoutDeclined, isCheckoutDeclined } from './checkout-declined';

describe('a declined checkout return', () => {
  it.each([
    ['?checkout_declined=true&checkout_id=c1', true],
    ['?checkout_declined=false', false],
    ['?other=1', false],
    ['', false],
  ])('%s is declined: %s', (search, expected) => {
    expect(isCheckoutDeclined(search)).toBe(expected);
  });

  it('takes only its two parameters off the address, keeping the path, the others and the hash', () => {
    history.replace('/provider/tests/?status=ready&checkout_declined=true&checkout_id=c1#list');
    clearCheckoutDeclined();
    expect(history.location).toMatchObject({ pathname: '/provider/tests/', search: '?status=ready', hash: '#list' });
  });
});
