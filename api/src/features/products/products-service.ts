// The products feature's service: reads and writes that route files and other features use as they are.
export { findProductById, findProductBySlug, findProductsByIds, findProductsBySlugs, listActiveProducts, listActiveProductsOfKinds, productSchema, sellingPlansOf, toProductView } from './products-repository';
export type { CatalogueProduct, ProductView, SellingPlan } from './products-repository';
