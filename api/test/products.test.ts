import { createTestApp, get, json, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/products/all-products/', () => {
  it('lists the catalogue without sign-in', async () => {
    const res = await get(t.app, '/api/v1/products/all-products/');
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.length).toBeGreaterThan(3);
    for (const p of data) {
      expect(Object.keys(p).sort()).toEqual(['discounted_price', 'id', 'image_url', 'name', 'price', 'slug']);
      expect(p.image_url).toMatch(/^\/api\/static\/products\/[a-z0-9_-]+\.svg$/);
    }
    expect(data.find((p: { slug: string }) => p.slug === 'op-4')).toBeDefined();
    expect(data.find((p: { slug: string }) => p.slug === 'male-partner-treatment-voucher')).toMatchObject({
      name: 'Male Partner BV Treatment Voucher',
      price: 129,
      discounted_price: null,
    });
  });

  it('serves every product image from the API itself', async () => {
    const { data } = json(await get(t.app, '/api/v1/products/all-products/'));
    for (const p of data) {
      const res = await get(t.app, p.image_url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg/);
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('gives every product in the catalogue (on sale or not) an illustration of its own, not a shared placeholder', async () => {
    const products = await t.db.selectFrom('products').select(['slug', 'image_url']).execute();
    // The drawing alone: labels, text and colours set aside, no two products share one.
    const drawing = (svg: string) => svg.replace(/<text[\s\S]*?<\/text>|<title>[\s\S]*?<\/title>|\s(aria-label|fill|stroke|opacity)="[^"]*"/g, '');
    const seen = new Map<string, string>();
    for (const p of products) {
      expect(p.image_url).toBe(`/api/static/products/${p.slug}.svg`);
      const res = await get(t.app, p.image_url);
      expect({ slug: p.slug, status: res.statusCode }).toEqual({ slug: p.slug, status: 200 });
      // Opened on its own an SVG is a document: nothing in it runs.
      expect(res.body).not.toMatch(/<script|<foreignObject|\son[a-z]+=/i);
      const shape = drawing(res.body);
      expect({ slug: p.slug, sameAs: seen.get(shape) }).toEqual({ slug: p.slug, sameAs: undefined });
      seen.set(shape, p.slug);
    }
  });

  it('refuses unknown image names and path tricks', async () => {
    expect((await get(t.app, '/api/static/products/nope.svg')).statusCode).toBe(404);
    for (const url of ['/api/static/products/..%2Fpackage.json', '/api/static/products/x.png', '/api/static/products/%2e%2e%2fsrc%2fapp.ts']) {
      const res = await get(t.app, url);
      expect([400, 404]).toContain(res.statusCode);
      expect(typeof json(res).detail).toBe('string');
    }
  });

  it('rejects unknown query parameters', async () => {
    expect((await get(t.app, '/api/v1/products/all-products/?page=2')).statusCode).toBe(400);
  });
});
