// The products feature's service: reads and writes that route files and other features use as they are.
export { findProductById, findProductBySlug, findProductsByIds, findProductsBySlugs, listActiveProducts, listActiveProductsOfKinds, sellingPlansOf, toProductView } from './products-repository';
export type { CatalogueProduct, SellingPlan } from './products-repository';
