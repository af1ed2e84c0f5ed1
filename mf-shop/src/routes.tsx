// mf-shop owns /care/shop/*, the order confirmations (`…/order-complete/` of every checkout) and
// the cart panel (DESIGN §4). Each page is its own chunk; a path
// without a page shows the not-found page.
import { lazyPage, NotFoundPage, Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';
import { ORDER_COMPLETE_PATHS } from './features/checkout/order-complete-paths';

const ShopAllPage = lazyPage(() => import('./features/catalogue/shop-all-page').then((m) => m.ShopAllPage));
const OrderCompletePage = lazyPage(() => import('./features/checkout/order-complete-page').then((m) => m.OrderCompletePage));
const ProductPage = lazyPage(() => import('./features/catalogue/product-page').then((m) => m.ProductPage));
const SubscriptionsPage = lazyPage(() => import('./features/subscriptions/subscriptions-page').then((m) => m.SubscriptionsPage));

export function ShopRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ShopAllPage />} />
        <Route path="treatment/product/:pdpSlug" element={<ProductPage type="treatment" />} />
        <Route path="treatment/:slug" element={<ProductPage type="treatment" />} />
        <Route path="test/product/:pdpSlug" element={<ProductPage type="test" />} />
        <Route path="test/:slug" element={<ProductPage type="test" />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {ORDER_COMPLETE_PATHS.map((path) => (
        <Route key={path} path={path} element={<OrderCompletePage />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
