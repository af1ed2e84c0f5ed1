// mf-provider owns /provider/* except /provider/register/ (DESIGN §4). The shell's guards already
// keep non-providers out and send unverified providers from the verified-only group to verify/.
// Each page is its own chunk; a path without a page shows the not-found page.
import { lazyPage, NotFoundPage, Outlet, type RemoteMountProps, Route, Routes } from '@flora/shared';

const ProviderHomePage = lazyPage(() => import('./features/home/provider-home-page').then((m) => m.ProviderHomePage));
const IntakePage = lazyPage(() => import('./features/intake/intake-page').then((m) => m.IntakePage));
const VerificationPage = lazyPage(() => import('./features/home/verification-page').then((m) => m.VerificationPage));
const OrderPage = lazyPage(() => import('./features/order/order-page').then((m) => m.OrderPage));
const OrderCompletePage = lazyPage(() => import('./features/order/order-complete-page').then((m) => m.OrderCompletePage));
const ResourcesPage = lazyPage(() => import('./features/resources/resources-page').then((m) => m.ResourcesPage));
const ProviderProfilePage = lazyPage(() => import('./features/account/provider-profile-page').then((m) => m.ProviderProfilePage));
const ProviderPasswordPage = lazyPage(() => import('./features/account/provider-password-page').then((m) => m.ProviderPasswordPage));
const ProviderTestsPage = lazyPage(() => import('./features/tests/provider-tests-page').then((m) => m.ProviderTestsPage));

export function ProviderRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ProviderHomePage />} />
        <Route path="intake" element={<IntakePage />} />
        <Route path="verify" element={<VerificationPage />} />
        <Route path="order" element={<OrderPage />} />
        <Route path="tests/order-complete" element={<OrderCompletePage />} />
        <Route path="tests" element={<ProviderTestsPage />} />
        <Route path="resources" element={<ResourcesPage />} />
        <Route path="account" element={<ProviderProfilePage />} />
        <Route path="account/password" element={<ProviderPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
        {/* mf-auth's: quiet while the shell swaps remotes. */}
        <Route path="register/*" element={null} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
