// What the order screens' tests answer for: the catalogue and the order placed, typed against the
// generated API types.
import type { ApiResponse } from '@flora/shared';

export const PRODUCTS = 'GET /api/v1/products/all-products/';
export const ORDERS = 'POST /api/v1/provider/orders/';
export const PROCESS = 'POST /api/v1/orders/process';

const product = (id: number, slug: string, name: string, price: number): ApiResponse<'/api/v1/products/all-products/'>['data'][number] => ({
  id,
  slug,
  name,
  price,
  discounted_price: null,
  image_url: `/api/static/products/${slug}.svg`,
});

export const catalogue = { data: [product(1, 'vaginal-microbiome-test', 'Vaginal Microbiome Test', 129), product(2, 'sti-panel-add-on', 'STI Panel (add-on)', 79)] };

export const LINK = 'http://localhost:3000/provider-test/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123/';
export const CHECKOUT_URL = 'http://localhost:4000/api/v1/checkout/sandbox/cs_123/';

export const placed = (payer: 'patient' | 'provider', addSti = false): ApiResponse<'/api/v1/provider/orders/', 'post'> => ({
  order: {
    uid: '0b6c1f2e-1111-4222-8333-444455556666',
    patient_email: 'nora@example.test',
    patient_name: null,
    ordered_at: '2026-11-25T00:00:00.000Z',
    payer,
    add_sti_panel: addSti,
    price: addSti ? 208 : 129,
    paid_at: null,
    status: payer === 'provider' ? 'awaiting_payment' : 'awaiting_patient',
    test_hash: null,
    results_ready_at: null,
    results_pdf_url: null,
  },
  checkout_url: payer === 'provider' ? CHECKOUT_URL : null,
  patient_link: LINK,
});
