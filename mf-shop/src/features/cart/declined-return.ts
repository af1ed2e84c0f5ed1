// A declined payment sends the browser back to `<returnPath>?checkout_declined=true&checkout_id=…`
// on any remote's page. The panel (mounted on every page) notices it, opens with a message, and
// takes the two parameters off the address (the shared history, so every router stays in step).
import { history } from '@flora/shared';

const DECLINED = 'checkout_declined';
const CHECKOUT_ID = 'checkout_id';

export const isDeclinedReturn = (search: string): boolean => new URLSearchParams(search).get(DECLINED) === 'true';

/** Removes checkout_declined and checkout_id, keeping the path, any other parameters and the hash. */
export function clearDeclinedReturn(): void {
  const { pathname, search, hash } = history.location;
  const params = new URLSearchParams(search);
  params.delete(DECLINED);
  params.delete(CHECKOUT_ID);
  const rest = params.toString();
  history.replace({ pathname, search: rest ? `?${rest}` : '', hash });
}
