import {
  Card,
  formatCurrency,
  MALE_PARTNER_DEFAULT_PRODUCT,
  MALE_PARTNER_VOUCHER_CARD,
  voucherCardPrice,
  type Product,
} from '@flora/shared';
import styles from './shop.module.css';

/** One product of the shop-all page; the male-partner voucher has its own card copy (SPEC §2.9). */
export function ProductCard({ product }: { product: Product }) {
  const voucher = product.slug === MALE_PARTNER_DEFAULT_PRODUCT.voucherSlug;
  const price = voucher ? voucherCardPrice(product) : (product.discounted_price ?? product.price);
  return (
    <Card className={styles.card}>
      {product.image_url && <img className={styles.image} src={product.image_url} alt="" loading="lazy" />}
      {voucher && <p className={styles.label}>{MALE_PARTNER_VOUCHER_CARD.label}</p>}
      <h3 className={styles.name}>{voucher ? MALE_PARTNER_VOUCHER_CARD.title : product.name}</h3>
      {voucher && <p className={styles.tagline}>{MALE_PARTNER_VOUCHER_CARD.tagline}</p>}
      <p className={styles.price}>
        {product.discounted_price !== null && product.discounted_price < product.price && !voucher && (
          <s className={styles.was}>{formatCurrency(product.price)}</s>
        )}
        {formatCurrency(price)}
      </p>
    </Card>
  );
}
