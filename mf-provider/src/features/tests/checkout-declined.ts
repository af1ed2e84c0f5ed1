// The sandbox sends a declined provider-paid order back to /provider/tests/?checkout_declined=true&checkout_id=…
// The page shows it once and takes those parameters off the address (the shared history).
import { history } from '@flora/shared';

const DECLINED = 'checkout_declined';
const CHECKOUT_ID = 'checkout_id';

export const isCheckoutDeclined = (search: string): boolean => new URLSearchParams(search).get(DECLINED) === 'true';

/** Removes checkout_declined and checkout_id, keeping the path, other parameters and the hash. */
export function clearCheckoutDeclined(): void {
  const { pathname, search, hash } = history.location;
  const params = new URLSearchParams(search);
  params.delete(DECLINED);
  params.delete(CHECKOUT_ID);
  const rest = params.toString();
  history.replace({ pathname, search: rest ? `?${rest}` : '', hash });
}
