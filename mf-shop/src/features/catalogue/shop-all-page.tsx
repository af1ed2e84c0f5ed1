// /care/shop/ — every product of the catalogue.
import { Banner, Button, EmptyState, Link, LoadingState, Page } from '@flora/shared';
import { ProductCard } from './product-card';
import { useAllProducts } from './use-all-products';
import styles from './shop.module.css';

export function ShopAllPage() {
  const products = useAllProducts();
  return (
    <Page title="Shop" description="Treatments, care products and routine essentials. Free shipping, HSA/FSA eligible.">
      {products.status === 'loading' && <LoadingState label="Loading products…" />}
      {products.status === 'error' && (
        <Banner tone="error" action={<Button variant="secondary" onClick={products.reload}>Try again</Button>}>
          {products.error}
        </Banner>
      )}
      {products.status === 'success' && products.products.length === 0 && (
        <EmptyState title="Nothing to show yet" message="Products will appear here soon." />
      )}
      {products.status === 'success' && products.products.length > 0 && (
        <ul className={styles.grid} aria-label="Products">
          {products.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.back}>
        <Link to="/care/">Back to Care</Link>
      </p>
    </Page>
  );
}
