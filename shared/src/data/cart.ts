// The cart, which three apps show or change: mf-shop (cards, panel), mf-care (treatments) and the
// shell (the count in the header). One cache, so adding in one updates the others at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@flora/shared/domain';
import { apiPost, type ApiBody, type ApiResponse } from './api-request';
import { apiQuery, invalidateApi } from './api-query';

export type Cart = ApiResponse<'/api/v1/cart/'>[number];
export type CartItemToAdd = NonNullable<ApiBody<'/api/v1/cart/{id}/items/', 'post'>>['items'][number];

/** GET /api/v1/cart/: the user's carts. */
export const cartsQuery = () => apiQuery('/api/v1/cart/');

/** GET /api/v1/cart/: the latest active cart (first of the list), or null when there is none. */
export const useActiveCart = () =>
  useQuery({ ...cartsQuery(), select: (carts): Cart | null => carts.find((cart) => cart.status === 'active') ?? null });

/**
 * The cart panel (mf-shop's `./cart-panel` parcel) opens over the current page when any app asks:
 * an add to cart from any remote, or the header's cart button. A window event, so the apps share no
 * code but this name; `opener` is the element focus returns to when the panel closes.
 */
export const CART_PANEL_OPEN_EVENT = 'flora:cart-panel-open';
export interface CartPanelOpenDetail {
  opener: HTMLElement | null;
}

/** Where an open asked before the panel listens waits for it (the window: the apps share no state but it). */
const PENDING_OPEN = '__floraCartPanelPendingOpen';
type PendingWindow = Window & { [PENDING_OPEN]?: CartPanelOpenDetail };

/**
 * Asks the panel to open. The panel mounts after the page's first render: when none acknowledges the
 * event (its listener cancels it), the request waits for it (an early click on the header's cart).
 */
export function openCartPanel(opener: HTMLElement | null = null): void {
  const detail = { opener };
  const heard = !window.dispatchEvent(new CustomEvent<CartPanelOpenDetail>(CART_PANEL_OPEN_EVENT, { detail, cancelable: true }));
  if (!heard) (window as PendingWindow)[PENDING_OPEN] = detail;
}

/** For the panel once it listens: the open asked before it did (then forgotten), or null. */
export function takePendingCartPanelOpen(): CartPanelOpenDetail | null {
  const w = window as PendingWindow;
  const detail = w[PENDING_OPEN] ?? null;
  delete w[PENDING_OPEN];
  return detail;
}

/**
 * POST /api/v1/cart/ (get or create), then POST /api/v1/cart/{id}/items/; every cart view refreshes
 * and the cart panel opens (focus returns to the element that was focused, e.g. the Add button).
 */
export function useAddCartItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: CartItemToAdd[]) => {
      const cart = await apiPost('/api/v1/cart/').catch(() => {
        throw new Error(ERROR_MESSAGES.cartCreation);
      });
      return apiPost('/api/v1/cart/{id}/items/', { path: { id: String(cart.id) }, body: { items } });
    },
    onSuccess: () => openCartPanel(document.activeElement instanceof HTMLElement ? document.activeElement : null),
    onSettled: () => invalidateApi(client, '/api/v1/cart/'),
  });
}
