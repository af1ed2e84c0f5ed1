// mf-shop's `./cart-panel` parcel (DESIGN §3): mounted by the shell on every page for a signed-in
// consumer, after the page's first render. This root is tiny: it waits for the open event (an add
// to cart anywhere, the header's cart button) or a declined payment's return, and only then loads
// the panel itself (its own chunk).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { history } from '@flora/shared';
import { CART_PANEL_OPEN_EVENT, type CartPanelOpenDetail, clearCheckoutDeclined, isCheckoutDeclined, takePendingCartPanelOpen } from '@flora/shared/data';

const CartPanelBody = lazy(() => import('./cart-panel-body').then((m) => ({ default: m.CartPanelBody })));

interface OpenState {
  declined: boolean;
}

export function CartPanel() {
  const [open, setOpen] = useState<OpenState | null>(() => (isCheckoutDeclined(history.location.search) ? { declined: true } : null));
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open?.declined) clearCheckoutDeclined();
  }, [open?.declined]);

  useEffect(() => {
    const openFor = (detail: CartPanelOpenDetail | null) => {
      returnFocusTo.current = detail?.opener ?? null;
      setOpen((current) => current ?? { declined: false });
    };
    const onOpen = (event: Event) => {
      event.preventDefault(); // heard: openCartPanel keeps nothing waiting
      openFor((event as CustomEvent<CartPanelOpenDetail>).detail);
    };
    window.addEventListener(CART_PANEL_OPEN_EVENT, onOpen);
    // Asked before this listened (a click on the header's cart while the page first rendered).
    const early = takePendingCartPanelOpen();
    if (early) openFor(early);
    return () => window.removeEventListener(CART_PANEL_OPEN_EVENT, onOpen);
  }, []);

  // Closed: focus goes back to the element that opened the panel (the Add or cart button).
  useEffect(() => {
    if (open || !returnFocusTo.current) return;
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartPanelBody declined={open.declined} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
