// /care/shop/ — every product of the catalogue.
import { EmptyState, Link, Page, paths, QueryView } from '@flora/shared';
import { useAllProducts } from '@flora/shared/data';
import { ProductCard } from './product-card';
import styles from './shop.module.css';

export function ShopAllPage() {
  const products = useAllProducts();
  return (
    <Page title="Shop" description="Treatments, care products and routine essentials. Free shipping, HSA/FSA eligible.">
      <QueryView
        query={products}
        loadingLabel="Loading products…"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="Nothing to show yet" message="Products will appear here soon." />}
      >
        {(list) => (
          <ul className={styles.grid} aria-label="Products">
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className={styles.back}>
        <Link to={paths.care()}>Back to Care</Link>
      </p>
    </Page>
  );
}
