// mf-provider owns /provider/* except /provider/register/ (DESIGN §4). The shell's guards already
// keep non-providers out and send unverified providers from the verified-only group to verify/.
import { Outlet, type RemoteMountProps, Route, Routes, UnavailablePage } from '@flora/shared';
import { ProviderHomePage } from './features/home/provider-home-page';
import { VerificationPage } from './features/home/verification-page';

export function ProviderRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<ProviderHomePage />} />
        <Route path="verify" element={<VerificationPage />} />
        <Route path="*" element={<UnavailablePage title="Provider portal" message="Use the links above to find your way." />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
