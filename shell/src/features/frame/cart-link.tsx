// The cart count in the header, for a consumer who can shop. Loaded lazily with the query
// library, so neither is on the login page's critical path; it reads the same cache as mf-shop
// and mf-care, so adding an item anywhere updates it at once.
import { Link, paths } from '@flora/shared';
import { QueryProvider, useActiveCart } from '@flora/shared/data';
import styles from './app-frame.module.css';

function CartCount() {
  const cart = useActiveCart();
  const count = cart.data?.item_count ?? 0;
  return (
    <Link to={paths.shop.home()} className={styles.cart} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <span className={styles.count}>{count}</span>
    </Link>
  );
}

export default function CartLink() {
  return (
    <QueryProvider>
      <CartCount />
    </QueryProvider>
  );
}
