// Where the payment page returns a paid order (`<returnPath>order-complete/`), by what was bought.
// mf-shop owns them all (the checkout's owner); the shell's route table gives these exact paths to
// mf-shop ahead of the prefixes that contain them. The provider's /provider/tests/ is mf-provider's.
export const ORDER_COMPLETE_PATHS = [
  '/care/shop/order-complete/',
  '/tests/order-complete/',
  '/treatments/order-complete/',
  '/treatments/male-partner/order-complete/',
] as const;
