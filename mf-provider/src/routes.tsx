// mf-provider owns /provider/* except /provider/register/ (DESIGN §4). The shell's guards already
// keep non-providers out and send unverified providers from the verified-only group to verify/.
// Each page is its own chunk; a path without a page shows the not-found page.
import { lazyPage, NotFoundPage, Outlet, type RemoteMountProps, Route, Routes } from '@flora/shared';

const ProviderHomePage = lazyPage(() => import('./features/home/provider-home-page').then((m) => m.ProviderHomePage));
const IntakePage = lazyPage(() => import('./features/intake/intake-page').then((m) => m.IntakePage));
const VerificationPage = lazyPage(() => import('./features/home/verification-page').then((m) => m.VerificationPage));

export function ProviderRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ProviderHomePage />} />
        <Route path="intake" element={<IntakePage />} />
        <Route path="verify" element={<VerificationPage />} />
        <Route path="*" element={<NotFoundPage />} />
        {/* mf-auth's: quiet while the shell swaps remotes. */}
        <Route path="register/*" element={null} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
