// /care/shop/ — Shop Treatments and Shop Care (SPEC §2.8, §2.9). What she may buy follows her shop
// eligibility kind and the treatment locks (SPEC §4): a treatment she may not buy shows why.
import { Banner, cx, EmptyState, layoutClassNames, Link, Page, paths, QueryView } from '@flora/shared';
import { ERROR_MESSAGES, type ShopEligibilityKind } from '@flora/shared/domain';
import { type ShopProduct, useShopProducts } from './api/shop-products';
import { ProductCard } from './product-card';
import { membershipOffer, sectionOf, treatmentOffer } from './shop-rules';
import styles from './shop.module.css';
import { type ShopSituation, useShopSituation } from './use-shop-situation';

/** The line under Shop Treatments for each eligibility kind. */
export const TREATMENTS_INTRO: Record<ShopEligibilityKind, string> = {
  'vaginitis-mixed': 'Your results qualify you for the full treatment program or single treatments, prescribed by a clinician.',
  'vaginitis-a-la-care': 'Your results qualify you for single treatments, prescribed by a clinician.',
  ungated: 'Based on your health history, these treatments are available without waiting for results.',
  unknown: 'Choose the treatments you need; a clinician reviews every order.',
  empty: 'Treatments open once a test result qualifies you for care. Care products are available to everyone.',
};

export function ShopAllPage() {
  const products = useShopProducts();
  const situation = useShopSituation();
  const both = {
    status: products.isError ? 'error' : situation.status === 'error' ? 'error' : products.isSuccess && situation.status === 'success' ? 'success' : 'pending',
    data: products.isSuccess && situation.data ? { list: products.data, situation: situation.data } : undefined,
    error: products.error ?? situation.error,
    refetch: () => Promise.all([products.isError ? products.refetch() : null, situation.status === 'error' ? situation.refetch() : null]),
    isFetching: products.isFetching,
  } as const;
  return (
    <Page title="Shop" description="Treatments, care products and routine essentials. Free shipping, HSA/FSA eligible.">
      <QueryView
        query={both}
        loadingLabel="Loading products…"
        isEmpty={({ list }) => list.length === 0}
        empty={<EmptyState title="Nothing to show yet" message="Products will appear here soon." />}
      >
        {({ list, situation: s }) => (
          <>
            {s.subscriptionsFailed && <Banner tone="warning">{ERROR_MESSAGES.subscriptions}</Banner>}
            <Section id="shop-treatments" title="Shop Treatments" intro={TREATMENTS_INTRO[s.kind]} products={list.filter((p) => sectionOf(p) === 'treatments')} situation={s} />
            <Section
              id="shop-care"
              title="Shop Care"
              intro="Routine essentials, care products, tests and memberships — no prescription needed."
              products={list.filter((p) => sectionOf(p) === 'care')}
              situation={s}
            />
          </>
        )}
      </QueryView>
      <p className={styles.back}>
        <Link to={paths.care()}>Back to Care</Link>
      </p>
    </Page>
  );
}

function Section(props: { id: string; title: string; intro: string; products: ShopProduct[]; situation: ShopSituation }) {
  const { id, title, intro, products, situation } = props;
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.sectionTitle} id={id}>
        {title}
      </h2>
      <p className={styles.sectionIntro}>{intro}</p>
      <ul className={cx(layoutClassNames.plainList, styles.grid)} aria-label={title}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              subscribed={situation.subscribed.has(product.slug)}
              newPdp={situation.newPdp}
              offer={
                product.kind === 'membership'
                  ? membershipOffer(situation.membership)
                  : treatmentOffer({
                      product,
                      kind: situation.kind,
                      careState: situation.careState,
                      inProgressConsult: situation.inProgressConsult,
                      availability: situation.availability,
                    })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
