// The care upsells of SPEC §9 beside her plan (calendar $30, coaching call $35, travel bag $25,
// consult review $30), added to the cart through the shared cart hooks. An upsell the catalogue
// does not sell is left out; one already in her cart says so. Adding failures are logged only
// (SPEC §8).
import { Button, toast, VisuallyHidden } from '@flora/shared';
import { CARE_UPSELL_PRICES, formatCurrency } from '@flora/shared/domain';
import { useActiveCart, useAddCartItems, useAllProducts } from '@flora/shared/data';
import styles from './treatment.module.css';

const UPSELLS: { key: keyof typeof CARE_UPSELL_PRICES; slug: string; title: string; text: string }[] = [
  { key: 'calendar', slug: 'treatment-calendar', title: 'Printed treatment calendar', text: 'Your weeks on paper, to keep by the bathroom mirror.' },
  { key: 'coachingCall', slug: 'coaching-call', title: 'Coaching call', text: 'A call with a health coach about your plan and habits.' },
  { key: 'travelBag', slug: 'travel-bag', title: 'Travel bag', text: 'A discreet bag for your treatments on the go.' },
  { key: 'consultReview', slug: 'consult-review', title: 'Consult review', text: 'A clinician reviews how your treatment went.' },
];

export function CareUpsells() {
  const products = useAllProducts();
  const cart = useActiveCart();
  const add = useAddCartItems();
  // Shown once both are known, so a line already in her cart never flashes 'Add to cart'.
  if (!products.isSuccess || cart.isPending) return null;
  const offers = UPSELLS.flatMap((u) => {
    const product = products.data.find((p) => p.slug === u.slug);
    return product ? [{ ...u, id: product.id }] : [];
  });
  if (offers.length === 0) return null;
  const inCart = new Set((cart.data?.line_items ?? []).map((line) => line.product.slug));

  async function addToCart(offer: (typeof offers)[number]) {
    try {
      await add.mutateAsync([{ item_type: 'product', product_id: offer.id, quantity: 1 }]);
      toast.show(`${offer.title} is in your cart.`, { tone: 'success' });
    } catch (error) {
      console.error('Adding to the cart failed', error);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="upsells-heading">
      <h2 id="upsells-heading" className={styles.sectionTitle}>
        Add to your care
      </h2>
      <ul className={styles.periods}>
        {offers.map((offer) => (
          <li key={offer.slug} className={styles.entry}>
            <div className={styles.entryText}>
              <strong>{offer.title}</strong> · {formatCurrency(CARE_UPSELL_PRICES[offer.key])}
              <p className={styles.muted}>{offer.text}</p>
            </div>
            {inCart.has(offer.slug) ? (
              <span className={styles.muted}>In your cart</span>
            ) : (
              // The accessible name starts with the visible words (WCAG 2.5.3, Label in Name), then says which.
              <Button variant="secondary" disabled={add.isPending} onClick={() => void addToCart(offer)}>
                Add to cart<VisuallyHidden> ({offer.title})</VisuallyHidden>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
