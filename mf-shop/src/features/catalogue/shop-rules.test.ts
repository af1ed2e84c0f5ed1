// The shop's own rules on top of the shared ones: sections, treatment offers, page paths.
import { findProductForPage, legacyProductPagePath, productPagePath, sectionOf, treatmentOffer } from './shop-rules';
import type { ShopProduct } from './api/shop-products';
import * as fixtures from './shop.fixtures';

// The fixtures as the API's typed shape.
const as = (p: unknown) => p as ShopProduct;
const [boricAcid, coaching, probiotic, programme, testKit] = [fixtures.boricAcid, fixtures.coaching, fixtures.probiotic, fixtures.programme, fixtures.testKit].map(as);
const CATALOGUE = fixtures.CATALOGUE.map(as);
const AVAILABILITY = fixtures.AVAILABILITY;

const availability = AVAILABILITY.data;
const offer = (product: Pick<ShopProduct, 'kind' | 'slug'>, kind: Parameters<typeof treatmentOffer>[0]['kind'], extra = {}) =>
  treatmentOffer({ product, kind, careState: 'pre-purchase', inProgressConsult: null, availability, ...extra });

test('treatments and the program are Shop Treatments; everything else Shop Care', () => {
  expect(CATALOGUE.map((p) => `${p.slug}:${sectionOf(p)}`)).toEqual([
    'ba-14:treatments',
    'af-1:treatments',
    'est-1:treatments',
    'bv-treatment-program:treatments',
    'op-4:care',
    'male-partner-treatment-voucher:care',
    'coaching-call:care',
    'vaginal-microbiome-test:care',
  ]);
});

test('the treatments on offer: the ungated Rx group for the ungated kind, else every group', () => {
  const unavailable = (kind: Parameters<typeof offer>[1], extra = {}) =>
    ['ba-14', 'af-1', 'est-1'].filter((slug) => {
      const answer = offer(CATALOGUE.find((p) => p.slug === slug)!, kind, extra);
      return !answer.buyable && answer.status === 'Unavailable';
    });
  expect(unavailable('ungated')).toEqual(['ba-14', 'est-1']);
  expect(unavailable('vaginitis-mixed')).toEqual(['est-1']);
  expect(unavailable('empty', { availability: null })).toEqual(['ba-14', 'af-1', 'est-1']);
});

test('a lock wins over everything; care products are always buyable', () => {
  const inProgress = { careState: 'consult-in-progress' as const, inProgressConsult: { is_pre_submit: false, selected_treatments: [] } };
  expect(offer(boricAcid, 'vaginitis-mixed', inProgress)).toMatchObject({ buyable: false, status: 'Locked' });
  expect(offer(coaching, 'empty', inProgress)).toEqual({ buyable: true });
  expect(offer(programme, 'vaginitis-mixed')).toEqual({ buyable: true });
  expect(offer(programme, 'unknown')).toMatchObject({ buyable: false, status: 'Not for you yet' });
  expect(offer({ kind: 'treatment', slug: 'est-1' }, 'vaginitis-mixed')).toMatchObject({ buyable: false, status: 'Unavailable' });
});

test('page paths: by pdp slug when there is one; the legacy page by slug', () => {
  expect(productPagePath(boricAcid)).toBe('/care/shop/treatment/product/boric-acid/');
  expect(productPagePath(testKit)).toBe('/care/shop/test/vaginal-microbiome-test/');
  expect(productPagePath({ ...testKit, pdp_slug: 'vmt' })).toBe('/care/shop/test/product/vmt/');
  expect(legacyProductPagePath(probiotic)).toBe('/care/shop/treatment/op-4/');
});

test('a page finds its product by pdp slug or slug, only among products of its type', () => {
  const list = CATALOGUE;
  expect(findProductForPage(list, { type: 'treatment', pdpSlug: 'vaginal-probiotic' })?.slug).toBe('op-4');
  expect(findProductForPage(list, { type: 'treatment', slug: 'ba-14' })?.slug).toBe('ba-14');
  expect(findProductForPage(list, { type: 'test', slug: 'vaginal-microbiome-test' })?.slug).toBe('vaginal-microbiome-test');
  expect(findProductForPage(list, { type: 'test', slug: 'ba-14' })).toBeNull();
  expect(findProductForPage(list, { type: 'treatment', slug: 'coaching-call' })).toBeNull();
});
