// mf-shop owns /care/shop/* and the cart panel (DESIGN §4).
import { Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';
import { ShopAllPage } from './features/catalogue/shop-all-page';

export function ShopRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ShopAllPage />} />
      </Route>
      {/* Another remote's path: stay quiet while the shell swaps remotes. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
