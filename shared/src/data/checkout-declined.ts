// A declined payment sends the browser back to `<returnPath>?checkout_declined=true&checkout_id=…`
// (the cart's checkouts to any page, a provider-paid order to /provider/tests/). The page that
// answers it shows it once and takes the two parameters off the address through the shared
// history, so every router stays in step.
import { history } from '@flora/shared';

const DECLINED = 'checkout_declined';
const CHECKOUT_ID = 'checkout_id';

export const isCheckoutDeclined = (search: string): boolean => new URLSearchParams(search).get(DECLINED) === 'true';

/** Removes checkout_declined and checkout_id, keeping the path, any other parameters and the hash. */
export function clearCheckoutDeclined(): void {
  const { pathname, search, hash } = history.location;
  const params = new URLSearchParams(search);
  params.delete(DECLINED);
  params.delete(CHECKOUT_ID);
  const rest = params.toString();
  history.replace({ pathname, search: rest ? `?${rest}` : '', hash });
}
