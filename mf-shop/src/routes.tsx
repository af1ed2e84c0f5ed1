// mf-shop owns /care/shop/* and the cart panel (DESIGN §4). Each page is its own chunk; a path
// without a page shows the not-found page.
import { lazyPage, NotFoundPage, Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';

const ShopAllPage = lazyPage(() => import('./features/catalogue/shop-all-page').then((m) => m.ShopAllPage));
const SubscriptionsPage = lazyPage(() => import('./features/subscriptions/subscriptions-page').then((m) => m.SubscriptionsPage));

export function ShopRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ShopAllPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
