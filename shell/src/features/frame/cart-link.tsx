// The cart button in the header, for a consumer who can shop: the item count, and a click opens
// mf-shop's cart panel over the current page (focus returns here when it closes). Part of the app
// (main.js, which the login pages run only once used); it reads the same cache as mf-shop and
// mf-care, so adding an item anywhere updates the count at once.
import { openCartPanel, QueryProvider, useActiveCart } from '@flora/shared/data';
import styles from './app-frame.module.css';

function CartButton() {
  const cart = useActiveCart();
  const count = cart.data?.item_count ?? 0;
  return (
    <button
      type="button"
      className={styles.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      onClick={(event) => openCartPanel(event.currentTarget)}
    >
      Cart <span className={styles.count}>{count}</span>
    </button>
  );
}

export default function CartLink() {
  return (
    <QueryProvider>
      <CartButton />
    </QueryProvider>
  );
}
