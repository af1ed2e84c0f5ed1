// Checkout sessions, with no routes of their own: carts, consults, tests, subscriptions, the male
// partner voucher and the provider portal start one.
// The public surface: what other features and the rest of api/src may use.
export { checkoutUrlResponse } from './checkout-schemas';
export { checkoutUrl, startCheckout } from './checkout-sessions';
export type { CheckoutItem, CheckoutLine } from './checkout-sessions';
