// Routes: the product catalogue and its images (served by the API itself: no outside hosts).

// The public surface: what other features and the rest of api/src may use.
export { ecommProductView, KIT_ADD_ON_SLUG, MEMBERSHIPS_ON_SALE, planPriceCents, treatmentProductView, unitPriceCents } from './catalogue-view';
export { ecommProductSchema, productSchema, treatmentProductSchema } from './product-schemas';
export type { EcommProductView, ProductView, TreatmentProductView } from './product-schemas';
export { findProductById, findProductBySlug, findProductsByIds, findProductsBySlugs, listActiveProducts, listActiveProductsOfKinds, sellingPlansOf, toProductView } from './products-service';
export type { CatalogueProduct, SellingPlan } from './products-service';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../common/http-errors';
import { schemaTyped } from '../../common/typed-routes';
import { API_ROOT } from '../../config';
import type { AppContext } from '../../context';
import { errors, impersonationQuery } from '../../schemas/common';
import { KIT_ADD_ON_SLUG, listedInShop, SHOP_KINDS, shopProductView } from './catalogue-view';
import { productIdParams, productImageParams, productImageResponse, productListResponse, productSchema, shopListResponse } from './product-schemas';
import { findProductById, findProductBySlug, listActiveProducts, listActiveProductsOfKinds, sellingPlansOf, toProductView } from './products-service';
import { access } from '../../common/access-policy';

const IMAGES_DIR = path.join(API_ROOT, 'static', 'products');

export async function productsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/v1/products/all-products/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['products'],
        summary: 'The product catalogue',
        description:
          'Every product on sale, in catalogue order. No sign-in needed. Prices in dollars; discounted_price is null without a discount. image_url is a path on this API (/api/static/products/...).',
        querystring: impersonationQuery,
        response: {
          200: productListResponse,
          ...errors(400),
        },
      },
    },
    async () => ({ data: await listActiveProducts(ctx.db) }),
  );

  app.get(
    '/api/v1/products/shop/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['products'],
        summary: 'The shop catalogue',
        description:
          'What the shop sells, in catalogue order, with what its cards and product pages need: kind (treatment and bundle for Shop Treatments; routine-essential, care, male-partner, test and membership for Shop Care), the cart item_type to add it with, the detail-page slug, and the ecomm product (one-time price, free shipping, and the selling plans of Subscribe & Save with their interval and discount; null when not sold as a subscription). Memberships are listed when on sale (membership_vmt, membership_expanded_pcr: sold only as subscriptions, to someone without a membership in effect); add-ons (bought with their test) are not listed. No sign-in needed: the catalogue is public.',
        querystring: impersonationQuery,
        response: {
          200: shopListResponse,
          ...errors(400),
        },
      },
    },
    async () => {
      const products = (await listActiveProductsOfKinds(ctx.db, SHOP_KINDS)).filter(listedInShop);
      const plans = await sellingPlansOf(ctx.db, products.map((p) => p.id));
      const kitAddOn = await findProductBySlug(ctx.db, KIT_ADD_ON_SLUG);
      return { data: products.map((p) => shopProductView(p, plans.get(p.id) ?? [], kitAddOn)) };
    },
  );

  app.get(
    '/api/v1/products/:id/',
    {
      config: { access: access.anyone('product') },
      schema: {
        tags: ['products'],
        summary: 'One product',
        description:
          'A product on sale by its numeric id, in the shape of all-products. No sign-in needed: the catalogue is public (the same facts all-products lists). An unknown id, or a product no longer on sale (inactive), answers 404.',
        params: productIdParams,
        querystring: impersonationQuery,
        response: { 200: productSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const product = await findProductById(ctx.db, Number(request.params.id));
      if (!product) throw notFound('No such product.');
      return toProductView(product);
    },
  );

  app.get(
    '/api/static/products/:file',
    {
      config: { access: access.anyone('product-file') },
      schema: {
        tags: ['products'],
        summary: 'A product image',
        description: 'SVG product images served from the API package (api/static/products/).',
        params: productImageParams,
        response: { 200: productImageResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      let svg: string;
      try {
        svg = await readFile(path.join(IMAGES_DIR, path.basename(request.params.file)), 'utf8');
      } catch {
        throw notFound('No such image.');
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
